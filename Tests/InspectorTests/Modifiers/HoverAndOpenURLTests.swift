import Foundation
import Inspector
import ViewTree
import XCTest

private struct Card: View {
    @State var isHovered = false
    @State var opened: URL?
    var body: some View {
        VStack {
            Text(isHovered ? "Hovered" : "Resting")
                .onHover { isHovered = $0 }
            Text(opened?.absoluteString ?? "Nothing opened")
        }
        .onOpenURL { opened = $0 }
    }
}

/// `onHover(perform:)` → `callOnHover(_:)`, `onOpenURL(perform:)` → `callOnOpenURL(_:)`.
final class HoverAndOpenURLTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testCallOnHoverPassesWhetherThePointerIsOver() throws {
        var received: [Bool] = []
        let sut = Text("a").onHover { received.append($0) }.onHover { received.append(!$0) }
        try sut.inspect().text().callOnHover()
        try sut.inspect().text().callOnHover(false)
        XCTAssertEqual(received, [true, false, false, true], "every onHover, in the order applied")
    }

    func testCallOnOpenURL() throws {
        var opened: [URL] = []
        let url = URL(string: "myapp://item/42")!
        let sut = VStack { Text("a") }.onOpenURL { opened.append($0) }
        try sut.inspect().vStack().callOnOpenURL(url)
        XCTAssertEqual(opened, [url])
    }

    func testHostedStateChanges() throws {
        let hosted = ViewHosting.host(view: Card())
        try hosted.inspect().find(text: "Resting").callOnHover(true)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Hovered")
        try hosted.inspect().vStack().text(0).callOnHover(false)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Resting")
        try hosted.inspect().vStack().callOnOpenURL(URL(string: "myapp://item/7")!)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "myapp://item/7")
    }

    func testTreeDumpNamesTheModifiers() throws {
        let dump = try Card().inspect().treeDump()
        XCTAssertTrue(dump.contains(".onHover"), dump)
        XCTAssertTrue(dump.contains(".onOpenURL"), dump)
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").padding().inspect().text().callOnHover()) { error in
            XCTAssertEqual("\(error)", "text().callOnHover(true): Text has no onHover; its modifiers: .padding")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().callOnOpenURL(URL(string: "myapp://x")!)) { error in
            XCTAssertEqual("\(error)", "text().callOnOpenURL(myapp://x): Text has no onOpenURL; it has no modifiers")
        }
    }
}
