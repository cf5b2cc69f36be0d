import Foundation
import Inspector
import ViewTree
import XCTest

/// The error a `findUnique` throws when it cannot vouch for one match: every path it found,
/// or a search cut short.
final class FindUniqueErrorTests: XCTestCase {
    func testTheReasonHoldsEveryPathAndTheMessageListsTwenty() throws {
        let sut = try VStack { ForEach(0..<25, id: \.self) { _ in Text("row") } }.inspect()
        XCTAssertThrowsError(try sut.findUnique(text: "row")) { error in
            guard let error = error as? InspectionError, case let .multipleMatches(query, paths) = error.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(query, #"text "row""#)
            XCTAssertEqual(paths, (0..<25).map { "vStack().forEach(0).text(\($0))" })
            let lines = error.message.components(separatedBy: "\n")
            XCTAssertEqual(lines.count, 1 + 20 + 1 + 1)
            XCTAssertEqual(lines[0], #"vStack().findUnique(text: "row"): found 25 matches for text "row", expected exactly one:"#)
            XCTAssertEqual(lines[20], "  vStack().forEach(0).text(19)")
            XCTAssertEqual(lines[21], "  … and 5 more")
        }
    }

    func testAMatchIsNotUniqueWhenPartOfTheTreeCouldNotBeSearched() throws {
        XCTAssertThrowsError(try Forever().inspect().findUnique(text: "once")) { error in
            guard let error = error as? InspectionError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.reason, .depthLimitExceeded(limit: InspectionLimits.maximumDepth, view: "Again"))
            XCTAssertTrue(error.message.hasSuffix(
                #"The search for text "once" from view(Forever.self) stopped there after visiting 50002 views; the views below were not searched."#),
                error.message.components(separatedBy: "\n").last ?? "")
        }
    }
}

/// A view whose body contains itself without end, below one text "once".
private struct Forever: View {
    var body: some View {
        VStack {
            Text("once")
            Again()
        }
    }
}

private struct Again: View {
    var body: some View {
        HStack {
            Again()
        }
    }
}
