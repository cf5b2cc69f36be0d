import Inspector
import ViewTree
import XCTest

/// Each budget ends the walk and the report says which; bad budgets are refused.
final class ExploreBudgetTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// Endless: every tap is a new state.
    typealias Counter = ExploreActionKindTests.Counter

    func testMaxStatesEndsTheWalk() throws {
        let report = try explore(maxStates: 5, maxDepth: 100) { Counter() }
        XCTAssertEqual(report.states, 5)
        XCTAssertEqual(report.endedBy, .maxStates)
    }

    func testMaxDepthEndsTheWalk() throws {
        let report = try explore(maxStates: 100, maxDepth: 3) { Counter() }
        XCTAssertEqual(report.states, 4)
        XCTAssertEqual(report.actionsTaken, 3)
        XCTAssertEqual(report.endedBy, .maxDepth)
    }

    func testMaxDepthZeroChecksTheFirstScreenOnly() throws {
        let report = try explore(maxDepth: 0) { Counter() }
        XCTAssertEqual(report.states, 1)
        XCTAssertEqual(report.actionsTaken, 0)
        XCTAssertEqual(report.endedBy, .maxDepth)
    }

    func testTheTimeLimitEndsTheWalk() throws {
        let report = try explore(maxStates: 10_000, maxDepth: 10_000, timeLimit: .milliseconds(50)) { Counter() }
        XCTAssertEqual(report.endedBy, .timeLimit)
        XCTAssertLessThan(report.states, 10_000)
    }

    func testAWalkThatReachesEverythingIsExhausted() throws {
        let report = try explore { ExploreActionKindTests.Wifi() }
        XCTAssertEqual(report.endedBy, .exhausted)
    }

    func testBadArgumentsAreRefused() {
        XCTAssertThrowsError(try explore(maxStates: 0) { Counter() }) { error in
            XCTAssertEqual("\(error)", "explore(): maxStates 0 must be at least 1")
        }
        XCTAssertThrowsError(try explore(maxDepth: -1) { Counter() }) { error in
            XCTAssertEqual("\(error)", "explore(): maxDepth -1 must be 0 or more")
        }
        XCTAssertThrowsError(try explore(timeLimit: .zero) { Counter() }) { error in
            XCTAssertEqual("\(error)", "explore(): timeLimit 0.0 seconds must be more than zero")
        }
        XCTAssertThrowsError(try explore(masking: [.matching("(")]) { Counter() }) { error in
            XCTAssertEqual("\(error)", #"explore(masking:): masking[0] .matching("(") is not a regular expression"#)
        }
    }
}
