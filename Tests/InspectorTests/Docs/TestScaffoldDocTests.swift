import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of Docs/Explore.md's "A test from what is on screen", as written there.

private struct Order: View {
    @State private var count = 1
    @State private var giftWrap = false
    @State private var note = ""
    var body: some View {
        VStack {
            Text("Total: \(count * 6)")
            Toggle("Gift wrap", isOn: $giftWrap)
            TextField("Note", text: $note)
            Button("Add") { count += 1 }
            Button("Add") { count += 2 }
            Button("Pay") {}.disabled(count == 0)
        }
    }
}

private struct Feed: View {
    var body: some View {
        VStack {
            Text("Feed")
            HStack {
                Button("Like") {}
                Text("3 likes")
            }
        }
    }
}

final class TestScaffoldDocTests: XCTestCase {
    static let printed = """
        // Starter test for Order as it is on screen now (made by testScaffold()).
        // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: Order(…))
        let sut = try hosted.inspect()
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Total: 6").text().string(), "Total: 6")
        XCTAssertFalse(try sut.findUnique(role: .toggle, name: "Gift wrap").toggle().isOn())
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "Note").textField().input(), "")
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(Order.self).vStack().button(3).isDisabled())
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(Order.self).vStack().button(4).isDisabled())
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Pay").isDisabled())
        """

    func testPrintAStarterTest() throws {
        let hosted = ViewHosting.host(view: Order())
        let scaffold = try hosted.inspect().testScaffold()
        print(scaffold)
        XCTAssertEqual(scaffold, Self.printed)
    }

    func testTheStarterTestPasted() throws {
        let hosted = ViewHosting.host(view: Order())
        // Starter test for Order as it is on screen now (made by testScaffold()).
        // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: Order(…))
        let sut = try hosted.inspect()
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Total: 6").text().string(), "Total: 6")
        XCTAssertFalse(try sut.findUnique(role: .toggle, name: "Gift wrap").toggle().isOn())
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "Note").textField().input(), "")
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(Order.self).vStack().button(3).isDisabled())
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(Order.self).vStack().button(4).isDisabled())
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Pay").isDisabled())
    }

    func testAfterAnAction() throws {
        let hosted = ViewHosting.host(view: Order())
        try hosted.inspect().find(role: .toggle, name: "Gift wrap").toggle().tap()
        let scaffold = try hosted.inspect().testScaffold()
        XCTAssertTrue(scaffold.contains(#"XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Gift wrap").toggle().isOn())"#), scaffold)
    }

    func testWithoutHosting() throws {
        let scaffold = try Order().inspect().testScaffold()
        XCTAssertTrue(scaffold.hasPrefix("""
            // Starter test for Order as it is on screen now (made by testScaffold()).
            // `view` stands for your screen as your test makes it: let view = Order(…)
            let sut = try view.inspect()
            """), scaffold)
    }

    func testBelowTheRoot() throws {
        let hosted = ViewHosting.host(view: Feed())
        let scaffold = try hosted.inspect().find(ViewType.HStack.self).testScaffold()
        XCTAssertEqual(scaffold.split(separator: "\n").dropFirst(3).joined(separator: "\n"), """
            XCTAssertFalse(try sut.findUnique(role: .button, name: "Like").isDisabled())
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "3 likes").text().string(), "3 likes")
            """)
    }
}
