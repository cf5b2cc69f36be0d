import Foundation
import Inspector
import ViewTree
import XCTest

private struct Shelf: View {
    @State var notes: [String] = []
    @State var targeted: [Bool] = []
    var body: some View {
        VStack {
            Text("Milk").draggable(TransferNote(title: "Milk"))
            Text("Eggs").draggable("Eggs") { Text("Dragging eggs") }
            Text(notes.isEmpty ? "Empty" : notes.joined(separator: ", "))
                .dropDestination(for: TransferNote.self) { dropped, location in
                    notes += dropped.map { "\($0.title) at \(Int(location.x))" }
                    return !dropped.isEmpty
                } isTargeted: { targeted.append($0) }
        }
    }
}

final class DraggableTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testDraggingAPayloadAndDroppingItHosted() throws {
        let hosted = ViewHosting.host(view: Shelf())
        let milk = try hosted.inspect().vStack().text(0).callDraggable(TransferNote.self)
        XCTAssertEqual(milk, TransferNote(title: "Milk"))
        XCTAssertTrue(try hosted.inspect().vStack().text(2).callDropDestination([milk], at: CGPoint(x: 12, y: 0)))
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "Milk at 12")
        XCTAssertEqual(try hosted.inspect().view(Shelf.self).actualView().targeted, [true, false])
    }

    func testTheDraggedProviderOffersTheRepresentations() throws {
        let hosted = ViewHosting.host(view: Shelf())
        let provider = try hosted.inspect().vStack().text(0).callOnDrag()
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.json", "public.utf8-plain-text"])
        XCTAssertTrue(try hosted.inspect().vStack().text(2).callOnDrop([provider]))
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "Milk at 0")
        XCTAssertEqual(try hosted.inspect().vStack().text(1).callDraggable(String.self), "Eggs")
    }

    func testTypeMismatchesAndMissingModifiers() throws {
        let stack = try Shelf().inspect().vStack()
        XCTAssertThrowsError(try stack.text(0).callDraggable(String.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Shelf.self).vStack().text(0).callDraggable(String.self): expected TransferNote, found String;"
                    + " the view drags TransferNote values")
        }
        XCTAssertThrowsError(try stack.text(2).callDropDestination(["Milk"])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Shelf.self).vStack().text(2).callDropDestination(_:at:): expected [TransferNote],"
                    + " found [String]; the view's .dropDestination takes TransferNote values")
        }
        XCTAssertThrowsError(try stack.text(2).callDropDestination([Data()])) { error in
            XCTAssertTrue("\(error)".contains("found [Data]"), "\(error)")
        }
        XCTAssertThrowsError(try stack.text(2).callDraggable(String.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Shelf.self).vStack().text(2).callDraggable(String.self): Text has no draggable; its modifiers: .dropDestination")
        }
        let dragger = Text("a").onDrag { NSItemProvider() }
        XCTAssertThrowsError(try dragger.inspect().text().callDraggable(String.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callDraggable(String.self): Text's draggable payload cannot be read: its .onDrag gives an"
                    + " NSItemProvider, not a payload; use callOnDrag()")
        }
        XCTAssertThrowsError(try Text("a").draggable("a").disabled(true).inspect().text().callDraggable(String.self)) { error in
            XCTAssertEqual("\(error)", "text().callDraggable(String.self): draggable is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try stack.text(2).callOnDrop([NSItemProvider(object: "x")])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Shelf.self).vStack().text(2).callOnDrop(_:at:): the providers hold no item of the supported types"
                    + " [\"public.json\"]; the view takes no drop")
        }
    }

    func testTreeDumpNamesTheCalls() throws {
        let dump = try Shelf().inspect().treeDump()
        XCTAssertTrue(dump.contains(".draggable(TransferNote)"), dump)
        XCTAssertTrue(dump.contains(".draggable(String)"), dump)
        XCTAssertTrue(dump.contains(".dropDestination(for: TransferNote.self)"), dump)
        let onDrop = try Text("a").onDrop(of: [.text], isTargeted: nil) { _ in true }.inspect().treeDump()
        XCTAssertTrue(onDrop.contains(".onDrop(of: [public.text])"), onDrop)
    }
}
