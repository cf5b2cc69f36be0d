import Inspector
import ViewTree
import XCTest

// "Custom Styles" in guide-v4.md, with the imports swapped. The listing has typos of its own;
// each fix keeps its intent:
// 1. `HelloWorldStyleKey.defaultValue` is a computed `static var`: a stored `static var` is
//    shared mutable state, which the Swift 6 language mode refuses.
// 2. `func helloWorldStyle<S: helloWorldStyle>` → `<S: HelloWorldStyle>` (the protocol).
// 3. Two `RedOutlineHelloWorldStyle`s: the refactored one, with its `StyleBody`, lives in
//    `Refactored` so both compile side by side.
// 4. `StyleBody(configuration: configuration))` → one closing parenthesis.
// 5. `extension RedOutlineHelloWorldStyle.StyleBody: InspectableView {}` → `: Inspectable {}`
//    (`InspectableView` is the handle type, not the marker protocol).
// 6. `XCTAssertNoThrow(try ... is RedOutlineHelloWorldStyle)` asserts nothing about the
//    type: `XCTAssertTrue`, as ViewInspector's own test of this example.
// 7. `XCTAssertNoThrow(try style.inspect().zStack()` → with its closing parenthesis.
// 8. `testRedOutlineHelloWorldStyle()` calls `try`: it `throws`.
// 9. `RedOutlineHelloWorldStyle(configuration: HelloWorldStyleConfiguration())` →
//    `RedOutlineHelloWorldStyle()`: the style has no stored configuration.
// 10. `strokeStyle().lineWidth` is 3, as the style draws it (`lineWidth: 3`), not 1.

struct HelloWorldStyleConfiguration {}

protocol HelloWorldStyle {
    associatedtype Body: View

    typealias Configuration = HelloWorldStyleConfiguration

    func makeBody(configuration: Self.Configuration) -> Self.Body
}

struct DefaultHelloWorldStyle: HelloWorldStyle {
    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        ZStack {
            Rectangle()
                .strokeBorder(Color.accentColor, lineWidth: 1, antialiased: true)
        }
    }
}

struct HelloWorld: View {
    @Environment(\.helloWorldStyle) var style
    var body: some View {
        ZStack {
            Text("Hello World!")
            style.makeBody(configuration: HelloWorldStyle.Configuration())
        }
    }
}

struct HelloWorldStyleKey: EnvironmentKey {
    static var defaultValue: AnyHelloWorldStyle { AnyHelloWorldStyle(DefaultHelloWorldStyle()) }  // 1.
}

extension EnvironmentValues {
    var helloWorldStyle: AnyHelloWorldStyle {
        get { self[HelloWorldStyleKey.self] }
        set { self[HelloWorldStyleKey.self] = newValue }
    }
}

struct AnyHelloWorldStyle: HelloWorldStyle {
    private var _makeBody: (HelloWorldStyle.Configuration) -> AnyView

    init<S: HelloWorldStyle>(_ style: S) {
        _makeBody = { configuration in
            AnyView(style.makeBody(configuration: configuration))
        }
    }

    func makeBody(configuration: HelloWorldStyle.Configuration) -> some View {
        _makeBody(configuration)
    }
}

struct HelloWorldStyleModifier<S: HelloWorldStyle>: ViewModifier {
    let style: S

    init(_ style: S) {
        self.style = style
    }

    func body(content: Self.Content) -> some View {
        content
            .environment(\.helloWorldStyle, AnyHelloWorldStyle(style))
    }
}

extension View {
    func helloWorldStyle<S: HelloWorldStyle>(_ style: S) -> some View {  // 2.
        modifier(HelloWorldStyleModifier(style))
    }
}

private struct Content: View {
    var body: some View {
        HelloWorld()
            .helloWorldStyle(RedOutlineHelloWorldStyle())
    }
}

struct RedOutlineHelloWorldStyle: HelloWorldStyle {
    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        ZStack {
            Rectangle()
                .strokeBorder(Color.red, lineWidth: 3, antialiased: true)
        }
    }
}

extension RedOutlineHelloWorldStyle {
    func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = HelloWorldStyleConfiguration()
        let view = try makeBody(configuration: configuration).inspect()
        return try view.classify()
    }
}

/// 3.
enum Refactored {
    struct RedOutlineHelloWorldStyle: HelloWorldStyle {
        func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
            StyleBody(configuration: configuration)  // 4.
        }

        struct StyleBody: View {
            let configuration: HelloWorldStyleConfiguration

            internal var didAppear: ((Self) -> Void)?

            var body: some View {
                ZStack {
                    Rectangle()
                        .strokeBorder(Color.red, lineWidth: 3, antialiased: true)
                }
                .onAppear { self.didAppear?(self) }
            }
        }
    }
}

extension Refactored.RedOutlineHelloWorldStyle {
    func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = HelloWorldStyleConfiguration()
        let view = try makeBody(configuration: configuration).inspect()
        return try view.classify()
    }
}

extension Refactored.RedOutlineHelloWorldStyle.StyleBody: Inspectable {}  // 5.

final class CustomStylesGuideTests: XCTestCase {
    func testStyleAppliedToAHierarchy() throws {
        let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
        XCTAssertTrue(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)  // 6.
    }

    func testContentAppliesTheStyleToHelloWorld() throws {
        let helloWorld = try Content().inspect().view(HelloWorld.self)
        XCTAssertTrue(try helloWorld.customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
        let zStack = try helloWorld.zStack()
        XCTAssertEqual(try zStack.text(0).string(), "Hello World!")
        // The environment value is the type-erased style: its body is an `AnyView`.
        let rectangle = try zStack.anyView(1).zStack().shape(0)
        XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), Color.red)
        XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 3)
    }

    func testHelloWorldWithoutAStyleUsesTheDefaultStyle() throws {
        let rectangle = try HelloWorld().inspect().zStack().anyView(1).zStack().shape(0)
        XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), Color.accentColor)
        XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 1)
        XCTAssertEqual(try rectangle.fillStyle().isAntialiased, true)
        XCTAssertNoThrow(try rectangle.actualShape(Rectangle.self))
    }

    func testInspectingTheConcreteStyle() throws {
        let style = RedOutlineHelloWorldStyle()
        XCTAssertNoThrow(try style.inspect().zStack())  // 7.
        XCTAssertEqual(try style.inspect().zStack().shape(0).fillShapeStyle(Color.self), Color.red)
    }

    func testRedOutlineHelloWorldStyle() throws {  // 8.
        let style = Refactored.RedOutlineHelloWorldStyle()  // 9.
        var body = try style.inspect().view(Refactored.RedOutlineHelloWorldStyle.StyleBody.self).actualView()
        let expectation = body.on(\.didAppear) { inspectedBody in
            let zStack = try inspectedBody.zStack()
            let rectangle = try zStack.shape(0)
            XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), Color.red)
            XCTAssertEqual(try rectangle.strokeStyle().lineWidth, 3)  // 10.
            XCTAssertEqual(try rectangle.fillStyle().isAntialiased, true)
        }
        ViewHosting.host(view: body)
        wait(for: [expectation], timeout: 1.0)
    }
}
