import Inspector
import ViewTree
import XCTest

private enum Stroke: Hashable {
    case solid, dashed, dotted
}

private struct Shape: Hashable {
    var name: String
    var stroke: Stroke
}

private struct Canvas: View {
    @State var shapes = [Shape(name: "Circle", stroke: .solid), Shape(name: "Square", stroke: .solid)]
    var body: some View {
        VStack {
            Picker("Stroke", sources: $shapes, selection: \.stroke) {
                Text("Solid").tag(Stroke.solid)
                Text("Dashed").tag(Stroke.dashed)
                Text("Dotted").tag(Stroke.dotted)
            }
            Text(shapes.map { "\($0.name) \($0.stroke)" }.joined(separator: ", "))
        }
    }
}

/// `Picker(_:sources:selection:content:)`: one picker over a collection of bindings.
final class PickerSourcesTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func options() -> some View {
        Group {
            Text("Solid").tag(Stroke.solid)
            Text("Dashed").tag(Stroke.dashed)
        }
    }

    func testSharedValueIsTheSelection() throws {
        let shapes = Binding(wrappedValue: [Shape(name: "a", stroke: .dashed), Shape(name: "b", stroke: .dashed)])
        let picker = try Picker("Stroke", sources: shapes, selection: \.stroke) { options() }.inspect().picker()
        XCTAssertEqual(try picker.selectedValue(Stroke.self), .dashed)
        XCTAssertFalse(try picker.isMixed())
        XCTAssertEqual(try picker.labelView().text().string(), "Stroke")
    }

    func testSelectingWritesEverySource() throws {
        let shapes = Binding(wrappedValue: [Shape(name: "a", stroke: .solid), Shape(name: "b", stroke: .dashed)])
        let sut = Picker(sources: shapes, selection: \.stroke) { options() } label: { Text("Stroke") }
        XCTAssertTrue(try sut.inspect().picker().isMixed())
        try sut.inspect().picker().select(value: Stroke.dashed)
        XCTAssertEqual(shapes.wrappedValue.map(\.stroke), [.dashed, .dashed])
        XCTAssertEqual(try sut.inspect().picker().selectedValue(Stroke.self), .dashed)
        XCTAssertFalse(try sut.inspect().picker().isMixed())
    }

    func testMixedSelectionThrowsNamingTheValues() throws {
        let shapes = Binding(wrappedValue: [Shape(name: "a", stroke: .solid), Shape(name: "b", stroke: .dashed)])
        let title = "Stroke"
        let sut = Picker(title, sources: shapes, selection: \.stroke) { options() }
        XCTAssertThrowsError(try sut.inspect().picker().selectedValue(Stroke.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().selectedValue(): Picker's selection cannot be read: its sources differ (mixed): they hold"
                    + " .solid, .dashed")
        }
    }

    func testNoSourcesHasNoSelection() throws {
        let sut = Picker("Stroke", sources: [Binding<Stroke>](), selection: \.self) { options() }
        XCTAssertFalse(try sut.inspect().picker().isMixed())
        XCTAssertThrowsError(try sut.inspect().picker().selectedValue(Stroke.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().selectedValue(): Picker's selection cannot be read: it was made over sources: and has none")
        }
    }

    func testSystemImageForms() throws {
        let shapes = Binding(wrappedValue: [Shape(name: "a", stroke: .dashed)])
        let byKey = try Picker("Stroke", systemImage: "pencil", sources: shapes, selection: \.stroke) { options() }
            .inspect().picker()
        XCTAssertEqual(try byKey.labelView().label().title().text().string(), "Stroke")
        let title = "Line"
        let byString = try Picker(title, systemImage: "pencil", sources: shapes, selection: \.stroke) { options() }
            .inspect().picker()
        XCTAssertEqual(try byString.labelView().label().icon().image().actualImage().name(), "pencil")
        XCTAssertEqual(try byString.selectedValue(Stroke.self), .dashed)
    }

    func testHostedSelectingUpdatesTheOwnersState() throws {
        let hosted = ViewHosting.host(view: Canvas())
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Circle solid, Square solid")
        try hosted.inspect().vStack().picker(0).select(value: Stroke.dotted)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Circle dotted, Square dotted")
        XCTAssertEqual(try hosted.inspect().vStack().picker(0).selectedValue(Stroke.self), .dotted)
    }
}
