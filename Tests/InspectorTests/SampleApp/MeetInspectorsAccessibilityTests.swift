import Foundation
import Inspector
@testable import MeetInspectors
import ViewTree
import XCTest

/// The "Meet Inspectors" sample app, hosted, driven by role and accessible name as a screen
/// reader user would, and audited.
final class MeetInspectorsAccessibilityTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheInspectorFormByRoleAndName() throws {
        let store = AnimalStore()
        let hosted = ViewHosting.host(view: ContentView().environmentObject(store))
        try hosted.inspect().find(role: .textField, name: "Alibi").textField().setInput("Sleeping under a leaf")
        XCTAssertEqual(store.read(\.alibi, for: allAnimals[1]), "Sleeping under a leaf")
        try hosted.inspect().find(role: .slider, name: "Suspicion Level").slider().setValue(0.95)
        XCTAssertEqual(try hosted.inspect().findAll(role: .staticText, name: "Extremely suspicious!").count, 1)

        let flavorKing = try hosted.inspect().find(role: .toggle, name: "Flavor King Plum")
        XCTAssertTrue(try flavorKing.toggle().isOn())
        try flavorKing.toggle().tap()
        XCTAssertFalse(try hosted.inspect().find(role: .toggle, name: "Flavor King Plum").toggle().isOn())

        try hosted.inspect().find(role: .button, name: "Toggle Inspector").button().tap()
        XCTAssertEqual(try hosted.inspect().findAll(role: .textField).count, 0)
    }

    func testTheAuditFindsTheTablesUnlabelledIcons() throws {
        let hosted = ViewHosting.host(view: ContentView().environmentObject(AnimalStore()))
        let issues = try hosted.inspect().accessibilityAudit()
        XCTAssertEqual(issues.count, 10)
        XCTAssertEqual(Set(issues.map(\.rule)), [.imageWithoutLabel])
        XCTAssertEqual(
            issues.first?.description,
            "[imageWithoutLabel] view(ContentView.self).view(AnimalTable.self).table().row(0).view(SuspicionTableCell.self, 2)"
                + ".hStack().image(0): Image systemName: \"cellularbars\" variableValue: 0.0 is neither labelled nor hidden: label it"
                + " (Image(_:label:) or .accessibilityLabel(_:)), or hide it if it is decoration (Image(decorative:) or"
                + " .accessibilityHidden(true))")
        XCTAssertNoThrow(try hosted.inspect().find(AnimalTable.self).inspector().assertAccessible())
    }
}
