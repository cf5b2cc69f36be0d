import Inspector
import ViewTree
import XCTest

/// Which bars show, their backgrounds and the toolbar's role, read on the view that sets them.
final class ToolbarBarsTests: XCTestCase {
    func testTheVisibilityOfEachBar() throws {
        let text = try Text("a")
            .toolbar(.hidden, for: .tabBar, .bottomBar)
            .toolbarVisibility(.visible, for: .navigationBar)
            .inspect().text()
        XCTAssertEqual(try text.toolbarVisibility(for: .tabBar), .hidden)
        XCTAssertEqual(try text.toolbarVisibility(for: .bottomBar), .hidden)
        XCTAssertEqual(try text.toolbarVisibility(for: .navigationBar), .visible)
        XCTAssertThrowsError(try text.toolbarVisibility(for: .windowToolbar)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().toolbarVisibility(for: .windowToolbar): Text has no toolbar(_:for:) for .windowToolbar;"
                    + " its toolbar(_:for:) names .bottomBar, .navigationBar, .tabBar only")
        }
        XCTAssertEqual(try Text("a").toolbar(.hidden).inspect().text().toolbarVisibility(), .hidden)
        XCTAssertThrowsError(try Text("a").inspect().text().toolbarVisibility(for: .tabBar)) { error in
            XCTAssertEqual(
                "\(error)", "text().toolbarVisibility(for: .tabBar): Text has no toolbar(_:for:); it has no modifiers")
        }
    }

    func testHidingTheNavigationBarIsWhatNavigationBarHiddenReads() throws {
        XCTAssertTrue(try Text("a").toolbar(.hidden, for: .navigationBar).inspect().text().navigationBarHidden())
        XCTAssertTrue(try Text("a").toolbar(.hidden).inspect().text().navigationBarHidden())
        XCTAssertFalse(try Text("a").toolbar(.visible, for: .navigationBar).inspect().text().navigationBarHidden())
        // The innermost wins, whichever spelling it is.
        let both = Text("a").toolbar(.visible, for: .navigationBar).navigationBarHidden(true)
        XCTAssertFalse(try both.inspect().text().navigationBarHidden())
        XCTAssertThrowsError(try Text("a").toolbar(.hidden, for: .tabBar).inspect().text().navigationBarHidden()) { error in
            XCTAssertEqual(
                "\(error)", "text().navigationBarHidden(): Text has no navigationBarHidden; its modifiers: .toolbar")
        }
    }

    func testBackgrounds() throws {
        let text = try Text("a")
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar, .tabBar)
            .inspect().text()
        XCTAssertEqual(try text.toolbarBackground(for: .navigationBar) as? Color, .blue)
        XCTAssertEqual(try text.toolbarBackgroundVisibility(for: .tabBar), .visible)
        XCTAssertEqual(try text.toolbarBackgroundVisibility(for: .navigationBar), .visible)
        XCTAssertThrowsError(try text.toolbarBackground(for: .tabBar)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().toolbarBackground(for: .tabBar): Text has no toolbarBackground(_:for:) for .tabBar;"
                    + " its toolbarBackground(_:for:) names .navigationBar only")
        }
        let hidden = try Text("a").toolbarBackgroundVisibility(.hidden, for: .bottomBar).inspect().text()
        XCTAssertEqual(try hidden.toolbarBackgroundVisibility(for: .bottomBar), .hidden)
    }

    func testTheRole() throws {
        XCTAssertEqual(try Text("a").toolbarRole(.editor).inspect().text().toolbarRole(), .editor)
        XCTAssertEqual(try Text("a").toolbarRole(.browser).inspect().text().toolbarRole(), .browser)
        XCTAssertThrowsError(try Text("a").inspect().text().toolbarRole()) { error in
            XCTAssertEqual("\(error)", "text().toolbarRole(): Text has no toolbarRole; it has no modifiers")
        }
    }

    func testTheDumpShowsTheBars() throws {
        let dump = try Text("a").toolbar(.hidden, for: .tabBar).toolbarRole(.editor).inspect().treeDump()
        XCTAssertTrue(dump.contains(".toolbar(.hidden, for: .tabBar)"), dump)
        XCTAssertTrue(dump.contains(".toolbarRole(.editor)"), dump)
    }
}
