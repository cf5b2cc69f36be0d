import Foundation
import Inspector
import ViewTree
import XCTest

// `testScaffold()` on a screen with a control of each kind: the test it writes, and that test
// pasted below as it was written, compiling and passing.

final class TestScaffoldTests: XCTestCase {
    /// What `testScaffold()` writes for `ScaffoldCheckout` hosted: the body of
    /// `testPastedScaffoldPasses`, below, from its `let sut` line on.
    static let checkoutScaffold = #"""
        // Starter test for ScaffoldCheckout as it is on screen now (made by testScaffold()).
        // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: ScaffoldCheckout(…))
        let sut = try hosted.inspect()
        XCTAssertEqual(try sut.findUnique(role: .header, name: "Checkout").text().string(), "Checkout")
        // 2 elements with role .staticText are named "Each: 6" here: this one is found by its path.
        XCTAssertEqual(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().text(1).string(), "Each: 6")
        // 2 elements with role .staticText are named "Each: 6" here: this one is found by its path.
        XCTAssertEqual(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().text(2).string(), "Each: 6")
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Total: 12").text().string(), "Total: 12")
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().button(4).isDisabled())
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().button(5).isDisabled())
        XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Gift wrap").toggle().isOn())
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "Note").textField().input(), "Leave at the door")
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "PIN").secureField().input(), "")
        XCTAssertFalse(try sut.findUnique(role: .stepper, name: "Quantity: 2").isDisabled())
        XCTAssertEqual(try sut.findUnique(role: .picker, name: "Size").picker().selectedValue(String.self), "M")
        XCTAssertEqual(try sut.findUnique(role: .picker, name: "Wrapping").picker().selectedValue(ScaffoldWrapping.self), .box)
        XCTAssertEqual(try sut.findUnique(role: .slider).slider().value(), 0.15)
        XCTAssertEqual(try sut.findUnique(role: .datePicker, name: "Delivery").datePicker().date(), Date(timeIntervalSinceReferenceDate: 86400.0))
        XCTAssertEqual(try sut.findUnique(role: .link, name: "Terms").link().url(), URL(string: "https://example.com/terms?lang=en"))
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Details").isDisabled())
        XCTAssertFalse(try sut.findUnique(role: .menu, name: "More").isDisabled())
        XCTAssertTrue(try sut.findUnique(role: .button, name: "Pay").isDisabled())
        """#

    func testScaffoldOfAHostedScreen() throws {
        let hosted = ViewHosting.host(view: ScaffoldCheckout())
        XCTAssertEqual(try hosted.inspect().testScaffold(), Self.checkoutScaffold)
    }

    /// `checkoutScaffold`, pasted after the line it asks for.
    func testPastedScaffoldPasses() throws {
        let hosted = ViewHosting.host(view: ScaffoldCheckout())
        // Starter test for ScaffoldCheckout as it is on screen now (made by testScaffold()).
        // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: ScaffoldCheckout(…))
        let sut = try hosted.inspect()
        XCTAssertEqual(try sut.findUnique(role: .header, name: "Checkout").text().string(), "Checkout")
        // 2 elements with role .staticText are named "Each: 6" here: this one is found by its path.
        XCTAssertEqual(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().text(1).string(), "Each: 6")
        // 2 elements with role .staticText are named "Each: 6" here: this one is found by its path.
        XCTAssertEqual(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().text(2).string(), "Each: 6")
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Total: 12").text().string(), "Total: 12")
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().button(4).isDisabled())
        // 2 elements with role .button are named "Add" here: this one is found by its path.
        XCTAssertFalse(try sut.view(ScaffoldCheckout.self).navigationStack().vStack().button(5).isDisabled())
        XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Gift wrap").toggle().isOn())
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "Note").textField().input(), "Leave at the door")
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "PIN").secureField().input(), "")
        XCTAssertFalse(try sut.findUnique(role: .stepper, name: "Quantity: 2").isDisabled())
        XCTAssertEqual(try sut.findUnique(role: .picker, name: "Size").picker().selectedValue(String.self), "M")
        XCTAssertEqual(try sut.findUnique(role: .picker, name: "Wrapping").picker().selectedValue(ScaffoldWrapping.self), .box)
        XCTAssertEqual(try sut.findUnique(role: .slider).slider().value(), 0.15)
        XCTAssertEqual(try sut.findUnique(role: .datePicker, name: "Delivery").datePicker().date(), Date(timeIntervalSinceReferenceDate: 86400.0))
        XCTAssertEqual(try sut.findUnique(role: .link, name: "Terms").link().url(), URL(string: "https://example.com/terms?lang=en"))
        XCTAssertFalse(try sut.findUnique(role: .button, name: "Details").isDisabled())
        XCTAssertFalse(try sut.findUnique(role: .menu, name: "More").isDisabled())
        XCTAssertTrue(try sut.findUnique(role: .button, name: "Pay").isDisabled())
    }

    /// The same screen after a tap: the scaffold is of what is on screen now.
    func testScaffoldFollowsTheScreen() throws {
        let hosted = ViewHosting.host(view: ScaffoldCheckout())
        try hosted.inspect().view(ScaffoldCheckout.self).navigationStack().vStack().button(5).tap()
        let scaffold = try hosted.inspect().testScaffold()
        XCTAssertTrue(scaffold.contains(#"XCTAssertFalse(try sut.findUnique(role: .stepper, name: "Quantity: 4").isDisabled())"#), scaffold)
        XCTAssertFalse(scaffold.contains("Quantity: 2"), scaffold)
    }

    /// What is hidden, not presented or not pushed is left out, and so are a picker's options
    /// and a menu's items.
    func testLeavesOutWhatIsNotOnScreen() throws {
        let scaffold = try ViewHosting.host(view: ScaffoldCheckout()).inspect().testScaffold()
        for absent in ["Internal code 42", "Help", "Shipping details", "Small", "Paper", "Share"] {
            XCTAssertFalse(scaffold.contains("\"\(absent)\""), "\(absent) in\n\(scaffold)")
        }
    }
}
