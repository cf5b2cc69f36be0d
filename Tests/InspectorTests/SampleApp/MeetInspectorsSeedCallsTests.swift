import Foundation
import Inspector
@testable import MeetInspectors
import ViewTree
import XCTest

/// The "Meet Inspectors" table as the seed styles it: `.tableStyle(.inset)`,
/// `.alternatingRowBackgrounds(.disabled)`, and a signal-bars symbol drawn for each suspect's
/// suspicion level with `Image(systemName:variableValue:)`.
final class MeetInspectorsSeedCallsTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheTableIsStyledAsTheSeedWritesIt() throws {
        let hosted = ViewHosting.host(view: ContentView().environmentObject(AnimalStore()))
        let table = try hosted.inspect().find(ViewType.Table.self)
        XCTAssertTrue(try table.tableStyle() is InsetTableStyle)
        XCTAssertEqual(try table.alternatingRowBackgrounds(), .disabled)
        XCTAssertEqual(try table.row(0).cell(2).find(ViewType.Text.self).environment(\.backgroundProminence), .standard)
    }

    func testTheSuspicionBarsFollowTheStore() throws {
        let store = AnimalStore()
        let hosted = ViewHosting.host(view: ContentView().environmentObject(store))
        let bars = { try hosted.inspect().find(ViewType.Table.self).row(1).cell(2).find(ViewType.Image.self).actualImage() }
        XCTAssertEqual(try bars().name(), "cellularbars")
        XCTAssertEqual(try bars().variableValue(), 0.0)

        try hosted.inspect().find(ViewType.Slider.self).setValue(0.6)
        XCTAssertEqual(store.read(\.suspiciousLevel, for: allAnimals[1]), 0.6)
        XCTAssertEqual(try bars().variableValue(), 0.6)
    }
}
