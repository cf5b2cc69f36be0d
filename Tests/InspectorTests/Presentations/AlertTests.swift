import Foundation
@testable import Inspector
import ViewTree
import XCTest

private struct Note: Identifiable {
    let id: Int
    let title: String
}

private struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
    let reason: String
}

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Deleter: View {
    let log: Log
    @State var confirms = false
    var body: some View {
        Button("Delete") { confirms = true }
            .alert("Delete the note?", isPresented: $confirms) {
                Button("Delete", role: .destructive) { log.entries.append("deleted") }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It cannot be undone.")
            }
    }
}

final class AlertTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func explanation(_ expression: @autoclosure () throws -> Any) -> String? {
        do {
            _ = try expression()
            return nil
        } catch {
            return (error as? InspectionError)?.reason.explanation
        }
    }

    func testModernAlertTitleActionsMessageAndTapDismisses() throws {
        let shown = Binding(wrappedValue: true)
        let log = Log()
        let sut = Text("Note").alert("Delete?", isPresented: shown) {
            Button("Delete", role: .destructive) { log.entries.append("deleted") }
            Button("Cancel", role: .cancel) { log.entries.append("cancelled") }
        } message: {
            Text("It cannot be undone.")
        }
        let alert = try sut.inspect().text().alert()
        XCTAssertEqual(try alert.title().string(), "Delete?")
        XCTAssertEqual(try alert.message().string(), "It cannot be undone.")
        XCTAssertEqual(try alert.actions().button(0).labelView().text().string(), "Delete")
        XCTAssertEqual(try alert.actionButtons().map { try $0.style() }, [.destructive, .cancel])
        XCTAssertEqual(try alert.secondaryButton().role(), .cancel)
        XCTAssertEqual(try sut.inspect().find(text: "It cannot be undone.").pathToRoot, "text().alert().text(3)")
        XCTAssertEqual(try sut.inspect().find(button: "Cancel").pathToRoot, "text().alert().button(2)")
        try alert.primaryButton().tap()
        XCTAssertEqual(log.entries, ["deleted"])
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(
            explanation(try sut.inspect().text().alert()),
            "Text's alert cannot be read: it is not presented (its isPresented binding is false)")
        XCTAssertThrowsError(try sut.inspect().find(text: "Delete?"))
    }

    func testTappingAnAlertButtonFoundBySearchDismisses() throws {
        let shown = Binding(wrappedValue: true)
        let sut = EmptyView().alert("Saved", isPresented: shown) { Button("OK") {} }
        XCTAssertEqual(try sut.inspect().find(ViewType.AlertButton.self, containing: "OK").pathToRoot, "emptyView().alert().button(1)")
        try sut.inspect().find(button: "OK").tap()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(
            explanation(try sut.inspect().emptyView().alert()),
            "EmptyView's alert cannot be read: it is not presented (its isPresented binding is false)")
    }

    func testAButtonOutsideAnAlertIsNotAnAlertButton() throws {
        let sut = VStack { Button("Plain") {} }
        XCTAssertThrowsError(try sut.inspect().find(ViewType.AlertButton.self))
        let shown = Binding(wrappedValue: true)
        let sheet = Text("a").sheet(isPresented: shown) { Button("Stay") {} }
        try sheet.inspect().find(button: "Stay").tap()
        XCTAssertTrue(shown.wrappedValue, "a sheet's button does not dismiss it")
    }

    func testAlertWithoutMessageAndItsErrors() throws {
        let sut = Text("a").alert(Text("Hi"), isPresented: .constant(true)) { Button("OK") {} }
        XCTAssertEqual(try sut.inspect().text().alert().title().string(), "Hi")
        XCTAssertEqual(explanation(try sut.inspect().text().alert().message()), "alert's message cannot be read: it has none")
        XCTAssertEqual(
            explanation(try sut.inspect().text().alert().secondaryButton()),
            "alert's secondaryButton cannot be read: it has 1 button")
        XCTAssertEqual(explanation(try Text("a").inspect().text().alert()), "Text has no .alert; it has no modifiers")
        let titled = Text("a").alert("String title" as String, isPresented: .constant(true)) { Button("OK") {} }
        XCTAssertEqual(try titled.inspect().text().alert().title().string(), "String title")
    }

    func testMessageIsReadAsViewInspectorReadsIt() throws {
        let sut = Text("Note").alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("It cannot be undone.")
        }
        let alert = try sut.inspect().text().alert()
        // ViewInspector's alert `message()` is the views the app built; the guide's legacy
        // `message().string()` reads it as one text.
        let message: InspectableView<ViewType.ClassifiedView> = try alert.message()
        XCTAssertEqual(try message.text().string(), "It cannot be undone.")
        XCTAssertEqual(try alert.message().text().string(), "It cannot be undone.")
        XCTAssertEqual(try alert.message().string(), "It cannot be undone.")
        let sheet = EmptyView().actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Sort"), message: Text("By what?"))
        }
        let sheetMessage: InspectableView<ViewType.Text> = try sheet.inspect().emptyView().actionSheet().message()
        XCTAssertEqual(try sheetMessage.string(), "By what?")
    }

    func testAlertPresentingData() throws {
        let shown = Binding(wrappedValue: true)
        var note: Note? = Note(id: 1, title: "Groceries")
        var sut: some View {
            Text("List").alert("Delete note?", isPresented: shown, presenting: note) { note in
                Button("Delete \(note.title)", role: .destructive) {}
            } message: { note in
                Text("\(note.title) will be deleted.")
            }
        }
        XCTAssertEqual(try sut.inspect().text().alert().message().string(), "Groceries will be deleted.")
        XCTAssertEqual(try sut.inspect().text().alert().primaryButton().labelView().string(), "Delete Groceries")
        note = nil
        XCTAssertEqual(
            explanation(try sut.inspect().text().alert()),
            "Text's alert cannot be read: it is not presented (its isPresented binding is false)")
        let noMessage = Text("a").alert("T", isPresented: .constant(true), presenting: 3) { Button("\($0)") {} }
        XCTAssertEqual(try noMessage.inspect().text().alert().primaryButton().labelView().string(), "3")
    }

    func testAlertForAnError() throws {
        let shown = Binding(wrappedValue: true)
        let sut = Text("Doc").alert(isPresented: shown, error: SaveError(reason: "disk full")) { error in
            Button("Retry") {}
        } message: { error in
            Text(error.reason)
        }
        let alert = try sut.inspect().text().alert()
        XCTAssertEqual(try alert.title().string(), "Could not save")
        XCTAssertEqual(try alert.message().string(), "disk full")
        let plain = Text("Doc").alert(isPresented: shown, error: SaveError(reason: "x")) { Button("OK") {} }
        XCTAssertEqual(try plain.inspect().text().alert().title().string(), "Could not save")
        let none = Text("Doc").alert(isPresented: shown, error: SaveError?.none) { Button("OK") {} }
        XCTAssertThrowsError(try none.inspect().text().alert())
    }

    func testLegacyAlertValue() throws {
        let shown = Binding(wrappedValue: true)
        var deleted = false
        let sut = EmptyView().alert(isPresented: shown) {
            Alert(
                title: Text("Title"), message: Text("Message"),
                primaryButton: .destructive(Text("Delete")) { deleted = true }, secondaryButton: .cancel())
        }
        let alert = try sut.inspect().emptyView().alert()
        XCTAssertEqual(try alert.title().string(), "Title")
        XCTAssertEqual(try alert.message().string(), "Message")
        XCTAssertEqual(try alert.primaryButton().style(), .destructive)
        XCTAssertEqual(try alert.secondaryButton().style(), .cancel)
        XCTAssertEqual(try alert.secondaryButton().labelView().string(), "Cancel")
        try alert.primaryButton().tap()
        XCTAssertTrue(deleted)
        XCTAssertFalse(shown.wrappedValue)

        let single = EmptyView().alert(isPresented: .constant(true)) { Alert(title: Text("Done")) }
        XCTAssertEqual(try single.inspect().emptyView().alert().primaryButton().labelView().string(), "OK")
        XCTAssertEqual(try single.inspect().emptyView().alert().primaryButton().style(), .default)
        XCTAssertEqual(explanation(try single.inspect().emptyView().alert().message()), "alert's message cannot be read: it has none")
        let dismissing = EmptyView().alert(isPresented: .constant(true)) {
            Alert(title: Text("Done"), dismissButton: .default(Text("Fine")))
        }
        XCTAssertEqual(try dismissing.inspect().emptyView().alert().primaryButton().labelView().string(), "Fine")
    }

    func testLegacyAlertForAnItem() throws {
        let note = Binding<Note?>(wrappedValue: Note(id: 4, title: "Draft"))
        let sut = EmptyView().alert(item: note) { Alert(title: Text($0.title)) }
        XCTAssertEqual(try sut.inspect().emptyView().alert().title().string(), "Draft")
        try sut.inspect().emptyView().alert().dismiss()
        XCTAssertNil(note.wrappedValue)
        XCTAssertEqual(
            explanation(try sut.inspect().emptyView().alert()),
            "EmptyView's alert cannot be read: it is not presented (its item binding is nil)")
    }

    func testConfirmationDialog() throws {
        let shown = Binding(wrappedValue: true)
        var discarded = false
        let sut = Text("Draft").confirmationDialog("Discard changes?", isPresented: shown, titleVisibility: .visible) {
            Button("Discard", role: .destructive) { discarded = true }
        } message: {
            Text("Your edits will be lost.")
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.title().string(), "Discard changes?")
        XCTAssertEqual(try dialog.titleVisibility(), .visible)
        XCTAssertEqual(try dialog.message().string(), "Your edits will be lost.")
        try sut.inspect().find(ViewType.AlertButton.self, containing: "Discard").tap()
        XCTAssertTrue(discarded)
        XCTAssertFalse(shown.wrappedValue)

        let hidden = Text("a").confirmationDialog("Hidden", isPresented: .constant(true), titleVisibility: .hidden) {
            Button("Go") {}
        }
        // As in ViewInspector, a hidden title is read; it is not shown, so search does not find it.
        XCTAssertEqual(try hidden.inspect().text().confirmationDialog().title().string(), "Hidden")
        XCTAssertThrowsError(try hidden.inspect().find(text: "Hidden"))
        XCTAssertEqual(try Text("a").confirmationDialog("T", isPresented: .constant(true)) { Button("Go") {} }
            .inspect().text().confirmationDialog().titleVisibility(), .automatic)

        let presenting = Text("a").confirmationDialog(
            "Share", isPresented: .constant(true), presenting: Note(id: 1, title: "Memo")
        ) { note in
            Button("Share \(note.title)") {}
        }
        XCTAssertEqual(try presenting.inspect().text().confirmationDialog().primaryButton().labelView().string(), "Share Memo")
    }

    func testLegacyActionSheet() throws {
        let shown = Binding(wrappedValue: true)
        var chosen: [String] = []
        let sut = EmptyView().actionSheet(isPresented: shown) {
            ActionSheet(
                title: Text("Sort"), message: Text("By what?"),
                buttons: [.default(Text("Name")) { chosen.append("name") }, .cancel()])
        }
        let sheet = try sut.inspect().emptyView().actionSheet()
        XCTAssertEqual(try sheet.title().string(), "Sort")
        XCTAssertEqual(try sheet.message().string(), "By what?")
        XCTAssertEqual(try sheet.actionButtons().count, 2)
        XCTAssertEqual(try sheet.secondaryButton().style(), .cancel)
        try sut.inspect().find(ViewType.AlertButton.self, containing: "Name").tap()
        XCTAssertEqual(chosen, ["name"])
        XCTAssertFalse(shown.wrappedValue)
        let item = Binding<Note?>(wrappedValue: Note(id: 1, title: "Memo"))
        let forItem = EmptyView().actionSheet(item: item) { ActionSheet(title: Text($0.title)) }
        XCTAssertEqual(try forItem.inspect().emptyView().actionSheet().primaryButton().style(), .cancel)
    }

    func testHostedAlertPresentsAndDismisses() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Deleter(log: log))
        XCTAssertThrowsError(try hosted.inspect().button().alert())
        try hosted.inspect().find(button: "Delete").tap()
        XCTAssertEqual(try hosted.inspect().button().alert().message().string(), "It cannot be undone.")
        try hosted.inspect().button().alert().primaryButton().tap()
        XCTAssertEqual(log.entries, ["deleted"])
        XCTAssertThrowsError(try hosted.inspect().button().alert())
    }

    func testEveryPathIntoAnAlertIsAChain() throws {
        let evaluator = ChainEvaluator(types: [:])
        let sut = VStack {
            Text("A").alert("T", isPresented: .constant(true)) { Button("OK") {} } message: { Text("M") }
            Text("B").confirmationDialog("D", isPresented: .constant(true)) { Button("Go") {} }
            Text("C").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("S")) }
        }
        let root = try sut.inspect()
        for found in root.findAll(where: { _ in true }) {
            let path = found.pathToRoot
            let reached = try inspectionNode(of: try evaluator.evaluate(path, from: root))
            XCTAssertTrue(reached === (try found.node()), "\(path) reaches \(reached.pathToRoot)")
        }
    }

    func testTreeDumpShowsAlerts() throws {
        let sut = VStack {
            Text("A").alert("Shown title", isPresented: .constant(true)) { Button("OK") {} }
            Text("B").confirmationDialog("Hidden title", isPresented: .constant(false)) { Button("Go") {} }
        }
        let dump = try sut.inspect().treeDump()
        XCTAssertTrue(dump.contains(".alert(presented)"), dump)
        XCTAssertTrue(dump.contains("\"Shown title\""), dump)
        XCTAssertTrue(dump.contains(".confirmationDialog(not presented)"), dump)
        XCTAssertFalse(dump.contains("Hidden title"), dump)
    }
}
