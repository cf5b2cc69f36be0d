import Inspector
import ViewTree
import XCTest

/// `horizontalRadioGroupLayout()` and ViewInspector's reader, which checks it is there.
final class RadioGroupLayoutTests: XCTestCase {
    func testOnTheViewOrAnAncestor() throws {
        XCTAssertTrue(try Text("a").horizontalRadioGroupLayout().inspect().text().horizontalRadioGroupLayout())
        let sut = VStack { Text("a") }.horizontalRadioGroupLayout()
        XCTAssertTrue(try sut.inspect().vStack().text(0).horizontalRadioGroupLayout())
    }

    func testWithoutIt() throws {
        XCTAssertThrowsError(try Text("a").padding().inspect().text().horizontalRadioGroupLayout()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().horizontalRadioGroupLayout(): Text has no horizontalRadioGroupLayout;"
                    + " neither it nor an ancestor applies .horizontalRadioGroupLayout()")
        }
    }

    func testTreeDumpNamesIt() throws {
        XCTAssertEqual(try Text("a").horizontalRadioGroupLayout().inspect().treeDump(), "text() \"a\" .horizontalRadioGroupLayout()")
    }
}
