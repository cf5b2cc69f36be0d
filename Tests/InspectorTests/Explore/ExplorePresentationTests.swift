import Inspector
import ViewTree
import XCTest

/// Presentations: sheets are dismissed, the buttons of alerts tapped.
final class ExplorePresentationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    struct Composer: View {
        @State var showing = false
        @State var closed = 0
        var body: some View {
            VStack {
                Text("Closed \(closed)")
                Button("Compose") { showing = true }
            }
            .sheet(isPresented: $showing, onDismiss: { closed += 1 }) {
                Text("Draft")
            }
        }
    }

    func testASheetIsDismissed() throws {
        let report = try explore { Composer() } invariant: { screen in
            if (try? screen.find(text: "Closed 1")) != nil { throw ExploreViolation("closed") }
        }
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            [
                #"try hosted.inspect().findUnique(role: .button, name: "Compose").button().tap()"#,
                "try hosted.inspect().findAll(ViewType.Sheet.self)[0].dismiss()",
            ])
    }

    struct Trash: View {
        @State var asking = false
        @State var deleted = false
        var body: some View {
            VStack {
                Text(deleted ? "Deleted" : "Kept")
                Button("Delete") { asking = true }
            }
            .alert("Delete everything?", isPresented: $asking) {
                Button("Confirm", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    func testTheButtonsOfAnAlertAreTapped() throws {
        let report = try explore { Trash() } invariant: { screen in
            if (try? screen.find(text: "Deleted")) != nil { throw ExploreViolation("deleted") }
        }
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            [
                #"try hosted.inspect().findUnique(role: .button, name: "Delete").button().tap()"#,
                #"try hosted.inspect().findUnique(role: .button, name: "Confirm").button().tap()"#,
            ])
    }

    func testUnderAnAlertOnlyItsButtonsAreTapped() throws {
        let report = try explore { Trash() }
        // Kept, asking, deleted, deleted and asking again.
        XCTAssertEqual(report.states, 4)
        // "Delete" in the two states without the alert, "Confirm" and "Cancel" in the two with
        // it: not "Delete" under the alert.
        XCTAssertEqual(report.actionsTaken, 6)
    }

    /// A cover and a popover, each counting its dismissals.
    struct Gallery: View {
        @State var showingCover = false
        @State var showingPopover = false
        @State var closed = 0
        var body: some View {
            VStack {
                Text("Closed \(closed)")
                Button("Play") { showingCover = true }
                Button("Info") { showingPopover = true }
            }
            .fullScreenCover(isPresented: $showingCover, onDismiss: { closed += 1 }) { Text("Playing") }
            .popover(isPresented: $showingPopover) { Text("About").onDisappear { closed += 10 } }
        }
    }

    func testACoverAndAPopoverAreDismissed() throws {
        let report = try explore(maxDepth: 2) { Gallery() } invariant: { screen in
            let closed = try screen.findAll(ViewType.Text.self)[0].string()
            if closed != "Closed 0" { throw ExploreViolation(closed) }
        }
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("Closed 1"), .invariant("Closed 10")])
        XCTAssertEqual(
            report.violations.map { $0.actions.map(\.swiftCode) },
            [
                [
                    #"try hosted.inspect().findUnique(role: .button, name: "Play").button().tap()"#,
                    "try hosted.inspect().findAll(ViewType.FullScreenCover.self)[0].dismiss()",
                ],
                [
                    #"try hosted.inspect().findUnique(role: .button, name: "Info").button().tap()"#,
                    "try hosted.inspect().findAll(ViewType.Popover.self)[0].dismiss()",
                ],
            ])
    }

    /// A dialog whose buttons each say what they did.
    struct Export: View {
        @State var asking = false
        @State var format = "None"
        var body: some View {
            VStack {
                Text("Format: \(format)")
                Button("Export") { asking = true }
            }
            .confirmationDialog("Export as", isPresented: $asking) {
                Button("PDF") { format = "PDF" }
                Button("PNG") { format = "PNG" }
            }
        }
    }

    func testTheButtonsOfAConfirmationDialogAreTapped() throws {
        let report = try explore(maxDepth: 2) { Export() } invariant: { screen in
            let format = try screen.findAll(ViewType.Text.self)[0].string()
            if format != "Format: None" { throw ExploreViolation(format) }
        }
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("Format: PDF"), .invariant("Format: PNG")])
        XCTAssertEqual(
            report.violations.last?.actions.map(\.swiftCode),
            [
                #"try hosted.inspect().findUnique(role: .button, name: "Export").button().tap()"#,
                #"try hosted.inspect().findUnique(role: .button, name: "PNG").button().tap()"#,
            ])
    }

    /// A popover over a button that counts, and an inspector beside one.
    struct Palette: View {
        @State var showingPopover = false
        @State var showingInspector = false
        @State var counted = "Not counted"
        var body: some View {
            VStack {
                Text(counted)
                Button("Count") {
                    counted = showingPopover ? "Counted under the popover" : showingInspector ? "Counted beside the inspector" : "Counted"
                }
                Button("Colors") { showingPopover = true }
                Button("Details") { showingInspector = true }
            }
            .popover(isPresented: $showingPopover) { Text("Red") }
            .inspector(isPresented: $showingInspector) { Text("Info") }
        }
    }

    func testAPopoverBlocksTheScreenBehindItAndAnInspectorDoesNot() throws {
        let report = try explore(maxDepth: 2) { Palette() } invariant: { screen in
            for text in ["Counted under the popover", "Counted beside the inspector"] where (try? screen.find(text: text)) != nil {
                throw ExploreViolation(text)
            }
        }
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("Counted beside the inspector")])
        XCTAssertEqual(
            report.violations.first?.actions.map(\.description), [#"tap Button "Details""#, #"tap Button "Count""#])
    }
}
