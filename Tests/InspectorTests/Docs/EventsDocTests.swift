import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of "Hovering, opening URLs and pressing keys" in Docs/Gestures.md, as written there.

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

final class EventsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testHoveringAndOpeningURLs() throws {
        let hosted = ViewHosting.host(view: Card())
        try hosted.inspect().find(text: "Resting").callOnHover(true)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Hovered")
        try hosted.inspect().vStack().callOnOpenURL(URL(string: "myapp://item/7")!)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "myapp://item/7")
    }

    func testPressingKeys() throws {
        var log: [String] = []
        let player = Text("Track 1")
            .onKeyPress(.space) {
                log.append("play")
                return .handled
            }
            .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
                log.append(press.key == .leftArrow ? "back" : "forward")
                return .handled
            }
        let text = try player.inspect().text()
        XCTAssertEqual(try text.callOnKeyPress(.space), .handled)
        XCTAssertEqual(try text.callOnKeyPress(.rightArrow), .handled)
        XCTAssertEqual(try text.callOnKeyPress(.escape), .ignored)
        XCTAssertEqual(log, ["play", "forward"])
    }
}
