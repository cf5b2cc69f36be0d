import Foundation
import Inspector
import ViewTree
import XCTest

// `testScaffold()` on the kinds `ScaffoldCheckout` does not have: a label (found, no value), a
// disabled control with a value (both asserted), a disclosure group, a color picker, a text
// editor without a name.

final class TestScaffoldKindsTests: XCTestCase {
    func testScaffoldOfTheOtherKinds() throws {
        let hosted = ViewHosting.host(view: ScaffoldMore())
        XCTAssertEqual(try hosted.inspect().testScaffold(), #"""
            // Starter test for ScaffoldMore as it is on screen now (made by testScaffold()).
            // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: ScaffoldMore(…))
            let sut = try hosted.inspect()
            XCTAssertNoThrow(try sut.findUnique(role: .staticText, name: "Inbox"))
            XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Mute").toggle().isOn())
            XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Mute").isDisabled())
            XCTAssertTrue(try sut.findUnique(role: .disclosureGroup, name: "Advanced").disclosureGroup().isExpanded())
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Retries: 3").text().string(), "Retries: 3")
            XCTAssertFalse(try sut.findUnique(role: .colorPicker, name: "Accent").isDisabled())
            XCTAssertEqual(try sut.findUnique(role: .textField).textEditor().input(), "Dear \"team\"")
            """#)
    }

    func testPastedScaffoldOfTheOtherKindsPasses() throws {
        let hosted = ViewHosting.host(view: ScaffoldMore())
        // Starter test for ScaffoldMore as it is on screen now (made by testScaffold()).
        // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: ScaffoldMore(…))
        let sut = try hosted.inspect()
        XCTAssertNoThrow(try sut.findUnique(role: .staticText, name: "Inbox"))
        XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Mute").toggle().isOn())
        XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Mute").isDisabled())
        XCTAssertTrue(try sut.findUnique(role: .disclosureGroup, name: "Advanced").disclosureGroup().isExpanded())
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Retries: 3").text().string(), "Retries: 3")
        XCTAssertFalse(try sut.findUnique(role: .colorPicker, name: "Accent").isDisabled())
        XCTAssertEqual(try sut.findUnique(role: .textField).textEditor().input(), "Dear \"team\"")
    }

    /// A collapsed group's content is not on screen.
    func testACollapsedGroupsContentIsLeftOut() throws {
        let hosted = ViewHosting.host(view: ScaffoldMore())
        try hosted.inspect().find(ViewType.DisclosureGroup.self).collapse()
        let scaffold = try hosted.inspect().testScaffold()
        XCTAssertTrue(scaffold.contains(#"XCTAssertFalse(try sut.findUnique(role: .disclosureGroup, name: "Advanced").disclosureGroup().isExpanded())"#), scaffold)
        XCTAssertFalse(scaffold.contains("Retries"), scaffold)
    }

    /// A collapsed section's content is not on screen; its header is.
    func testACollapsedSectionsContentIsLeftOut() throws {
        let hosted = ViewHosting.host(view: ScaffoldFilters())
        let collapsed = try hosted.inspect().testScaffold()
        XCTAssertFalse(collapsed.contains("Only unread"), collapsed)
        XCTAssertTrue(collapsed.contains(#"name: "Filters""#), collapsed)
        try hosted.inspect().find(ViewType.Section.self).expand()
        let expanded = try hosted.inspect().testScaffold()
        XCTAssertTrue(expanded.contains(#"XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Only unread").toggle().isOn())"#), expanded)
    }

    /// An optional selection is written with its optional type: nil, or the wrapped value.
    func testOptionalPickerSelections() throws {
        let scaffold = try ScaffoldOptionalPickers().inspect().testScaffold()
        XCTAssertEqual(scaffold.split(separator: "\n").dropFirst(3).joined(separator: "\n"), """
            XCTAssertEqual(try sut.findUnique(role: .picker, name: "Size").picker().selectedValue(Optional<String>.self), "M")
            XCTAssertEqual(try sut.findUnique(role: .picker, name: "Wrapping").picker().selectedValue(Optional<ScaffoldWrapping>.self), nil)
            """)
        let view = ScaffoldOptionalPickers()
        let sut = try view.inspect()
        XCTAssertEqual(try sut.findUnique(role: .picker, name: "Size").picker().selectedValue(Optional<String>.self), "M")
        XCTAssertEqual(try sut.findUnique(role: .picker, name: "Wrapping").picker().selectedValue(Optional<ScaffoldWrapping>.self), nil)
    }
}
