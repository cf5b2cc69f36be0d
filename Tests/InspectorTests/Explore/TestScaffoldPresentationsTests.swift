import Foundation
import Inspector
import ViewTree
import XCTest

// `testScaffold()` with tabs, a presented sheet and alert, a pushed destination, and a long
// list.

final class TestScaffoldPresentationsTests: XCTestCase {
    /// A tab is found and asserted enabled (its page's value is not the tab's); the presented
    /// sheet and alert are listed.
    func testTabsAndPresentations() throws {
        let hosted = ViewHosting.host(view: ScaffoldTabs())
        XCTAssertEqual(try hosted.inspect().testScaffold(), """
            // Starter test for ScaffoldTabs as it is on screen now (made by testScaffold()).
            // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: ScaffoldTabs(…))
            let sut = try hosted.inspect()
            XCTAssertFalse(try sut.findUnique(role: .tab, name: "Home").isDisabled())
            XCTAssertFalse(try sut.findUnique(role: .button, name: "Row A").isDisabled())
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Item 0").text().string(), "Item 0")
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Item 1").text().string(), "Item 1")
            XCTAssertFalse(try sut.findUnique(role: .tab, name: "Settings").isDisabled())
            XCTAssertFalse(try sut.findUnique(role: .button, name: "Close").isDisabled())
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Delete?").text().string(), "Delete?")
            XCTAssertFalse(try sut.findUnique(role: .button, name: "Delete").isDisabled())
            """)
    }

    func testPastedTabsAndPresentationsPass() throws {
        let hosted = ViewHosting.host(view: ScaffoldTabs())
        // Starter test for ScaffoldTabs as it is on screen now (made by testScaffold()).
        // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: ScaffoldTabs(…))
        let sut = try hosted.inspect()
        XCTAssertFalse(try sut.findUnique(role: .tab, name: "Home").isDisabled())
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Row A").isDisabled())
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Item 0").text().string(), "Item 0")
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Item 1").text().string(), "Item 1")
        XCTAssertFalse(try sut.findUnique(role: .tab, name: "Settings").isDisabled())
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Close").isDisabled())
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Delete?").text().string(), "Delete?")
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Delete").isDisabled())
    }

    /// A destination is listed once its link pushed it.
    func testAPushedDestinationIsListed() throws {
        let hosted = ViewHosting.host(view: ScaffoldTabs())
        XCTAssertFalse(try hosted.inspect().testScaffold().contains("Detail A"))
        try hosted.inspect().findUnique(role: .button, name: "Row A").navigationLink().activate()
        let scaffold = try hosted.inspect().testScaffold()
        XCTAssertTrue(scaffold.contains(#"XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Detail A").text().string(), "Detail A")"#), scaffold)
    }

    /// Every row of a long list is written, the repeated ones found by their paths; the
    /// written lines pass.
    func testALongList() throws {
        let hosted = ViewHosting.host(view: ScaffoldLongList())
        let lines = try hosted.inspect().testScaffold().split(separator: "\n")
        XCTAssertEqual(lines.count, 3 + 300 * 4)
        XCTAssertEqual(lines[3 ... 6].joined(separator: "\n"), """
            // 6 elements with role .staticText are named "Row 0" here: this one is found by its path.
            XCTAssertEqual(try sut.view(ScaffoldLongList.self).list().forEach(0).hStack(0).text(0).string(), "Row 0")
            // 300 elements with role .button are named "Buy" here: this one is found by its path.
            XCTAssertFalse(try sut.view(ScaffoldLongList.self).list().forEach(0).hStack(0).button(1).isDisabled())
            """)
        XCTAssertEqual(lines.last, "XCTAssertFalse(try sut.view(ScaffoldLongList.self).list().forEach(0).hStack(299).button(1).isDisabled())")
        let sut = try hosted.inspect()
        XCTAssertEqual(try sut.view(ScaffoldLongList.self).list().forEach(0).hStack(0).text(0).string(), "Row 0")
        XCTAssertFalse(try sut.view(ScaffoldLongList.self).list().forEach(0).hStack(0).button(1).isDisabled())
        XCTAssertFalse(try sut.view(ScaffoldLongList.self).list().forEach(0).hStack(299).button(1).isDisabled())
    }
}
