import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/State.md's "Preferences", as written there.

private struct TitleKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

private struct Folder: View {
    @State private var name = "Inbox"
    var body: some View {
        Button(name) { name = "Archive" }
            .preference(key: TitleKey.self, value: [name])
    }
}

private struct Sidebar: View {
    @State private var titles: [String] = []
    var body: some View {
        VStack {
            Folder()
            Text("Sent").preference(key: TitleKey.self, value: ["Sent"])
        }
        .onPreferenceChange(TitleKey.self) { titles = $0 }
        .overlayPreferenceValue(TitleKey.self) { names in
            Text(names.joined(separator: ", "))
        }
    }
}

final class StatePreferencesDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testUnhosted() throws {
        let sidebar = try Sidebar().inspect()
        XCTAssertEqual(try sidebar.vStack().preferenceValue(TitleKey.self), ["Inbox", "Sent"])
        XCTAssertEqual(try sidebar.vStack().overlayPreferenceValue().text().string(), "Inbox, Sent")
        try sidebar.vStack().callOnPreferenceChange(["Drafts"])
    }

    func testHosted() throws {
        let hosted = ViewHosting.host(view: Sidebar())
        try hosted.inspect().find(button: "Inbox").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Archive, Sent"))
    }
}
