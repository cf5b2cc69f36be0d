import Foundation
import Inspector
import ViewTree
import XCTest

/// The views a call returns as what a builder made — an alert's or a dialog's `actions()`, a
/// label, a content-unavailable view's actions — are a collection of those views, one or
/// several, as in ViewInspector: one button iterates, counts and indexes as one.
final class GroupOfOneViewTests: XCTestCase {
    func testAnAlertWithOneActionIteratesToIt() throws {
        let shown = Binding(wrappedValue: true)
        var acknowledged = 0
        let sut = Text("Note").alert("Saved", isPresented: shown) {
            Button("OK") { acknowledged += 1 }
        }
        let actions = try sut.inspect().text().alert().actions()
        XCTAssertEqual(actions.count, 1)
        var labels: [String] = []
        for action in actions {
            labels.append(try action.button().labelView().text().string())
        }
        XCTAssertEqual(labels, ["OK"])
        XCTAssertEqual(try actions[0].button().labelView().text().string(), "OK")
        try XCTUnwrap(actions.first).button().tap()
        XCTAssertEqual(acknowledged, 1, "the first action is the button, not nothing")
        XCTAssertFalse(shown.wrappedValue)

        shown.wrappedValue = true
        try sut.inspect().text().alert().actions().button(0).tap()
        XCTAssertEqual(acknowledged, 2)
        XCTAssertFalse(shown.wrappedValue)
    }

    func testOneActionOutOfRangeNamesTheGroup() throws {
        let sut = Text("Note").alert("Saved", isPresented: .constant(true)) { Button("OK") {} }
        XCTAssertThrowsError(try sut.inspect().text().alert().actions().button(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().alert().actions().button(1): index 1 is out of range: group of views has 1 child view"
                    + " (valid indices: 0...0)")
        }
        XCTAssertThrowsError(try sut.inspect().text().alert().actions().text(0)) { error in
            XCTAssertEqual("\(error)", "text().alert().actions().text(0): expected Text, found Button")
        }
    }

    func testSeveralActionsAreUnchanged() throws {
        let sut = Text("Note").alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        let actions = try sut.inspect().text().alert().actions()
        XCTAssertEqual(actions.count, 2)
        XCTAssertEqual(try actions.map { try $0.button().role() }, [.destructive, .cancel])
        XCTAssertEqual(try actions.button(1).pathToRoot, "text().alert().actions().button(1)")
    }

    func testADialogWithOneActionIteratesToIt() throws {
        let shown = Binding(wrappedValue: true)
        var discarded = false
        let sut = Text("Draft").confirmationDialog("Discard?", isPresented: shown) {
            Button("Discard", role: .destructive) { discarded = true }
        }
        let actions = try sut.inspect().text().confirmationDialog().actions()
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(try actions.map { try $0.button().role() }, [.destructive])
        try actions.button(0).tap()
        XCTAssertTrue(discarded)
        XCTAssertFalse(shown.wrappedValue)
    }

    func testALabelOfOneViewIteratesToIt() throws {
        let sut = Button {} label: { Text("Buy") }
        let label = try sut.inspect().button().labelView()
        XCTAssertEqual(label.count, 1)
        XCTAssertEqual(try label.text(0).string(), "Buy")
        XCTAssertEqual(try label[0].text().string(), "Buy")
        XCTAssertEqual(try label.text().string(), "Buy")

        // One container is one view of the label; its own views are reached through it.
        let stacked = Button {} label: {
            HStack {
                Image(systemName: "cart")
                Text("Buy")
            }
        }
        let stackLabel = try stacked.inspect().button().labelView()
        XCTAssertEqual(stackLabel.count, 1)
        XCTAssertEqual(try stackLabel.hStack(0).text(1).string(), "Buy")
        XCTAssertEqual(try stackLabel.hStack().count, 2, "a typed handle is the collection of its content")
        let text = try stacked.inspect().find(text: "Buy")
        XCTAssertEqual(try text.parent().count, 2, "parent() is the collection of the parent's content")
    }

    func testContentUnavailableActionsOfOneButton() throws {
        var composed = 0
        let sut = ContentUnavailableView {
            Text("No Mail")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Compose") { composed += 1 }
        }
        let actions = try sut.inspect().contentUnavailableView().actionsView()
        XCTAssertEqual(actions.count, 1)
        try actions.button(0).tap()
        XCTAssertEqual(composed, 1)
    }
}

/// A view that is the one view of a label, reached by search or `classify()`, indexes its own
/// content: only the handle `labelView()` makes is the collection of that view.
final class GroupOfOneViewFoundBySearchTests: XCTestCase {
    func testAStackInALabelFoundBySearchIndexesItsOwnViews() throws {
        let sut = Button {} label: { HStack { Text("a"); Text("b") }.id("stack") }
        let found = try sut.inspect().find(viewWithId: "stack")
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(try found.text(1).string(), "b")
        XCTAssertEqual(try found.classify().count, 2)
        let label = try sut.inspect().button().labelView()
        XCTAssertEqual(label.count, 1)
        XCTAssertEqual(try label.hStack(0).text(1).string(), "b")
    }
}
