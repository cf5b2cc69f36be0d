import Inspector
import XCTest

/// The navigation bar's and status bar's modifiers and ViewInspector's readers of them.
final class NavigationBarModifierTests: XCTestCase {
    func testTheTitleDisplayMode() throws {
        let sut = NavigationStack {
            List { Text("a") }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
        }
        let list = try sut.inspect().navigationStack().list()
        XCTAssertEqual(try list.navigationBarTitleDisplayMode(), .inline)
        XCTAssertEqual(try list.navigationTitle(), "Inbox")
        XCTAssertThrowsError(try Text("a").inspect().text().navigationBarTitleDisplayMode()) { error in
            XCTAssertEqual(
                "\(error)", "text().navigationBarTitleDisplayMode(): Text has no navigationBarTitleDisplayMode; it has no modifiers")
        }
    }

    func testTheDeprecatedNavigationBarTitleSetsTheNavigationTitle() throws {
        XCTAssertEqual(try Text("a").navigationBarTitle("Inbox").inspect().text().navigationTitle(), "Inbox")
        XCTAssertEqual(try Text("a").navigationBarTitle(Text("Sent")).inspect().text().navigationTitle(), "Sent")
        let titled = try Text("a").navigationBarTitle("Drafts", displayMode: .large).inspect().text()
        XCTAssertEqual(try titled.navigationTitle(), "Drafts")
        XCTAssertEqual(try titled.navigationBarTitleDisplayMode(), .large)
    }

    func testHiddenBarsAndButtons() throws {
        let sut = Text("a").navigationBarHidden(true).navigationBarBackButtonHidden().statusBarHidden(false)
        let text = try sut.inspect().text()
        XCTAssertTrue(try text.navigationBarHidden())
        XCTAssertTrue(try text.navigationBarBackButtonHidden())
        XCTAssertFalse(try text.statusBarHidden())
        XCTAssertTrue(try Text("a").statusBar(hidden: true).inspect().text().statusBarHidden())
        XCTAssertThrowsError(try Text("a").inspect().text().navigationBarHidden()) { error in
            XCTAssertEqual("\(error)", "text().navigationBarHidden(): Text has no navigationBarHidden; it has no modifiers")
        }
    }

    func testTheBarsItemsAreTappedAndFound() throws {
        let done = Flag()
        let sut = List { Text("a") }
            .navigationBarItems(leading: Button("Back") {}, trailing: Button("Done") { done.raise() })
        let items = try sut.inspect().list().navigationBarItems()
        XCTAssertEqual(try items.button(0).labelView().text().string(), "Back")
        try items.button(1).tap()
        XCTAssertTrue(done.isRaised)
        XCTAssertEqual(try sut.inspect().find(button: "Done").pathToRoot, "list().navigationBarItems().button(1)")
        XCTAssertEqual(try Text("a").navigationBarItems(trailing: Text("b")).inspect().find(text: "b").pathToRoot,
                       "text().navigationBarItems().text()")
    }
}

private final class Flag: @unchecked Sendable {
    private(set) var isRaised = false
    func raise() { isRaised = true }
}
