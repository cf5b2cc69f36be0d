import Inspector
import ViewTree
import XCTest

final class PickerStyleTests: XCTestCase {
    private func picker() -> some View {
        Picker("Size", selection: .constant(1)) { Text("One").tag(1) }
    }

    private func styled<S: PickerStyle>(_ style: S) throws -> any PickerStyle {
        try picker().pickerStyle(style).inspect().picker().pickerStyle()
    }

    func testTheStyleSetOnThePicker() throws {
        let sut = picker().pickerStyle(.segmented)
        XCTAssertTrue(try sut.inspect().picker().pickerStyle() is SegmentedPickerStyle)
    }

    func testTheStyleSetOnAnAncestorAppliesToThePickersInside() throws {
        let sut = VStack {
            picker()
            picker().pickerStyle(.menu)
        }
        .pickerStyle(.wheel)
        XCTAssertTrue(try sut.inspect().vStack().picker(0).pickerStyle() is WheelPickerStyle)
        XCTAssertTrue(try sut.inspect().vStack().picker(1).pickerStyle() is MenuPickerStyle)
    }

    func testWithoutAStyleTheGetterThrows() throws {
        XCTAssertThrowsError(try picker().inspect().picker().pickerStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().pickerStyle(): Picker has no pickerStyle; expected a .pickerStyle(_:) on this view or above"
                    + " it, found none (SwiftUI then uses .automatic)")
        }
        XCTAssertTrue(try picker().pickerStyle(.automatic).inspect().picker().pickerStyle() is DefaultPickerStyle)
    }

    func testEveryStyleValue() throws {
        let styles: [(any PickerStyle, String)] = [
            (.automatic, ".automatic"), (.menu, ".menu"), (.segmented, ".segmented"), (.wheel, ".wheel"),
            (.inline, ".inline"), (.navigationLink, ".navigationLink"), (.palette, ".palette"),
        ]
        for (style, name) in styles {
            XCTAssertEqual(String(describing: try styled(style)), name)
        }
        XCTAssertTrue(try picker().pickerStyle(.inline).inspect().picker().pickerStyle() is InlinePickerStyle)
        XCTAssertTrue(
            try picker().pickerStyle(.navigationLink).inspect().picker().pickerStyle() is NavigationLinkPickerStyle)
        XCTAssertTrue(try picker().pickerStyle(.palette).inspect().picker().pickerStyle() is PalettePickerStyle)
        XCTAssertTrue(try picker().pickerStyle(.automatic).inspect().picker().pickerStyle() is DefaultPickerStyle)
    }

    func testATreeDumpShowsTheStyle() throws {
        let dump = try picker().pickerStyle(.segmented).inspect().treeDump()
        XCTAssertEqual(dump, """
            picker() .pickerStyle(.segmented)
              text(0) "One" .tag(1)
              labelView().text() "Size"
            """)
    }

    func testATagIsReadOnItsView() throws {
        let sut = Text("Small").tag("S", includeOptional: false)
        XCTAssertEqual(try sut.inspect().text().tag(), AnyHashable("S"))
    }
}
