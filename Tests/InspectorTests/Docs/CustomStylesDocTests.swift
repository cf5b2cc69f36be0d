import Inspector
import ViewTree
import XCTest

// Every example of "Custom styles" in Docs/Styles.md. The style protocol, its modifier,
// `HelloWorld` and `RedOutlineHelloWorldStyle` are the guide's
// (Guide/CustomStylesGuideTests.swift); the refactored style with its `StyleBody` is
// `Refactored.RedOutlineHelloWorldStyle` there. `BlueOutlineHelloWorldStyle` and `Screen` are
// defined in the doc as here.

private struct BlueOutlineHelloWorldStyle: HelloWorldStyle {
    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        Rectangle().strokeBorder(Color.blue, lineWidth: 2)
    }
}

private struct Screen: View {
    var body: some View {
        VStack {
            Text("Inherits")
            HelloWorld()
                .helloWorldStyle(BlueOutlineHelloWorldStyle())
        }
        .helloWorldStyle(RedOutlineHelloWorldStyle())
    }
}

private struct TwoFieldStyleModifier: ViewModifier {
    let color: Color
    let width: Double

    func body(content: Content) -> some View {
        content.padding(width)
    }
}

final class CustomStylesDocTests: XCTestCase {
    func testCustomStyle() throws {
        let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
        XCTAssertTrue(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    }

    func testInnermostStyleWins() throws {
        let stack = try Screen().inspect().vStack()
        XCTAssertTrue(try stack.text(0).customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
        XCTAssertTrue(try stack.view(HelloWorld.self, 1).customStyle("helloWorldStyle") is BlueOutlineHelloWorldStyle)
    }

    func testMissingStyle() throws {
        let plain = VStack { Text("Plain").padding() }.id(7)
        XCTAssertThrowsError(try plain.inspect().vStack().text(0).customStyle("helloWorldStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "vStack().text(0).customStyle(\"helloWorldStyle\"): Text has no custom style \"helloWorldStyle\";"
                    + " looked for a HelloWorldStyleModifier on it and its ancestors; the modifiers that apply here"
                    + " are .padding (on Text), .id (on VStack)")
        }
    }

    func testUnreadableStyle() throws {
        let sut = EmptyView().modifier(TwoFieldStyleModifier(color: .red, width: 2))
        XCTAssertThrowsError(try sut.inspect().customStyle("twoFieldStyle")) { error in
            XCTAssertTrue(
                (error as? InspectionError)?.message.hasSuffix(
                    "TwoFieldStyleModifier's style cannot be read: it has no stored property named style, and 2 stored"
                        + " properties (color, width), not one") ?? false)
        }
    }

    func testInspectingTheStyleBody() throws {
        let rectangle = try RedOutlineHelloWorldStyle().inspect().zStack().shape(0)
        XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), Color.red)
        XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 3)
        XCTAssertEqual(try rectangle.fillStyle().isAntialiased, true)
    }

    func testStyleBodyWhereTheStyleIsUsed() throws {
        let helloWorld = try Screen().inspect().find(HelloWorld.self)
        let outline = try helloWorld.zStack().anyView(1).shape()
        XCTAssertEqual(try outline.fillShapeStyle(Color.self), Color.blue)
        XCTAssertEqual(try outline.strokeStyle().lineWidth, 2)
    }

    func testHostedStyleBody() throws {
        let style = Refactored.RedOutlineHelloWorldStyle()
        var body = try style.inspect().view(Refactored.RedOutlineHelloWorldStyle.StyleBody.self).actualView()
        let expectation = body.on(\.didAppear) { inspectedBody in
            let rectangle = try inspectedBody.zStack().shape(0)
            XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 3)
        }
        ViewHosting.host(view: body)
        wait(for: [expectation], timeout: 1.0)
    }
}
