import Inspector
import ViewTree
import XCTest

private struct Photo: Identifiable {
    let id: Int
    let name: String
}

private struct Gallery: View {
    @State var doomed: Photo?
    @State var deleted: [String] = []
    var body: some View {
        VStack {
            Button("Delete Beach") { doomed = Photo(id: 1, name: "Beach") }
            Text("Deleted: \(deleted.joined(separator: ", "))")
        }
        .confirmationDialog(Text("Delete the photo?"), item: $doomed, titleVisibility: .visible) { photo in
            Button("Delete \(photo.name)", role: .destructive) { deleted.append(photo.name) }
        } message: { photo in
            Text("\(photo.name) leaves every album.")
        }
    }
}

/// `confirmationDialog(_:item:titleVisibility:actions:)` and `(…actions:message:)`: shown while
/// the binding holds a value, built from it; tapping a button or dismissing empties it.
final class ConfirmationDialogItemTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testPresentsWhileTheItemHoldsAValueAndTappingEmptiesIt() throws {
        let hosted = ViewHosting.host(view: Gallery())
        XCTAssertThrowsError(try hosted.inspect().vStack().confirmationDialog())
        try hosted.inspect().find(button: "Delete Beach").tap()
        let dialog = try hosted.inspect().vStack().confirmationDialog()
        XCTAssertEqual(try dialog.title().string(), "Delete the photo?")
        XCTAssertEqual(try dialog.titleVisibility(), .visible)
        XCTAssertEqual(try dialog.message().text().string(), "Beach leaves every album.")
        try dialog.actions().button().tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Deleted: Beach")
        XCTAssertThrowsError(try hosted.inspect().vStack().confirmationDialog())
    }

    func testDismissEmptiesTheItem() throws {
        let doomed = Binding<Photo?>(wrappedValue: Photo(id: 2, name: "Forest"))
        let sut = Text("Photos").confirmationDialog(Text("Delete?"), item: doomed) { photo in
            Button("Delete \(photo.name)") {}
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.titleVisibility(), .automatic)
        XCTAssertEqual(try dialog.actions().button().labelView().text().string(), "Delete Forest")
        try dialog.dismiss()
        XCTAssertNil(doomed.wrappedValue)
        XCTAssertThrowsError(try sut.inspect().text().confirmationDialog())
    }
}
