import Inspector
import ViewTree
import XCTest

/// Role queries and the audit on hosted views: names and hidden views follow state.
final class AccessibilityHostedTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private struct Player: View {
        @State private var isPlaying = false
        @State private var showsDetails = false
        var body: some View {
            VStack {
                Button { isPlaying.toggle() } label: { Image(systemName: isPlaying ? "pause" : "play") }
                    .accessibilityLabel(isPlaying ? "Pause" : "Play")
                Toggle("Details", isOn: $showsDetails)
                HStack {
                    Text("3:12")
                    Text("of 4:05")
                }
                .accessibilityElement(children: .combine)
                .accessibilityHidden(!showsDetails)
            }
        }
    }

    func testNamesAndHiddenViewsFollowState() throws {
        let hosted = ViewHosting.host(view: Player())
        try hosted.inspect().find(role: .button, name: "Play").button().tap()
        XCTAssertNoThrow(try hosted.inspect().find(role: .button, name: "Pause"))
        XCTAssertEqual(try hosted.inspect().findAll(role: .staticText).count, 0)

        try hosted.inspect().find(role: .toggle, name: "Details").toggle().tap()
        XCTAssertEqual(try hosted.inspect().find(role: .staticText).accessibleName(), "3:12, of 4:05")
        XCTAssertEqual(try hosted.inspect().accessibilityAudit(), [])
    }

    private struct Drafts: View {
        @State private var confirming = false
        var body: some View {
            ZStack {
                Button("Delete draft") { confirming = true }
                if confirming {
                    VStack {
                        Button("Delete") { confirming = false }
                        Button("Cancel") { confirming = false }
                    }
                    .accessibilityAddTraits(.isModal)
                }
            }
        }
    }

    func testAModalViewShownByStateHidesTheRestUntilItGoes() throws {
        let hosted = ViewHosting.host(view: Drafts())
        try hosted.inspect().find(role: .button, name: "Delete draft").button().tap()
        XCTAssertEqual(try hosted.inspect().findAll(role: .button).map { try $0.accessibleName() }, ["Delete", "Cancel"])
        try hosted.inspect().find(role: .button, name: "Cancel").button().tap()
        XCTAssertEqual(try hosted.inspect().findAll(role: .button).map { try $0.accessibleName() }, ["Delete draft"])
    }
}
