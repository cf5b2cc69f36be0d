import Inspector
import ViewTree
import XCTest

// The example of Docs/Styles.md's "State and environment on a style", as written there.

private struct HoverStyle: ButtonStyle {
    @State private var hovered = false
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(isEnabled ? 1 : 0.5)
            .scaleEffect(hovered ? 1.1 : 1)
            .onHover { hovered = $0 }
    }
}

final class StyleStateDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    func testTheStyleReadsTheStyledViewsEnvironment() throws {
        let sut = Button("Delete") {}.disabled(true).buttonStyle(HoverStyle())
        XCTAssertEqual(try sut.inspect().button().styleBody().styleConfigurationLabel().opacity(), 0.5)
        let enabled = Button("Save") {}.buttonStyle(HoverStyle())
        XCTAssertEqual(try enabled.inspect().button().styleBody().styleConfigurationLabel().opacity(), 1)
    }

    func testHostedTheStylesStateChanges() throws {
        let hosted = ViewHosting.host(view: Button("Save") {}.buttonStyle(HoverStyle()))
        try hosted.inspect().button().styleBody().styleConfigurationLabel().callOnHover(true)
        XCTAssertEqual(try hosted.inspect().button().styleBody().styleConfigurationLabel().scaleEffect(), CGSize(width: 1.1, height: 1.1))
    }
}
