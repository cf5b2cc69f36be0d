import Inspector
import XCTest

// Wrappers as ViewInspector's guide has its users write them, compiled unchanged.

extension View {
    fileprivate func alert2(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        modifier(InspectableAlert(isPresented: isPresented, popupBuilder: content))
    }

    fileprivate func sheet2<Sheet: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Sheet
    ) -> some View {
        modifier(InspectableSheet(isPresented: isPresented, onDismiss: onDismiss, popupBuilder: content))
    }

    fileprivate func sheet2<Item: Identifiable, Sheet: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Sheet
    ) -> some View {
        modifier(InspectableSheetWithItem(item: item, onDismiss: onDismiss, popupBuilder: content))
    }

    fileprivate func popover2<Popover: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Popover
    ) -> some View {
        modifier(InspectablePopover(isPresented: isPresented, onDismiss: onDismiss, popupBuilder: content))
    }
}

private struct InspectableAlert: ViewModifier {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Alert
    let onDismiss: (() -> Void)? = nil

    func body(content: Self.Content) -> some View {
        content.alert(isPresented: isPresented, content: popupBuilder)
    }
}

private struct InspectableSheet<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let popupBuilder: () -> Sheet

    func body(content: Self.Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct InspectableSheetWithItem<Item: Identifiable, Sheet: View>: ViewModifier {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let popupBuilder: (Item) -> Sheet

    func body(content: Self.Content) -> some View {
        content.sheet(item: item, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct InspectablePopover<Popover: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let popupBuilder: () -> Popover

    func body(content: Self.Content) -> some View {
        content.popover(isPresented: isPresented, content: popupBuilder)
    }
}

// In the test target, as the guide has it.
extension InspectableAlert: PopupPresenter {}
extension InspectableSheet: PopupPresenter {}
extension InspectableSheetWithItem: ItemPopupPresenter {}
extension InspectablePopover: PopupPresenter {}

private struct Note: Identifiable {
    let id: Int
    let text: String
}

final class PopupPresenterTests: XCTestCase {
    func testAWrappedAlertIsReachedOnTheViewItModifies() throws {
        let isPresented = Binding(wrappedValue: true)
        let sut = EmptyView().alert2(isPresented: isPresented) {
            Alert(title: Text("Delete?"), message: Text("It cannot be undone"),
                  primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel(Text("Keep")))
        }
        let alert = try sut.inspect().emptyView().alert()
        XCTAssertEqual(try alert.title().string(), "Delete?")
        XCTAssertEqual(try alert.primaryButton().labelView().string(), "Delete")
        try alert.secondaryButton().tap()
        XCTAssertFalse(isPresented.wrappedValue)
        XCTAssertThrowsError(try sut.inspect().emptyView().alert()) { error in
            XCTAssertEqual(
                "\(error)", "emptyView().alert(): EmptyView's alert cannot be read: it is not presented (its isPresented binding is false)")
        }
    }

    func testAWrappedSheetIsReachedAndDismissed() throws {
        let isPresented = Binding(wrappedValue: true)
        var dismissed = 0
        let sut = EmptyView().sheet2(isPresented: isPresented, onDismiss: { dismissed += 1 }) { Text("Sheet") }
        let sheet = try sut.inspect().emptyView().sheet()
        XCTAssertEqual(try sheet.find(text: "Sheet").string(), "Sheet")
        try sheet.dismiss()
        XCTAssertFalse(isPresented.wrappedValue)
        XCTAssertEqual(dismissed, 1)
    }

    func testAWrappedItemSheetPresentsItsItem() throws {
        let item = Binding<Note?>(wrappedValue: Note(id: 1, text: "Groceries"))
        let sut = EmptyView().sheet2(item: item) { Text($0.text) }
        XCTAssertEqual(try sut.inspect().emptyView().sheet().find(ViewType.Text.self).string(), "Groceries")
        try sut.inspect().emptyView().sheet().dismiss()
        XCTAssertNil(item.wrappedValue)
    }

    func testAWrappedPopoverIsReached() throws {
        let sut = EmptyView().popover2(isPresented: .constant(true)) { Text("Tip") }
        XCTAssertEqual(try sut.inspect().emptyView().popover().find(ViewType.Text.self).string(), "Tip")
        XCTAssertThrowsError(try sut.inspect().emptyView().sheet()) { error in
            XCTAssertEqual("\(error)", "emptyView().sheet(): EmptyView has no .sheet; its modifiers: .modifier(InspectablePopover<Text>)")
        }
    }

    func testSearchFindsWhatAWrapperPresents() throws {
        let sut = VStack { EmptyView().sheet2(isPresented: .constant(true)) { Text("Inside") } }
        XCTAssertNoThrow(try sut.inspect().find(text: "Inside"))
    }
}

/// The example of Docs/Presentations.md, "Wrappers written for ViewInspector", as written there.
final class PopupPresenterDocTests: XCTestCase {
    func testTheGuidesSheetWrapper() throws {
        let isPresented = Binding(wrappedValue: true)
        let sut = EmptyView().modifier(InspectableSheet(isPresented: isPresented, onDismiss: nil) { Text("Sheet") })
        let sheet = try sut.inspect().emptyView().sheet()
        XCTAssertEqual(try sheet.find(text: "Sheet").string(), "Sheet")
        try sheet.dismiss()
        XCTAssertFalse(isPresented.wrappedValue)
        XCTAssertEqual(sheet.pathToRoot, "emptyView().modifier(InspectableSheet<Text>.self).viewModifierContent().sheet()")
    }
}
