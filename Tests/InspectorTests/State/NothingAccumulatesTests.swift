import Foundation
@testable import Inspector
import ViewTree
import XCTest

private final class Store: ObservableObject {}

private struct NeedsStore: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("store") }
}

private struct Rerendering: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            NeedsStore()
            Button("Again") { count += 1 }
        }
    }
}

/// What a long test run leaves behind stays bounded.
final class NothingAccumulatesTests: XCTestCase {
    func testAWaitThatTimedOutDoesNotStaySubscribed() throws {
        let before = OneTimeSubscription.activeCount
        OneTimeSubscription.subscribe(to: PassthroughSubject<Int, Never>(), expiringAfter: 0.05) {}
        XCTAssertEqual(OneTimeSubscription.activeCount, before + 1)
        let deadline = Date().addingTimeInterval(2)
        while OneTimeSubscription.activeCount > before, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertEqual(OneTimeSubscription.activeCount, before)
    }

    func testADiagnosticIsRecordedOnceHoweverOftenTheViewRenders() throws {
        let hosted = ViewHosting.host(view: Rerendering())
        defer { hosted.expel() }
        for _ in 1...5 {
            try hosted.inspect().find(button: "Again").tap()
            hosted.update()
        }
        XCTAssertEqual(
            hosted.diagnostics,
            [
                "NeedsStore reads @EnvironmentObject var store: Store, but no Store was provided with"
                    + " .environmentObject(_:); it was not rendered"
            ])
    }
}
