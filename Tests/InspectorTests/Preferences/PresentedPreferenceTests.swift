import Foundation
import Inspector
import ViewTree
import XCTest

private struct Presenter: View {
    let log: PreferenceLog
    @State private var showsSheet = true
    var body: some View {
        Text("List")
            .preference(key: NamesKey.self, value: ["list"])
            .sheet(isPresented: $showsSheet) {
                Text("Sheet").preference(key: NamesKey.self, value: ["sheet"])
            }
            .popover(isPresented: .constant(true)) {
                Text("Popover").preference(key: NamesKey.self, value: ["popover"])
            }
            .onPreferenceChange(NamesKey.self) { log.names.append($0) }
    }
}

/// What presented content writes stays in its presentation, as in SwiftUI: a sheet or a
/// popover is a hierarchy of its own, and its values do not reach the view that presents it.
final class PresentedPreferenceTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAPresentedSheetsValuesDoNotReachThePresenter() throws {
        let view = Presenter(log: PreferenceLog())
        XCTAssertEqual(try view.inspect().text().preferenceValue(NamesKey.self), ["list"])
        XCTAssertEqual(try view.inspect().text().sheet().text().preferenceValue(NamesKey.self), ["sheet"])
    }

    func testHostedOnPreferenceChangeSeesOnlyThePresentersValues() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Sheet"))
        XCTAssertEqual(log.names, [["list"]])
    }
}
