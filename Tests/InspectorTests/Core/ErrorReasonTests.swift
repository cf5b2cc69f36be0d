import Inspector
import ViewTree
import XCTest

/// Each specific reason an inspection fails for, by its message: what was expected, what was
/// found, and where.
final class ErrorReasonTests: XCTestCase {
    /// A kind declared outside Inspector: it has no description Inspector could use.
    private struct Toggle: KnownViewType {
        static var typePrefix: String { "Toggle" }
    }

    func testAKindInspectorDoesNotKnowCannotBeSearchedFor() throws {
        let sut = try VStack { Text("a") }.inspect()
        XCTAssertThrowsError(try sut.find(Toggle.self)) { error in
            XCTAssertEqual((error as? InspectionError)?.reason, .unknownViewType("Toggle"))
            XCTAssertEqual("\(error)", "vStack(): Toggle is not a kind of view Inspector can unwrap or search for")
        }
        XCTAssertEqual(sut.findAll(Toggle.self).count, 0)
    }

    func testAFontResetWithNilCannotBeRead() throws {
        let sut = try VStack { Group { Text("a") }.font(nil) }.font(.title).inspect()
        XCTAssertThrowsError(try sut.vStack().group(0).text(0).font()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .attributeUnavailable(attribute: "font", view: "Text", reason: "it is reset with .font(nil)"))
            XCTAssertEqual("\(error)", "vStack().group(0).text(0).font(): Text's font cannot be read: it is reset with .font(nil)")
        }
    }

    func testPaddingOnNoEdgesIsAnInvalidArgument() throws {
        XCTAssertThrowsError(try Text("a").padding(8).inspect().text().padding([])) { error in
            XCTAssertEqual("\(error)", "text().padding([]): edges is empty: name at least one edge")
        }
    }

    func testAnExpelledHostCannotBeInspected() throws {
        let hosted = ViewHosting.host(view: Text("a"))
        hosted.expel()
        XCTAssertThrowsError(try hosted.inspect()) { error in
            XCTAssertEqual((error as? InspectionError)?.reason, .hostExpelled)
            XCTAssertEqual("\(error)", "the hosted view was expelled; host it again to inspect it")
        }
    }

    @MainActor func testWaitingForAPublisherThatNeverEmitsTimesOut() async throws {
        let hosted = ViewHosting.host(view: Text("a"))
        defer { hosted.expel() }
        do {
            _ = try await hosted.inspect(onReceive: PassthroughSubject<Int, Never>(), timeout: 0.05)
            XCTFail("expected a time-out")
        } catch {
            XCTAssertEqual(
                (error as? InspectionError)?.reason, .timedOut(what: "the publisher emitted no value", seconds: 0.05))
            XCTAssertEqual("\(error)", "the publisher emitted no value within 0.05 seconds")
        }
    }
}
