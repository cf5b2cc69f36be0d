import Inspector
import ViewTree
import XCTest

// transaction(value:_:), transaction(_:body:) and animation(_:body:), read with
// callTransaction() and animation().

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

final class ValueTransactionTests: XCTestCase {
    func testAValueTransactionRunsAsAChangeOfItsValueWould() throws {
        let sut = Text("a")
            .transaction(value: 3) { $0.animation = .easeIn }
            .transaction { $0.disablesAnimations = true }
        let transaction = try sut.inspect().text().callTransaction()
        XCTAssertEqual(transaction.animation, .easeIn)
        XCTAssertTrue(transaction.disablesAnimations)
    }

    func testTheClosuresRunOutermostFirst() throws {
        let sut = Text("a")
            .transaction(value: 1) { $0.animation = .linear }
            .transaction(value: "b") { $0.animation = .easeOut }
        XCTAssertEqual(try sut.inspect().text().callTransaction().animation, .linear)
    }

    func testCompletionsTheClosuresAddRun() throws {
        let log = Log()
        let sut = Text("a").transaction(value: 1) { transaction in
            transaction.addAnimationCompletion { log.entries.append("done") }
        }
        try sut.inspect().text().callTransaction()
        XCTAssertEqual(log.entries, ["done"])
    }

    func testTheScopedTransactionAndAnimation() throws {
        let sut = Text("a").transaction({ $0.animation = nil }) { content in
            content.opacity(0.5)
        }
        let placeholder = try sut.inspect().placeholderContentView()
        XCTAssertNil(try placeholder.callTransaction().animation)
        XCTAssertEqual(try placeholder.opacity(), 0.5)
        XCTAssertEqual(try placeholder.text().string(), "a")

        let animated = Text("b").animation(.bouncy) { $0.scaleEffect(2) }
        XCTAssertEqual(try animated.inspect().placeholderContentView().animation(), .bouncy)
        XCTAssertEqual(try animated.inspect().find(text: "b").string(), "b")
    }

    func testHostedTheScopedContentRenders() throws {
        let hosted = ViewHosting.host(view: Button("Tap") {}.animation(.default) { $0.opacity(0.5) })
        defer { ViewHosting.expel() }
        XCTAssertNoThrow(try hosted.inspect().find(button: "Tap").tap())
    }
}
