import Inspector
import ViewTree
import XCTest

/// `isAbsent`: whether a child is an `if` whose condition does not hold, without throwing.
final class AbsentViewTests: XCTestCase {
    private struct Row: View {
        let flag: Bool
        var body: some View {
            HStack {
                Text("first")
                if flag { Text("maybe") }
                Text("last")
            }
        }
    }

    func testAnIfWhoseConditionDoesNotHoldIsAbsentAndKeepsItsIndex() throws {
        let stack = try Row(flag: false).inspect().hStack()
        XCTAssertEqual(stack.count, 3)
        XCTAssertFalse(stack[0].isAbsent)
        XCTAssertTrue(stack[1].isAbsent)
        XCTAssertFalse(stack[2].isAbsent)
        XCTAssertEqual(stack.filter { !$0.isAbsent }.count, 2)
        XCTAssertEqual(try stack.text(2).string(), "last")
        // Unwrapping it still throws, saying why.
        XCTAssertThrowsError(try stack.text(1)) { error in
            XCTAssertEqual(
                "\(error)", "view(Row.self).hStack().text(1): expected Text, found nothing: the `if` here (Optional<Text>) shows no view,"
                    + " as its condition does not hold; it keeps its index so that the views after it keep theirs")
        }
    }

    func testAnIfWhoseConditionHoldsIsPresent() throws {
        let stack = try Row(flag: true).inspect().hStack()
        XCTAssertFalse(stack[1].isAbsent)
        XCTAssertEqual(try stack[1].text().string(), "maybe")
    }

    func testInGroups() throws {
        let absent = Group {
            if Bool.random() && false { Text("a") }
            Text("b")
        }
        let group = try absent.inspect().group()
        XCTAssertTrue(group[0].isAbsent)
        XCTAssertFalse(group[1].isAbsent)
        let present = Group { if true { Text("a") } }
        XCTAssertFalse(try present.inspect().group()[0].isAbsent)
    }

    func testViewsThatAreThereAndFailedHandlesAreNotAbsent() throws {
        XCTAssertFalse(try Text("a").inspect().isAbsent)
        XCTAssertFalse(try Text("a").inspect().text().isAbsent)
        // Out of range: not an `if`, so not absent; using the handle reports the index.
        let outOfRange = try Row(flag: false).inspect().hStack()[7]
        XCTAssertFalse(outOfRange.isAbsent)
        XCTAssertThrowsError(try outOfRange.text())
    }
}
