@testable import Inspector
import ViewTree
import XCTest

/// The accessors of containers, for `ChainEvaluator`: nil when `name` is not one.
func containerAccessor<V: SingleViewContent>(_ name: String, in handle: InspectableView<V>) throws -> Any? {
    switch name {
    case "list": try handle.list()
    case "form": try handle.form()
    case "section": try handle.section()
    case "scrollView": try handle.scrollView()
    case "lazyVStack": try handle.lazyVStack()
    case "lazyHStack": try handle.lazyHStack()
    case "lazyVGrid": try handle.lazyVGrid()
    case "lazyHGrid": try handle.lazyHGrid()
    case "grid": try handle.grid()
    case "gridRow": try handle.gridRow()
    case "labeledContent": try handle.labeledContent()
    case "groupBox": try handle.groupBox()
    case "disclosureGroup": try handle.disclosureGroup()
    case "menu": try handle.menu()
    case "viewThatFits": try handle.viewThatFits()
    case "geometryReader": try handle.geometryReader()
    case "tabView": try handle.tabView()
    case "tab": try handle.tab()
    case "table": try handle.table()
    default: nil
    }
}

/// The accessors of containers at `index` of a view with several contents.
func containerAccessor<V: MultipleViewContent>(_ name: String, _ index: Int, in handle: InspectableView<V>) throws -> Any? {
    switch name {
    case "list": try handle.list(index)
    case "form": try handle.form(index)
    case "section": try handle.section(index)
    case "scrollView": try handle.scrollView(index)
    case "lazyVStack": try handle.lazyVStack(index)
    case "lazyHStack": try handle.lazyHStack(index)
    case "lazyVGrid": try handle.lazyVGrid(index)
    case "lazyHGrid": try handle.lazyHGrid(index)
    case "grid": try handle.grid(index)
    case "gridRow": try handle.gridRow(index)
    case "labeledContent": try handle.labeledContent(index)
    case "groupBox": try handle.groupBox(index)
    case "disclosureGroup": try handle.disclosureGroup(index)
    case "menu": try handle.menu(index)
    case "viewThatFits": try handle.viewThatFits(index)
    case "geometryReader": try handle.geometryReader(index)
    case "tabView": try handle.tabView(index)
    case "tab": try handle.tab(index)
    case "table": try handle.table(index)
    default: nil
    }
}

/// The calls that reach the parts of containers: nil when `handle` is not of a kind that has
/// the part `call`.
func containerPart(_ call: String, of handle: Any) throws -> Any? {
    switch (call, handle) {
    case let ("header", section as InspectableView<ViewType.Section>): try section.header()
    case let ("footer", section as InspectableView<ViewType.Section>): try section.footer()
    case let ("labelView", content as InspectableView<ViewType.LabeledContent>): try content.labelView()
    case let ("labelView", box as InspectableView<ViewType.GroupBox>): try box.labelView()
    case let ("labelView", group as InspectableView<ViewType.DisclosureGroup>): try group.labelView()
    case let ("labelView", menu as InspectableView<ViewType.Menu>): try menu.labelView()
    case let ("labelView", tab as InspectableView<ViewType.Tab>): try tab.labelView()
    default: nil
    }
}

/// The views a container's rows and tabs carry in modifiers — swipe actions, context menus,
/// tab items, row backgrounds, a search prompt — reached from `handle` with the call `name`:
/// nil when `name` is not one of them.
func containerAttachment<V: KnownViewType>(_ name: String, _ index: Int?, of handle: InspectableView<V>) throws -> Any? {
    switch name {
    case "swipeActions": try handle.swipeActions(index)
    case "contextMenu": try handle.contextMenu()
    case "tabItem": try handle.tabItem()
    case "listRowBackground": try handle.listRowBackground(index)
    case "searchPrompt": try handle.searchPrompt()
    case "toolbar": try handle.toolbar(index)
    default: nil
    }
}

/// The calls of toolbars and tables: a toolbar's `item(_:)` / `itemGroup(_:)`, a table's
/// `row(_:)`; nil when `handle` is not of a kind that has `call`.
func toolbarOrTableCall(_ call: String, _ index: Int?, of handle: Any) throws -> Any? {
    switch (call, handle) {
    case let ("item", toolbar as any ToolbarItemsCalls): try toolbar.anyItem(index)
    case let ("itemGroup", toolbar as any ToolbarItemsCalls): try toolbar.anyItemGroup(index)
    case let ("row", table as InspectableView<ViewType.Table>): try index.map { try table.row($0) }
    default: nil
    }
}

/// A toolbar, or toolbar content of your own: what has `item(_:)` and `itemGroup(_:)`.
protocol ToolbarItemsCalls {
    func anyItem(_ index: Int?) throws -> Any
    func anyItemGroup(_ index: Int?) throws -> Any
}

extension InspectableView: ToolbarItemsCalls where View: ToolbarItemsContainer {
    func anyItem(_ index: Int?) throws -> Any { try item(index) }
    func anyItemGroup(_ index: Int?) throws -> Any { try itemGroup(index) }
}

/// Toolbar content of your own, for `view(T.self)` in a chain.
struct ToolbarContentToken<T: ToolbarContent>: TypeToken {
    func view<V: SingleViewContent>(in handle: InspectableView<V>) throws -> Any { try handle.view(T.self) }
    func view<V: MultipleViewContent>(in handle: InspectableView<V>, at index: Int) throws -> Any {
        try handle.view(T.self, index)
    }
    func modifier<V: KnownViewType>(on handle: InspectableView<V>, at index: Int?) throws -> Any {
        throw ChainEvaluator.Failure(description: "\(T.self) is toolbar content")
    }
}
