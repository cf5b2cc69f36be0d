import Inspector
import ViewTree
import XCTest

/// Menus: the items of a menu are tapped as buttons.
final class ExploreMenuTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    struct Document: View {
        @State var copies = 1
        var body: some View {
            VStack {
                Text("Copies \(copies)")
                Menu("Actions") {
                    Button("Duplicate") { copies += 1 }
                }
            }
        }
    }

    func testTheItemsOfAMenuAreTapped() throws {
        let report = try explore(maxDepth: 1) { Document() } invariant: { screen in
            if (try? screen.find(text: "Copies 2")) != nil { throw ExploreViolation("duplicated") }
        }
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            [#"try hosted.inspect().findUnique(role: .button, name: "Duplicate").button().tap()"#])
        // The menu is a control, counted; made without a primary action, it is not tapped.
        XCTAssertEqual(
            report.coverage.map(\.description),
            [#"Button "Duplicate": visible in 2, enabled in 2, acted on 1"#, #"Menu "Actions": visible in 2, enabled in 2, acted on 0"#])
    }
}
