import Inspector
import ViewTree
import XCTest

private final class Log {
    var entries: [String] = []
}

final class LifecycleTests: XCTestCase {
    func testCallOnAppearAndOnDisappear() throws {
        let log = Log()
        let sut = Text("a")
            .onAppear { log.entries.append("appear 1") }
            .onDisappear { log.entries.append("disappear") }
            .onAppear { log.entries.append("appear 2") }
        let text = try sut.inspect().text()
        try text.callOnAppear()
        XCTAssertEqual(log.entries, ["appear 1", "appear 2"])
        try text.callOnDisappear()
        XCTAssertEqual(log.entries, ["appear 1", "appear 2", "disappear"])
    }

    func testMissingLifecycleCallbacks() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().callOnAppear()) { error in
            XCTAssertEqual("\(error)", "text().callOnAppear(): Text has no onAppear; it has no modifiers")
        }
        XCTAssertThrowsError(try Text("a").onAppear {}.inspect().text().callOnDisappear()) { error in
            XCTAssertEqual("\(error)", "text().callOnDisappear(): Text has no onDisappear; its modifiers: .onAppear")
        }
    }

    func testCallOnTapGesture() throws {
        let log = Log()
        try Text("tap me").onTapGesture { log.entries.append("tapped") }.inspect().text().callOnTapGesture()
        XCTAssertEqual(log.entries, ["tapped"])
    }

    func testTapGestureOnDisabledViewThrows() throws {
        let log = Log()
        let sut = VStack { Text("tap me").onTapGesture { log.entries.append("tapped") } }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().vStack().text(0).callOnTapGesture()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().text(0).callOnTapGesture(): Text is disabled by .disabled(true) on its ancestor vStack()")
        }
        XCTAssertEqual(log.entries, [])
        XCTAssertThrowsError(try Text("a").inspect().text().callOnTapGesture()) { error in
            XCTAssertEqual("\(error)", "text().callOnTapGesture(): Text has no onTapGesture; it has no modifiers")
        }
    }
}
