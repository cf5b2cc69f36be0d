import Inspector
import Testing
import ViewTree

/// `.expelsHostedViews` expels what a Swift Testing test hosted when it finishes.
@Suite(.expelsHostedViews, .serialized) @MainActor
struct ExpelsHostedViewsTests {
    nonisolated(unsafe) static var leftBehind: HostedView?

    @Test func hostsAViewAndDoesNotExpelIt() throws {
        let hosted = ViewHosting.host(view: Text("left behind"))
        #expect(try hosted.inspect().find(text: "left behind").string() == "left behind")
        Self.leftBehind = hosted
    }

    @Test func findsTheViewExpelledAfterThatTest() throws {
        let leftBehind = try #require(Self.leftBehind)
        #expect(throws: InspectionError.self) { try leftBehind.inspect() }
    }
}
