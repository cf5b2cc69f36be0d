import Foundation
import Inspector
import ViewTree
import XCTest

private final class Renders: @unchecked Sendable {
    var folder = 0
    var middle = 0
    var sidebar = 0
}

private struct Folder: View {
    @State private var name = "Inbox"
    let renames: PassthroughSubject<String, Never>
    let renders: Renders
    var body: some View {
        let _: Void = renders.folder += 1
        Text(name)
            .preference(key: NamesKey.self, value: [name])
            .onReceive(renames) { name = $0 }
    }
}

private struct Middle: View {
    let renames: PassthroughSubject<String, Never>
    let renders: Renders
    var body: some View {
        let _: Void = renders.middle += 1
        Folder(renames: renames, renders: renders)
    }
}

private struct Sidebar: View {
    let renames: PassthroughSubject<String, Never>
    let renders: Renders
    let log: PreferenceLog
    var body: some View {
        let _: Void = renders.sidebar += 1
        VStack { Middle(renames: renames, renders: renders) }
            .onPreferenceChange(NamesKey.self) { log.names.append($0) }
    }
}

/// A change deep inside renders each body on the way up to the reader once: the changed view
/// (its state changed), the views between (what they produce changed), the reader's view.
/// No inspection runs here, so the counts are the runtime's alone.
final class PreferenceRenderCountTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testEachBodyOnTheWayUpRendersOnce() {
        let renders = Renders()
        let log = PreferenceLog()
        let renames = PassthroughSubject<String, Never>()
        let hosted = ViewHosting.host(view: Sidebar(renames: renames, renders: renders, log: log))
        hosted.update()
        XCTAssertEqual([renders.sidebar, renders.middle, renders.folder], [1, 1, 1])

        renames.send("Archive")
        hosted.update()
        XCTAssertEqual([renders.sidebar, renders.middle, renders.folder], [2, 2, 2])
        XCTAssertEqual(log.names, [["Inbox"], ["Archive"]])

        renames.send("Archive")
        hosted.update()
        XCTAssertEqual(
            [renders.sidebar, renders.middle, renders.folder], [2, 2, 3],
            "the write renders Folder again; what it produces is the same, so nothing above renders")
        XCTAssertEqual(log.names, [["Inbox"], ["Archive"]])
    }
}
