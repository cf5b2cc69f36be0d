import Inspector
import ViewTree
import XCTest

private struct Theme: View {
    @State var tint = Color.blue
    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $tint)
            Text("Tint: \(tint.description)")
        }
    }
}

final class ColorPickerTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTitleForms() throws {
        let key = ColorPicker("Tint", selection: .constant(Color.red))
        XCTAssertEqual(try key.inspect().colorPicker().labelView().text().string(), "Tint")
        XCTAssertEqual(try key.inspect().colorPicker().labelView().text().pathToRoot, "colorPicker().labelView().text()")
        XCTAssertTrue(try key.inspect().colorPicker().supportsOpacity())
        let title = "Ink"
        let string = ColorPicker(title, selection: .constant(Color.red), supportsOpacity: false)
        XCTAssertEqual(try string.inspect().colorPicker().labelView().text().string(), "Ink")
        XCTAssertFalse(try string.inspect().colorPicker().supportsOpacity())
    }

    func testLabelBuilderForm() throws {
        let sut = ColorPicker(selection: .constant(Color.red)) {
            Label("Tint", systemImage: "paintpalette")
        }
        XCTAssertEqual(try sut.inspect().colorPicker().labelView().label().title().text().string(), "Tint")
        XCTAssertTrue(try sut.inspect().colorPicker().supportsOpacity())
    }

    func testSelectWritesThroughTheBinding() throws {
        let selection = Binding<Color>(wrappedValue: .red)
        let sut = ColorPicker("Tint", selection: selection)
        try sut.inspect().colorPicker().select(color: .green.opacity(0.5))
        XCTAssertEqual(selection.wrappedValue, .green.opacity(0.5))
        XCTAssertEqual(try sut.inspect().colorPicker().color(), .green.opacity(0.5))
    }

    func testSelectChangesStateUnhostedAndHosted() throws {
        let sut = Theme()
        try sut.inspect().find(ViewType.ColorPicker.self).select(color: .orange)
        XCTAssertNoThrow(try sut.inspect().find(text: "Tint: orange"))
        let hosted = ViewHosting.host(view: Theme())
        try hosted.inspect().find(ViewType.ColorPicker.self).select(color: .purple)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Tint: purple")
        XCTAssertEqual(try hosted.inspect().vStack().colorPicker(0).color(), .purple)
    }

    func testAnOpaquePickerCannotSelectATranslucentColor() throws {
        let selection = Binding<Color>(wrappedValue: .red)
        let sut = ColorPicker("Ink", selection: selection, supportsOpacity: false)
        XCTAssertThrowsError(try sut.inspect().colorPicker().select(color: .blue.opacity(0.5))) { error in
            XCTAssertEqual(
                "\(error)",
                "colorPicker().select(color:): the color blue.opacity(0.5) has an opacity of 0.5, but the ColorPicker"
                    + " offers opaque colors only (supportsOpacity: false)")
        }
        XCTAssertThrowsError(try sut.inspect().colorPicker().select(color: Color(red: 1, green: 0, blue: 0, opacity: 0.2)))
        XCTAssertEqual(selection.wrappedValue, .red)
        try sut.inspect().colorPicker().select(color: Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(selection.wrappedValue, Color(red: 0, green: 0, blue: 1))
    }

    func testSelectOnADisabledOrHiddenPickerThrows() throws {
        let selection = Binding<Color>(wrappedValue: .red)
        let disabled = ColorPicker("Tint", selection: selection).disabled(true)
        XCTAssertThrowsError(try disabled.inspect().colorPicker().select(color: .blue)) { error in
            XCTAssertEqual("\(error)", "colorPicker().select(color:): ColorPicker is disabled by .disabled(true) on itself")
        }
        let hidden = ColorPicker("Tint", selection: selection).hidden()
        XCTAssertThrowsError(try hidden.inspect().colorPicker().select(color: .blue)) { error in
            XCTAssertEqual("\(error)", "colorPicker().select(color:): ColorPicker is hidden by .hidden() on itself")
        }
        XCTAssertEqual(selection.wrappedValue, .red)
    }

    func testUnwrappingAnotherViewThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().colorPicker()) { error in
            XCTAssertEqual("\(error)", "colorPicker(): expected ColorPicker, found Text")
        }
    }

    func testSearchReachesTheLabel() throws {
        let sut = try Theme().inspect()
        XCTAssertEqual(try sut.find(text: "Tint").pathToRoot, "view(Theme.self).vStack().colorPicker(0).labelView().text()")
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Theme(), types: ["Theme": ViewToken<Theme>()])
    }
}
