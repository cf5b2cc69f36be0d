import Inspector
import ViewTree
import XCTest

// guide-v3.md, "Alert, Sheet and ActionSheet": the wrappers it has apps write still compile
// and are inspected through the provider protocols. (The native modifiers need no wrapper:
// see Docs/Presentations.md.)

extension View {
    fileprivate func alert2(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        return self.modifier(InspectableAlert(isPresented: isPresented, alertBuilder: content))
    }

    fileprivate func alert2<Item>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View
    where Item: Identifiable {
        return self.modifier(InspectableAlertWithItem(item: item, alertBuilder: content))
    }

    fileprivate func actionSheet2(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        return self.modifier(InspectableActionSheet(isPresented: isPresented, sheetBuilder: content))
    }

    fileprivate func actionSheet2<Item>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> some View
    where Item: Identifiable {
        return self.modifier(InspectableActionSheetWithItem(item: item, sheetBuilder: content))
    }

    fileprivate func sheet2<Sheet>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Sheet
    ) -> some View where Sheet: View {
        return self.modifier(InspectableSheet(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    fileprivate func sheet2<Item, Sheet>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Sheet
    ) -> some View where Item: Identifiable, Sheet: View {
        return self.modifier(InspectableSheetWithItem(item: item, onDismiss: onDismiss, content: content))
    }
}

private struct InspectableAlert: ViewModifier {
    let isPresented: Binding<Bool>
    let alertBuilder: () -> Alert

    func body(content: Self.Content) -> some View {
        content.alert(isPresented: isPresented, content: alertBuilder)
    }
}

private struct InspectableAlertWithItem<Item: Identifiable>: ViewModifier {
    let item: Binding<Item?>
    let alertBuilder: (Item) -> Alert

    func body(content: Self.Content) -> some View {
        content.alert(item: item, content: alertBuilder)
    }
}

private struct InspectableActionSheet: ViewModifier {
    let isPresented: Binding<Bool>
    let sheetBuilder: () -> ActionSheet

    func body(content: Self.Content) -> some View {
        content.actionSheet(isPresented: isPresented, content: sheetBuilder)
    }
}

private struct InspectableActionSheetWithItem<Item: Identifiable>: ViewModifier {
    let item: Binding<Item?>
    let sheetBuilder: (Item) -> ActionSheet

    func body(content: Self.Content) -> some View {
        content.actionSheet(item: item, content: sheetBuilder)
    }
}

private struct InspectableSheet<Sheet>: ViewModifier where Sheet: View {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Sheet
    let sheetBuilder: () -> Any

    init(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Sheet) {
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
        self.sheetBuilder = { content() as Any }
    }

    func body(content: Self.Content) -> some View {
        content.sheet(isPresented: isPresented, content: self.content)
    }
}

private struct InspectableSheetWithItem<Item, Sheet>: ViewModifier where Item: Identifiable, Sheet: View {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Sheet
    let sheetBuilder: (Item) -> Any

    init(item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Sheet) {
        self.item = item
        self.onDismiss = onDismiss
        self.content = content
        self.sheetBuilder = { content($0) as Any }
    }

    func body(content: Self.Content) -> some View {
        content.sheet(item: item, onDismiss: onDismiss, content: self.content)
    }
}

extension InspectableAlert: AlertProvider {}
extension InspectableAlertWithItem: AlertItemProvider {}
extension InspectableActionSheet: ActionSheetProvider {}
extension InspectableActionSheetWithItem: ActionSheetItemProvider {}
extension InspectableSheet: SheetProvider {}
extension InspectableSheetWithItem: SheetItemProvider {}

private struct Person: Identifiable {
    let id: Int
    let name: String
}

final class PresentationGuideTests: XCTestCase {
    func testAlertExample() throws {
        let binding = Binding(wrappedValue: true)
        let sut = EmptyView().alert2(isPresented: binding) {
            Alert(title: Text("Title"), message: Text("Message"),
                  primaryButton: .destructive(Text("Delete")),
                  secondaryButton: .cancel(Text("Cancel")))
        }
        let alert = try sut.inspect().emptyView().alert()
        XCTAssertEqual(try alert.title().string(), "Title")
        XCTAssertEqual(try alert.message().string(), "Message")
        XCTAssertEqual(try alert.primaryButton().style(), .destructive)
        try sut.inspect().find(ViewType.AlertButton.self, containing: "Cancel").tap()
        XCTAssertFalse(binding.wrappedValue)
    }

    func testAlertWithItem() throws {
        let item = Binding<Person?>(wrappedValue: Person(id: 1, name: "Ada"))
        let sut = EmptyView().alert2(item: item) { Alert(title: Text($0.name)) }
        XCTAssertEqual(try sut.inspect().emptyView().alert().title().string(), "Ada")
        try sut.inspect().emptyView().alert().primaryButton().tap()
        XCTAssertNil(item.wrappedValue)
        XCTAssertThrowsError(try sut.inspect().emptyView().alert())
    }

    func testActionSheets() throws {
        let binding = Binding(wrappedValue: true)
        let sut = EmptyView().actionSheet2(isPresented: binding) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")), .cancel()])
        }
        XCTAssertEqual(try sut.inspect().emptyView().actionSheet().title().string(), "Share")
        XCTAssertEqual(try sut.inspect().emptyView().actionSheet().secondaryButton().style(), .cancel)
        let item = Binding<Person?>(wrappedValue: Person(id: 2, name: "Grace"))
        let forItem = EmptyView().actionSheet2(item: item) { ActionSheet(title: Text($0.name)) }
        XCTAssertEqual(try forItem.inspect().emptyView().actionSheet().title().string(), "Grace")
    }

    func testSheets() throws {
        let binding = Binding(wrappedValue: true)
        var dismissed = 0
        let sut = EmptyView().sheet2(isPresented: binding, onDismiss: { dismissed += 1 }) { Text("Sheet") }
        XCTAssertEqual(try sut.inspect().emptyView().sheet().find(text: "Sheet").string(), "Sheet")
        try sut.inspect().emptyView().sheet().dismiss()
        XCTAssertFalse(binding.wrappedValue)
        XCTAssertEqual(dismissed, 1)
        let item = Binding<Person?>(wrappedValue: Person(id: 3, name: "Alan"))
        let forItem = EmptyView().sheet2(item: item) { Text($0.name) }
        XCTAssertEqual(try forItem.inspect().emptyView().sheet().find(text: "Alan").string(), "Alan")
        XCTAssertEqual(try forItem.inspect().find(text: "Alan").string(), "Alan")
    }

    func testAnItemSheetWrapperRunsOnDismissOnce() throws {
        let item = Binding<Person?>(wrappedValue: Person(id: 3, name: "Alan"))
        var dismissed = 0
        let sut = EmptyView().sheet2(item: item, onDismiss: { dismissed += 1 }) { Text($0.name) }
        try sut.inspect().emptyView().sheet().dismiss()
        XCTAssertNil(item.wrappedValue)
        XCTAssertEqual(dismissed, 1)
        XCTAssertThrowsError(try sut.inspect().emptyView().sheet())
        XCTAssertEqual(dismissed, 1)
    }
}
