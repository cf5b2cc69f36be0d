import Inspector
import ViewTree
import XCTest

/// A style struct with `@State` and `@Environment` of its own, as SwiftUI styles declare them.
private struct HoverStyle: ButtonStyle {
    @State private var hovered = false
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(isEnabled ? "enabled" : "disabled")
            Text(hovered ? "hovered" : "resting")
        }
        .onHover { hovered = $0 }
    }
}

/// A style with a field the runtime cannot lay out ahead (an existential): read by reflection.
private struct CaptionStyle: ButtonStyle {
    let caption: any CustomStringConvertible
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        Text("\(caption) \(isEnabled ? "on" : "off")")
    }
}

private struct Toolbar: View {
    var body: some View {
        VStack {
            Button("Save") {}
            Button("Delete") {}.disabled(true)
        }
        .buttonStyle(HoverStyle())
    }
}

final class StyleDynamicPropertiesTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    func testTheStylesEnvironmentIsTheStyledViews() throws {
        let sut = try Toolbar().inspect().vStack()
        XCTAssertEqual(try sut.button(0).styleBody().hStack().text(1).string(), "enabled")
        XCTAssertEqual(try sut.button(1).styleBody().hStack().text(1).string(), "disabled")
    }

    func testAStyleReadByReflectionReadsTheEnvironmentToo() throws {
        let sut = Button("Save") {}.disabled(true).buttonStyle(CaptionStyle(caption: 7))
        XCTAssertEqual(try sut.inspect().button().styleBody().text().string(), "7 off")
    }

    func testHostedTheStylesStateIsKeptPerStyledView() throws {
        let hosted = ViewHosting.host(view: Toolbar())
        try hosted.inspect().vStack().button(0).styleBody().hStack().callOnHover(true)
        XCTAssertEqual(try hosted.inspect().vStack().button(0).styleBody().hStack().text(2).string(), "hovered")
        XCTAssertEqual(try hosted.inspect().vStack().button(1).styleBody().hStack().text(2).string(), "resting")
        try hosted.inspect().vStack().button(0).styleBody().hStack().callOnHover(false)
        XCTAssertEqual(try hosted.inspect().vStack().button(0).styleBody().hStack().text(2).string(), "resting")
    }
}
