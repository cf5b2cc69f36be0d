@testable import Inspector
import ViewTree
import XCTest

extension ReflectionContractTests {
    func testToolbarAndTableStorage() throws {
        pin(_ToolbarModifier(content: Text("a")), ["id", "content"], readBy: "ModifierKind.toolbar attachment (toolbar()), identifier()")
        pin(
            ToolbarItem { Text("a") }, ["id", "placement", "showsByDefault", "content"],
            readBy: "ToolbarItem content, placement(), identifier(), showsByDefault()")
        pin(_ToolbarVisibilityModifier(visibility: .hidden, bars: []), ["visibility", "bars"], readBy: "toolbarVisibility(for:)")
        pin(_ToolbarBackgroundModifier(style: Color.red, bars: []), ["style", "bars"], readBy: "toolbarBackground(for:)")
        pin(
            _ToolbarBackgroundVisibilityModifier(visibility: .hidden, bars: []), ["visibility", "bars"],
            readBy: "toolbarBackgroundVisibility(for:)")
        pin(_ToolbarRoleModifier(role: .editor), ["role"], readBy: "toolbarRole()")
        pin(
            _ToolbarColorSchemeModifier(colorScheme: .dark, bars: []), ["colorScheme", "bars"],
            readBy: "toolbarColorScheme(for:)")
        pin(_ToolbarTitleMenuModifier(content: Text("a")), ["content"], readBy: "ModifierKind.toolbarTitleMenu attachment (toolbarTitleMenu())")
        pin(_NavigationSplitViewStyleModifier(style: .balanced), ["style"], readBy: "ModifierKind.navigationSplitViewStyle summary")
        pin(
            _NavigationSplitViewColumnWidthModifier(min: 1, ideal: 2, max: 3), ["min", "ideal", "max"],
            readBy: "navigationSplitViewColumnWidth()")
        pin(_GaugeStyleModifier(style: .linearCapacity), ["style"], readBy: "ModifierKind.gaugeStyle summary")
        pin(
            _ContainerBackgroundModifier(style: Color.red, container: .navigation), ["style", "container"],
            readBy: "containerBackground(for:)")
        pin(HSplitView { Text("a") }, ["content"], readBy: "ViewKind.hSplitView content")
        pin(VSplitView { Text("a") }, ["content"], readBy: "ViewKind.vSplitView content")
        pin(TabSection("a") { Text("b") }, ["header", "content"], readBy: "ViewKind.tabSection content, header()")
        pin(_TabViewStyleModifier(style: .page), ["style"], readBy: "ModifierKind.tabViewStyle summary")
        pin(_IndexViewStyleModifier(style: .page), ["style"], readBy: "ModifierKind.indexViewStyle summary")
        pin(
            _ContextMenuPreviewModifier(menuItems: Text("a"), preview: Text("b")), ["menuItems", "preview"],
            readBy: "ModifierKind.contextMenuWithPreview attachment, preview()")
        pin(_SearchSuggestionsModifier(suggestions: Text("a")), ["suggestions"], readBy: "ModifierKind.searchSuggestions attachment")
        pin(_SearchCompletionModifier(completion: "a"), ["completion"], readBy: "searchCompletion(), selectSearchCompletion()")
        pin(
            _SearchScopesModifier(scope: .constant(1), activation: .automatic, scopes: Text("a")), ["scope", "activation", "scopes"],
            readBy: "ModifierKind.searchScopes attachment, searchScope(), setSearchScope(_:), searchScopeActivation()")
        pin(ToolbarItemGroup { Text("a") }, ["placement", "content"], readBy: "ToolbarItemGroup content, placement()")
        pin(
            Table([Item()], selection: .constant(Int?.none)) { TableColumn("a", value: \.name) },
            ["rows", "columns", "singleSelection", "multipleSelection", "sortOrder"],
            readBy: "Table selectedValue(), select(value:), deselect(value:), sortOrder(), sort(byColumn:order:)")
    }
}

private struct Item: Identifiable {
    var id = 0
    var name = "a"
}
