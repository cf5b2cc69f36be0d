import Inspector
import ViewTree
import XCTest

private struct Message: Identifiable {
    let id: Int
    let subject: String
}

private struct Inbox: View {
    @State var messages = [Message(id: 1, subject: "Hello"), Message(id: 2, subject: "Invoice")]
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: ","))
            List {
                ForEach(messages) { message in
                    Text(message.subject)
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.append("pin \(message.id)") }
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button("Delete", role: .destructive) { messages.removeAll { $0.id == message.id } }
                            Button("Flag") { log.append("flag \(message.id)") }
                        }
                        .contextMenu {
                            Button("Reply") { log.append("reply \(message.id)") }
                        }
                }
            }
        }
    }
}

final class SwipeActionsAndContextMenuTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - swipeActions

    func testSwipeActionsByIndexAndByEdge() throws {
        let row = try Inbox().inspect().find(text: "Hello")
        XCTAssertEqual(try row.swipeActions().button().labelView().text().string(), "Pin")
        XCTAssertEqual(try row.swipeActions().edge(), .leading)
        XCTAssertTrue(try row.swipeActions().allowsFullSwipe())
        let trailing = try row.swipeActions(edge: .trailing)
        XCTAssertEqual(try trailing.edge(), .trailing)
        XCTAssertFalse(try trailing.allowsFullSwipe())
        XCTAssertEqual(try trailing.button(1).labelView().text().string(), "Flag")
        XCTAssertEqual(try trailing.button(0).role(), .destructive)
        XCTAssertEqual(
            try trailing.button(1).pathToRoot, "view(Inbox.self).vStack().list(1).forEach(0).text(0).swipeActions(1).button(1)")
        XCTAssertEqual(try row.swipeActions(1).button(1).pathToRoot, try trailing.button(1).pathToRoot)
    }

    func testSwipeActionButtonsAreSearchedAndTappable() throws {
        let sut = Inbox()
        XCTAssertEqual(
            try sut.inspect().find(button: "Flag").pathToRoot,
            "view(Inbox.self).vStack().list(1).forEach(0).text(0).swipeActions(1).button(1)")
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(text: "Invoice").swipeActions(edge: .trailing).button(1).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "flag 2")
        try hosted.inspect().find(text: "Hello").swipeActions(edge: .trailing).button(0).tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ForEach.self).count, 1)
        XCTAssertThrowsError(try hosted.inspect().find(text: "Hello"))
    }

    func testSwipeActionErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().swipeActions()) { error in
            XCTAssertEqual("\(error)", "text().swipeActions(): Text has no swipeActions; it has no modifiers")
        }
        let sut = Text("a").swipeActions(edge: .leading) { Button("Pin") {} }
        XCTAssertThrowsError(try sut.inspect().swipeActions(edge: .trailing)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().swipeActions(edge: .trailing): Text has no swipeActions on the .trailing edge; its swipe actions are on: .leading")
        }
        XCTAssertThrowsError(try sut.inspect().swipeActions(1)) { error in
            XCTAssertEqual(
                "\(error)", "text().swipeActions(1): index 1 is out of range: Text has 1 swipeActions (valid indices: 0...0)")
        }
        XCTAssertThrowsError(
            try Text("a").swipeActions { Button("Pin") {} }.disabled(true).inspect().swipeActions().button().tap()
        ) { error in
            XCTAssertEqual("\(error)", "text().swipeActions().button().tap(): Button is disabled by .disabled(true) on its ancestor text()")
        }
    }

    // MARK: - contextMenu

    func testContextMenuItemsAreSearchedAndTappable() throws {
        let sut = Inbox()
        let row = try sut.inspect().find(text: "Invoice")
        XCTAssertEqual(try row.contextMenu().button().labelView().text().string(), "Reply")
        XCTAssertEqual(
            try row.contextMenu().button().pathToRoot, "view(Inbox.self).vStack().list(1).forEach(0).text(1).contextMenu().button()")
        XCTAssertEqual(sut.inspectAll(button: "Reply"), 2)
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(text: "Invoice").contextMenu().button().tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "reply 2")
    }

    func testContextMenuWithSeveralItems() throws {
        let sut = Text("Note").contextMenu {
            Button("Duplicate") {}
            Button("Delete", role: .destructive) {}
        }
        XCTAssertEqual(try sut.inspect().contextMenu().button(1).role(), .destructive)
        XCTAssertEqual(try sut.inspect().contextMenu().button(1).pathToRoot, "text().contextMenu().button(1)")
        XCTAssertEqual(try sut.inspect().find(button: "Delete").pathToRoot, "text().contextMenu().button(1)")
        XCTAssertThrowsError(try sut.inspect().contextMenu().button()) { error in
            XCTAssertEqual("\(error)", "text().contextMenu().button(): contextMenu has 2 views, not one; pick one with an index: button(0)")
        }
        XCTAssertThrowsError(try Text("a").inspect().contextMenu()) { error in
            XCTAssertEqual("\(error)", "text().contextMenu(): Text has no contextMenu; it has no modifiers")
        }
    }
}

private extension View {
    func inspectAll(button title: String) -> Int {
        (try? inspect().findAll(ViewType.Button.self, where: { try $0.labelView().text().string() == title }).count) ?? -1
    }
}
