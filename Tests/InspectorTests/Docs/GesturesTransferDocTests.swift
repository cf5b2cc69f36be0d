import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Gestures.md's "Transferable payloads and drop delegates", as written there.

private struct Note: Codable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

private struct Board: View {
    @State var titles: [String] = []
    var body: some View {
        VStack {
            Text("Milk").draggable(Note(title: "Milk"))
            Text(titles.joined(separator: ", "))
                .dropDestination(for: Note.self) { notes, _ in
                    titles += notes.map(\.title)
                    return true
                }
        }
    }
}

private struct Recorder: DropDelegate {
    let log: Binding<[String]>
    func dropEntered(info: DropInfo) { log.wrappedValue.append("entered") }
    func performDrop(info: DropInfo) -> Bool {
        log.wrappedValue.append("dropped at \(Int(info.location.x))")
        return info.hasItemsConforming(to: [.text])
    }
    func dropExited(info: DropInfo) { log.wrappedValue.append("exited") }
}

final class GesturesTransferDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testDraggingAndDroppingTransferableValues() throws {
        let hosted = ViewHosting.host(view: Board())
        let note = try hosted.inspect().vStack().text(0).callDraggable(Note.self)
        XCTAssertTrue(try hosted.inspect().vStack().text(1).callDropDestination([note]))
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Milk")
    }

    func testADropDelegate() throws {
        let log = Binding<[String]>(wrappedValue: [])
        let sut = Text("Inbox").onDrop(of: [.text], delegate: Recorder(log: log))
        XCTAssertTrue(try sut.inspect().text().callOnDrop([NSItemProvider(object: "Hi")], at: CGPoint(x: 7, y: 0)))
        XCTAssertEqual(log.wrappedValue, ["entered", "dropped at 7", "exited"])
    }
}
