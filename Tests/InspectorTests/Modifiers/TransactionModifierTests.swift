import Inspector
import ViewTree
import XCTest

/// `transaction(_:)` and ViewInspector's `callTransaction()`.
final class TransactionModifierTests: XCTestCase {
    func testCallTransactionRunsTheClosureOnANewTransaction() throws {
        var calls = 0
        let sut = Text("a").transaction { transaction in
            calls += 1
            transaction.animation = .easeIn
            transaction.disablesAnimations = true
        }
        let transaction = try sut.inspect().text().callTransaction()
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(transaction.animation, .easeIn)
        XCTAssertTrue(transaction.disablesAnimations)
        XCTAssertFalse(transaction.isContinuous)
        try sut.inspect().text().callTransaction()
        XCTAssertEqual(calls, 2)
    }

    func testSeveralRunOutermostFirst() throws {
        let sut = Text("a")
            .transaction { $0.animation = nil }
            .transaction { $0.animation = .linear; $0.isContinuous = true }
        let transaction = try sut.inspect().text().callTransaction()
        XCTAssertNil(transaction.animation, "the inner closure runs last, as the view sees it")
        XCTAssertTrue(transaction.isContinuous)
    }

    func testWithoutOne() throws {
        XCTAssertThrowsError(try Text("a").padding().inspect().text().callTransaction()) { error in
            XCTAssertEqual("\(error)", "text().callTransaction(): Text has no transaction; its modifiers: .padding")
        }
    }

    func testTreeDumpNamesIt() throws {
        XCTAssertEqual(try Text("a").transaction { $0.animation = nil }.inspect().treeDump(), "text() \"a\" .transaction { … }")
    }
}
