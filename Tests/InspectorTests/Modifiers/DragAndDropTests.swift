import Foundation
import Inspector
import ViewTree
import XCTest

private struct Board: View {
    @State var cards: [String] = []
    @State var isTargeted = false
    @State var wasTargeted = false
    var body: some View {
        VStack {
            Text("Card A").onDrag { NSItemProvider(object: "Card A" as NSString) }
            Text(cards.isEmpty ? "Empty" : cards.joined(separator: ", "))
                .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers, location in
                    wasTargeted = isTargeted
                    for provider in providers {
                        provider.loadItem(forTypeIdentifier: UTType.plainText.identifier) { item, _ in
                            if let card = item as? String { cards.append("\(card) at \(Int(location.x))") }
                        }
                    }
                    return true
                }
        }
    }
}

final class DragAndDropTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testDraggingOneViewAndDroppingOnAnotherHosted() throws {
        let hosted = ViewHosting.host(view: Board())
        let dragged = try hosted.inspect().vStack().text(0).callOnDrag()
        XCTAssertEqual(dragged.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(try hosted.inspect().vStack().text(1).callOnDrop([dragged], at: CGPoint(x: 40, y: 0)))
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Card A at 40")
        let board = try hosted.inspect().view(Board.self).actualView()
        XCTAssertTrue(board.wasTargeted, "targeted during the drop")
        XCTAssertFalse(board.isTargeted, "not after it")
    }

    func testDropErrors() throws {
        let stack = try Board().inspect().vStack()
        XCTAssertThrowsError(try stack.text(1).callOnDrop([NSItemProvider(item: 1, typeIdentifier: "public.data")])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Board.self).vStack().text(1).callOnDrop(_:at:): the providers hold no item of the supported types"
                    + " [\"public.plain-text\"]; the view takes no drop")
        }
        XCTAssertThrowsError(try stack.text(0).callOnDrop([])) { error in
            XCTAssertEqual("\(error)", "view(Board.self).vStack().text(0).callOnDrop(_:at:): Text has no onDrop; its modifiers: .onDrag")
        }
        XCTAssertThrowsError(try Text("a").onDrag { NSItemProvider() }.hidden().inspect().text().callOnDrag()) { error in
            XCTAssertEqual("\(error)", "text().callOnDrag(): onDrag is hidden by .hidden() on itself")
        }
        let provider = NSItemProvider()
        provider.registerItem(URL(string: "https://example.com")!, forTypeIdentifier: "public.url")
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.url"))
        provider.loadItem(forTypeIdentifier: "public.png") { item, error in
            XCTAssertNil(item)
            XCTAssertNotNil(error)
        }
    }
}
