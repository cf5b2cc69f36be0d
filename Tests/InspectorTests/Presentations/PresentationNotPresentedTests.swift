import Inspector
import ViewTree
import XCTest

/// Every presentation family refuses to be read while it is not presented, with one message
/// shape: what was asked for, of which view, and which binding keeps it hidden.
final class PresentationNotPresentedTests: XCTestCase {
    private struct Fruit: Identifiable {
        let id = 1
    }

    private func explanation(_ call: () throws -> Any) -> String? {
        do {
            _ = try call()
            return nil
        } catch {
            return (error as? InspectionError)?.reason.explanation
        }
    }

    func testEveryFamilyNamesTheBindingThatHidesIt() throws {
        let hidden = Binding(wrappedValue: false)
        let none = Binding<Fruit?>(wrappedValue: nil)
        XCTAssertEqual(
            explanation { try Text("a").fullScreenCover(isPresented: hidden) { Text("b") }.inspect().text().fullScreenCover() },
            "Text's fullScreenCover cannot be read: it is not presented (its isPresented binding is false)")
        XCTAssertEqual(
            explanation { try Text("a").fullScreenCover(item: none) { _ in Text("b") }.inspect().text().fullScreenCover() },
            "Text's fullScreenCover cannot be read: it is not presented (its item binding is nil)")
        XCTAssertEqual(
            explanation { try Text("a").popover(isPresented: hidden) { Text("b") }.inspect().text().popover() },
            "Text's popover cannot be read: it is not presented (its isPresented binding is false)")
        XCTAssertEqual(
            explanation { try Text("a").inspector(isPresented: hidden) { Text("b") }.inspect().text().inspector() },
            "Text's inspector cannot be read: it is not presented (its isPresented binding is false)")
        XCTAssertEqual(
            explanation {
                try Text("a").confirmationDialog("Delete?", isPresented: hidden) { Button("Delete") {} }.inspect().text()
                    .confirmationDialog()
            },
            "Text's confirmationDialog cannot be read: it is not presented (its isPresented binding is false)")
        XCTAssertEqual(
            explanation {
                try Text("a").actionSheet(isPresented: hidden) { ActionSheet(title: Text("Pick")) }.inspect().text()
                    .actionSheet()
            },
            "Text's actionSheet cannot be read: it is not presented (its isPresented binding is false)")
    }

    func testEachFamilyIsReadableOncePresented() throws {
        let shown = Binding(wrappedValue: true)
        XCTAssertEqual(
            try Text("a").fullScreenCover(isPresented: shown) { Text("b") }.inspect().text().fullScreenCover().text()
                .string(), "b")
        XCTAssertEqual(try Text("a").popover(isPresented: shown) { Text("b") }.inspect().text().popover().text().string(), "b")
        XCTAssertEqual(
            try Text("a").inspector(isPresented: shown) { Text("b") }.inspect().text().inspector().text().string(), "b")
        XCTAssertEqual(
            try Text("a").confirmationDialog("Delete?", isPresented: shown) { Button("Delete") {} }.inspect().text()
                .confirmationDialog().title().string(), "Delete?")
    }
}
