import Inspector
import ViewTree
import XCTest

// Every example of Docs/Presentations.md, as written there.

private struct Settings: View {
    @State var showsAbout = false
    var body: some View {
        Button("About") { showsAbout = true }
            .sheet(isPresented: $showsAbout) {
                AboutView()
            }
    }
}

private struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Version 2")
            Button("Close") { dismiss() }
        }
    }
}

private struct Fruit: Identifiable {
    let id: Int
    var name: String
}

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Presenter: View {
    let log: Log
    @State var showsNote = false
    var body: some View {
        VStack {
            Button("Open") { showsNote = true }
            Button("Close") { showsNote = false }
        }
        .sheet(isPresented: $showsNote, onDismiss: { log.entries.append("dismissed") }) {
            Text("Note").onDisappear { log.entries.append("disappeared") }
        }
    }
}

final class PresentationsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSheetWithDismissAction() throws {
        let hosted = ViewHosting.host(view: Settings())
        try hosted.inspect().find(button: "About").tap()
        let sheet = try hosted.inspect().button().sheet()
        XCTAssertEqual(try sheet.find(text: "Version 2").pathToRoot, "view(Settings.self).button().sheet().view(AboutView.self).vStack().text(0)")
        try sheet.find(button: "Close").tap()
        XCTAssertThrowsError(try hosted.inspect().button().sheet())
    }

    func testOnDismissRunsWhenTheViewSetsTheBindingItself() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        try hosted.inspect().find(button: "Close").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["disappeared", "dismissed"])
    }

    func testItemSheetShowsTheCurrentItem() throws {
        let fruit = Binding<Fruit?>(wrappedValue: Fruit(id: 1, name: "Apple"))
        let sut = Text("Fruits").sheet(item: fruit) { Text($0.name) }
        XCTAssertEqual(try sut.inspect().text().sheet().text().string(), "Apple")
        fruit.wrappedValue?.name = "Pear"
        XCTAssertEqual(try sut.inspect().text().sheet().text().string(), "Pear")
    }

    func testPopoverAndInspector() throws {
        let sut = HStack {
            Text("Tip").popover(isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                Text("Tap to edit")
            }
            Text("Animals").inspector(isPresented: .constant(true)) {
                Text("Details").inspectorColumnWidth(min: 200, ideal: 250, max: 300)
            }
        }
        let popover = try sut.inspect().hStack().text(0).popover()
        XCTAssertEqual(try popover.attachmentAnchor(), .point(.top))
        XCTAssertEqual(try popover.arrowEdge(), .bottom)
        XCTAssertEqual(try sut.inspect().hStack().text(1).inspector().text().inspectorColumnWidth().ideal, 250)
    }

    func testAlert() throws {
        let shown = Binding(wrappedValue: true)
        var deleted = false
        let sut = Text("Note").alert("Delete the note?", isPresented: shown) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
        let alert = try sut.inspect().text().alert()
        XCTAssertEqual(try alert.title().string(), "Delete the note?")
        XCTAssertEqual(try alert.message().string(), "It cannot be undone.")
        XCTAssertEqual(try alert.secondaryButton().role(), .cancel)
        try alert.primaryButton().tap()
        XCTAssertTrue(deleted)
        XCTAssertFalse(shown.wrappedValue)
    }

    func testCustomisations() throws {
        let detent = Binding(wrappedValue: PresentationDetent.medium)
        let sut = Text("Fruits").sheet(isPresented: .constant(true)) {
            Text("Apple")
                .presentationDetents([.medium, .large], selection: detent)
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
        }
        let sheet = try sut.inspect().text().sheet()
        XCTAssertEqual(try sheet.presentationDetents(), [.medium, .large])
        try sheet.selectPresentationDetent(.large)
        XCTAssertEqual(detent.wrappedValue, .large)
        XCTAssertEqual(try sheet.presentationDragIndicator(), .visible)
        XCTAssertEqual(try sheet.presentationCornerRadius(), 24)
    }

    func testSheetDismiss() throws {
        let shown = Binding(wrappedValue: true)
        var dismissals = 0
        let sut = Text("Fruits").sheet(isPresented: shown, onDismiss: { dismissals += 1 }) {
            Text("Apple")
        }
        try sut.inspect().text().sheet().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(dismissals, 1)
        XCTAssertThrowsError(try sut.inspect().text().sheet())
    }

    func testFullScreenCover() throws {
        let sut = Text("Photos").fullScreenCover(isPresented: .constant(true)) {
            VStack {
                Text("Slideshow")
                Button("Done") {}
            }
        }
        let cover = try sut.inspect().text().fullScreenCover()
        XCTAssertEqual(try cover.vStack().text(0).string(), "Slideshow")
        XCTAssertEqual(try sut.inspect().find(button: "Done").pathToRoot, "text().fullScreenCover().vStack().button(1)")
    }

    func testConfirmationDialog() throws {
        let shown = Binding(wrappedValue: true)
        var discarded = false
        let sut = Text("Draft").confirmationDialog("Discard changes?", isPresented: shown, titleVisibility: .visible) {
            Button("Discard", role: .destructive) { discarded = true }
            Button("Keep Editing", role: .cancel) {}
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.title().string(), "Discard changes?")
        XCTAssertEqual(try dialog.primaryButton().role(), .destructive)
        try dialog.find(button: "Discard").tap()
        XCTAssertTrue(discarded)
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertThrowsError(try sut.inspect().text().confirmationDialog())
    }

    func testConfirmationDialogAsViewInspectorReadsIt() throws {
        let shown = Binding(wrappedValue: true)
        var deleted = false
        let sut = Text("Photo").confirmationDialog(Text("Delete the photo?"), isPresented: shown, titleVisibility: .hidden) {
            Button("Delete", role: .destructive) { deleted = true }
        } message: {
            Text("It is removed from every album.")
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.titleVisibility(), .hidden)
        XCTAssertEqual(try dialog.title().string(), "Delete the photo?")
        XCTAssertEqual(try dialog.message().text().string(), "It is removed from every album.")
        XCTAssertEqual(try dialog.actions().count, 1)
        try dialog.actions().button(0).tap()
        XCTAssertTrue(deleted)
        XCTAssertFalse(shown.wrappedValue)
    }

    func testLegacyAlert() throws {
        let shown = Binding(wrappedValue: true)
        var deleted = false
        let sut = Text("Note").alert(isPresented: shown) {
            Alert(
                title: Text("Delete the note?"), message: Text("It cannot be undone."),
                primaryButton: .destructive(Text("Delete")) { deleted = true },
                secondaryButton: .cancel())
        }
        let alert = try sut.inspect().text().alert()
        XCTAssertEqual(try alert.title().string(), "Delete the note?")
        XCTAssertEqual(try alert.primaryButton().style(), .destructive)
        XCTAssertEqual(try alert.secondaryButton().style(), .cancel)
        XCTAssertEqual(try alert.secondaryButton().labelView().string(), "Cancel")
        try alert.primaryButton().tap()
        XCTAssertTrue(deleted)
        XCTAssertFalse(shown.wrappedValue)
    }

    func testLegacyActionSheet() throws {
        let shown = Binding(wrappedValue: true)
        var sharedBy = ""
        let sut = Text("Photo").actionSheet(isPresented: shown) {
            ActionSheet(title: Text("Share"), message: Text("Send the photo by"), buttons: [
                .default(Text("Mail")) { sharedBy = "mail" },
                .cancel(),
            ])
        }
        let sheet = try sut.inspect().text().actionSheet()
        XCTAssertEqual(try sheet.title().string(), "Share")
        XCTAssertEqual(try sheet.message().string(), "Send the photo by")
        XCTAssertEqual(try sheet.actionButtons().count, 2)
        try sheet.find(button: "Mail").tap()
        XCTAssertEqual(sharedBy, "mail")
        XCTAssertFalse(shown.wrappedValue)
    }
}
