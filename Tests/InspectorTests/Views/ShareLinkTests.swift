import Foundation
import Inspector
import ViewTree
import XCTest

private struct Article: View {
    let url = URL(string: "https://example.com/a")!
    var body: some View {
        VStack {
            Text("Article")
            ShareLink("Share article", item: url, subject: Text("Read this"), message: Text("Found it for you"))
        }
    }
}

final class ShareLinkTests: XCTestCase {
    private let url = URL(string: "https://example.com/a")!

    func testDefaultLabel() throws {
        let link = try ShareLink(item: url).inspect().shareLink()
        XCTAssertEqual(try link.item(type: URL.self), url)
        XCTAssertEqual(try link.labelView().label().title().text().string(), "Share")
        XCTAssertEqual(try link.labelView().label().icon().image().actualImage().name(), "square.and.arrow.up")
        XCTAssertEqual(try link.labelView().label().title().text().pathToRoot, "shareLink().labelView().label().title().text()")
        XCTAssertThrowsError(try link.subjectView()) { error in
            XCTAssertEqual(
                "\(error)", "shareLink().subjectView(): ShareLink's subject cannot be read: it was made without one (subject: nil)")
        }
        XCTAssertThrowsError(try link.messageView()) { error in
            XCTAssertEqual(
                "\(error)", "shareLink().messageView(): ShareLink's message cannot be read: it was made without one (message: nil)")
        }
    }

    func testEveryInitializer() throws {
        let subject = Text("S")
        let message = Text("M")
        let itemsForm = try ShareLink(items: [1, 2], subject: subject, message: message).inspect().shareLink()
        XCTAssertEqual(try itemsForm.items() as? [Int], [1, 2])
        XCTAssertEqual(try itemsForm.subjectView().string(), "S")
        XCTAssertEqual(try itemsForm.messageView().string(), "M")
        XCTAssertEqual(try itemsForm.labelView().label().title().text().string(), "Share")

        let keyItem = try ShareLink("Send", item: "hello").inspect().shareLink()
        XCTAssertEqual(try keyItem.labelView().label().title().text().string(), "Send")
        XCTAssertEqual(try keyItem.item(type: String.self), "hello")
        let title = "Verbatim"
        let stringItem = try ShareLink(title, item: url, message: message).inspect().shareLink()
        XCTAssertEqual(try stringItem.labelView().label().title().text().string(), "Verbatim")
        XCTAssertEqual(try stringItem.messageView().string(), "M")
        let keyItems = try ShareLink("Send all", items: ["a", "b"], subject: subject).inspect().shareLink()
        XCTAssertEqual(try keyItems.items() as? [String], ["a", "b"])
        XCTAssertEqual(try keyItems.subjectView().string(), "S")
        let stringItems = try ShareLink(title, items: [url]).inspect().shareLink()
        XCTAssertEqual(try stringItems.item(type: URL.self), url, "one item given to items:")

        let labelled = try ShareLink(item: url, subject: subject) { Text("Tell a friend") }.inspect().shareLink()
        XCTAssertEqual(try labelled.labelView().text().string(), "Tell a friend")
        XCTAssertEqual(try labelled.subjectView().pathToRoot, "shareLink().subjectView()")
        let labelledItems = try ShareLink(items: [1, 2, 3], message: message) { Image(systemName: "square.and.arrow.up") }
            .inspect().shareLink()
        XCTAssertEqual(try labelledItems.labelView().image().actualImage().name(), "square.and.arrow.up")
        XCTAssertEqual(try labelledItems.items() as? [Int], [1, 2, 3])
    }

    func testSearchAndPathToRoot() throws {
        let sut = Article()
        let link = try sut.inspect().find(ViewType.ShareLink.self)
        XCTAssertEqual(link.pathToRoot, "view(Article.self).vStack().shareLink(1)")
        XCTAssertEqual(try link.item(type: URL.self), url)
        XCTAssertEqual(try sut.inspect().find(text: "Read this").pathToRoot, "view(Article.self).vStack().shareLink(1).subjectView()")
        XCTAssertEqual(
            try sut.inspect().find(text: "Found it for you").pathToRoot, "view(Article.self).vStack().shareLink(1).messageView()")
        XCTAssertEqual(
            try sut.inspect().find(text: "Share article").pathToRoot,
            "view(Article.self).vStack().shareLink(1).labelView().label().title().text()")
        XCTAssertEqual(try sut.inspect().view(Article.self).vStack().shareLink(1).messageView().string(), "Found it for you")
        XCTAssertEqual(try sut.inspect().find(role: .button, name: "Share article").pathToRoot, "view(Article.self).vStack().shareLink(1)")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try ShareLink(items: [1, 2]).inspect().shareLink().item(type: Int.self)) { error in
            XCTAssertEqual("\(error)", "shareLink().item(type: Int.self): ShareLink's item cannot be read: it shares 2 items; read them with items()")
        }
        XCTAssertThrowsError(try ShareLink(item: url).inspect().shareLink().item(type: String.self)) { error in
            XCTAssertEqual("\(error)", "shareLink().item(type: String.self): expected String, found URL")
        }
        XCTAssertThrowsError(try Text("a").inspect().shareLink()) { error in
            XCTAssertEqual("\(error)", "shareLink(): expected ShareLink, found Text")
        }
    }
}
