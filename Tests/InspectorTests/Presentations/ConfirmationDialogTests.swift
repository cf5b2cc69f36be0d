import Foundation
import Inspector
import ViewTree
import XCTest

private struct Photo {
    let name: String
}

/// `confirmationDialog` as ViewInspector reads it: every title form (key, string, `Text`), a
/// hidden title, `message()` as the views the app built, `actions()`, `titleVisibility()` and
/// `dismiss()`.
final class ConfirmationDialogTests: XCTestCase {
    private func explanation(_ expression: @autoclosure () throws -> Any) -> String? {
        do {
            _ = try expression()
            return nil
        } catch {
            return (error as? InspectionError)?.reason.explanation
        }
    }

    func testTextTitleForms() throws {
        let shown = Binding(wrappedValue: true)
        let plain = Text("Photo").confirmationDialog(Text("Delete the photo?"), isPresented: shown) {
            Button("Delete", role: .destructive) {}
        }
        let dialog = try plain.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.title().string(), "Delete the photo?")
        XCTAssertEqual(try dialog.title().pathToRoot, "text().confirmationDialog().title()")
        XCTAssertEqual(try dialog.titleVisibility(), .automatic)

        let withMessage = Text("Photo").confirmationDialog(
            Text("Delete the photo?"), isPresented: shown, titleVisibility: .visible
        ) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("It is removed from every album.")
        }
        XCTAssertEqual(try withMessage.inspect().text().confirmationDialog().titleVisibility(), .visible)
        XCTAssertEqual(
            try withMessage.inspect().text().confirmationDialog().message().text().string(), "It is removed from every album.")

        let photo: Photo? = Photo(name: "Beach")
        let presenting = Text("Photo").confirmationDialog(Text("Share"), isPresented: shown, presenting: photo) { photo in
            Button("Share \(photo.name)") {}
        }
        XCTAssertEqual(
            try presenting.inspect().text().confirmationDialog().actions().button().labelView().text().string(), "Share Beach")

        let presentingWithMessage = Text("Photo").confirmationDialog(
            Text("Share"), isPresented: shown, titleVisibility: .hidden, presenting: photo
        ) { photo in
            Button("Share \(photo.name)") {}
        } message: { photo in
            Text("\(photo.name) is 4 MB.")
        }
        let shared = try presentingWithMessage.inspect().text().confirmationDialog()
        XCTAssertEqual(try shared.message().text().string(), "Beach is 4 MB.")
        XCTAssertEqual(try shared.titleVisibility(), .hidden)
        let none: Photo? = nil
        let nothingToShare = Text("Photo").confirmationDialog(Text("Share"), isPresented: shown, presenting: none) { photo in
            Button("Share \(photo.name)") {}
        }
        XCTAssertEqual(
            explanation(try nothingToShare.inspect().text().confirmationDialog()),
            "Text's confirmationDialog cannot be read: it is not presented (its isPresented binding is false)")
    }

    func testStringTitlesWithPresentingData() throws {
        let title: String = "Share"
        let photo: Photo? = Photo(name: "Beach")
        let sut = Text("Photo").confirmationDialog(title, isPresented: .constant(true), presenting: photo) { photo in
            Button("Share \(photo.name)") {}
        } message: { photo in
            Text(photo.name)
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.title().string(), "Share")
        XCTAssertEqual(try dialog.message().string(), "Beach")
        let withoutMessage = Text("Photo").confirmationDialog(title[...], isPresented: .constant(true), presenting: photo) {
            Button("Share \($0.name)") {}
        }
        XCTAssertEqual(try withoutMessage.inspect().text().confirmationDialog().title().string(), "Share")
    }

    func testAHiddenTitleIsReadButNotSearched() throws {
        let sut = Text("Draft").confirmationDialog(Text("Discard?"), isPresented: .constant(true), titleVisibility: .hidden) {
            Button("Discard", role: .destructive) {}
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.titleVisibility(), .hidden)
        XCTAssertEqual(try dialog.title().string(), "Discard?")
        XCTAssertEqual(try dialog.title().pathToRoot, "text().confirmationDialog().title()")
        // SwiftUI does not show it: it is not among what the dialog presents.
        XCTAssertThrowsError(try sut.inspect().find(text: "Discard?"))
        XCTAssertFalse(try sut.inspect().treeDump().contains("Discard?"))
        XCTAssertEqual(try sut.inspect().find(button: "Discard").pathToRoot, "text().confirmationDialog().button(1)")
    }

    func testMessageIsTheViewsTheAppBuilt() throws {
        let sut = Text("Draft").confirmationDialog("Discard?", isPresented: .constant(true)) {
            Button("Discard", role: .destructive) {}
        } message: {
            AnyView(Text("Your edits will be lost."))
        }
        let message = try sut.inspect().text().confirmationDialog().message()
        XCTAssertEqual(try message.anyView().text().string(), "Your edits will be lost.")
        XCTAssertEqual(message.count, 1)
        XCTAssertEqual(
            explanation(try sut.inspect().text().confirmationDialog().message().string()),
            "confirmationDialog's message cannot be read: it is not one Text")

        let twoLines = Text("Draft").confirmationDialog("Discard?", isPresented: .constant(true)) {
            Button("Discard", role: .destructive) {}
        } message: {
            Text("Your edits")
            Text("will be lost.")
        }
        let lines = try twoLines.inspect().text().confirmationDialog().message()
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(try lines.text(1).string(), "will be lost.")
        XCTAssertEqual(try lines.text(1).pathToRoot, "text().confirmationDialog().message().text(1)")

        let noMessage = Text("Draft").confirmationDialog("Discard?", isPresented: .constant(true)) {
            Button("Discard", role: .destructive) {}
        }
        XCTAssertEqual(
            explanation(try noMessage.inspect().text().confirmationDialog().message()),
            "confirmationDialog's message cannot be read: it has none")
        XCTAssertThrowsError(try noMessage.inspect().text().confirmationDialog().message()) { error in
            XCTAssertEqual("\(error)", "text().confirmationDialog().message(): confirmationDialog's message cannot be read: it has none")
        }
    }

    func testActionsHoldingOneButtonAndDismiss() throws {
        let shown = Binding(wrappedValue: true)
        var discarded = 0
        let sut = Text("Draft").confirmationDialog(Text("Discard?"), isPresented: shown) {
            Button("Discard", role: .destructive) { discarded += 1 }
        }
        let actions = try sut.inspect().text().confirmationDialog().actions()
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(try actions.map { try $0.button().labelView().text().string() }, ["Discard"])
        XCTAssertEqual(try actions.button(0).role(), .destructive)
        try actions.button(0).tap()
        XCTAssertEqual(discarded, 1)
        XCTAssertFalse(shown.wrappedValue, "tapping a dialog's button dismisses it")

        shown.wrappedValue = true
        try sut.inspect().text().confirmationDialog().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(discarded, 1)
        XCTAssertEqual(
            explanation(try sut.inspect().text().confirmationDialog()),
            "Text's confirmationDialog cannot be read: it is not presented (its isPresented binding is false)")
    }
}
