import Inspector
import ViewTree
import XCTest

// `customStyle(_:)` beyond the guide's example: where it looks, which style wins, its errors.
// The style protocol, its modifier and `RedOutlineHelloWorldStyle` are the guide's
// (Guide/CustomStylesGuideTests.swift).

private struct BlueOutlineHelloWorldStyle: HelloWorldStyle {
    func makeBody(configuration: HelloWorldStyleConfiguration) -> some View {
        Rectangle().strokeBorder(Color.blue, lineWidth: 2)
    }
}

/// A style modifier whose only stored property is not named `style`.
private struct BadgeStyleModifier: ViewModifier {
    let appearance: String

    func body(content: Content) -> some View {
        content.overlay(Text(appearance))
    }
}

/// A modifier named like a style modifier that stores two properties, neither named `style`.
private struct TwoFieldStyleModifier: ViewModifier {
    let color: Color
    let width: Double

    func body(content: Content) -> some View {
        content.padding(width)
    }
}

/// A modifier named like a style modifier that stores nothing.
private struct EmptyStyleModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
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

final class CustomStyleTests: XCTestCase {
    func testStyleIsInheritedFromAnAncestor() throws {
        let sut = VStack {
            HStack { Text("Deep") }
        }
        .padding()
        .helloWorldStyle(RedOutlineHelloWorldStyle())
        let text = try sut.inspect().vStack().hStack(0).text(0)
        XCTAssertTrue(try text.customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    }

    func testInnermostStyleWins() throws {
        let screen = try Screen().inspect()
        XCTAssertTrue(try screen.vStack().text(0).customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
        XCTAssertTrue(
            try screen.vStack().view(HelloWorld.self, 1).customStyle("helloWorldStyle") is BlueOutlineHelloWorldStyle)
        // On one view, the modifier applied last is the outer one: the first applied wins.
        let twice = EmptyView()
            .helloWorldStyle(BlueOutlineHelloWorldStyle())
            .helloWorldStyle(RedOutlineHelloWorldStyle())
        XCTAssertTrue(try twice.inspect().emptyView().customStyle("helloWorldStyle") is BlueOutlineHelloWorldStyle)
    }

    func testStyleReachesTheBodyTheStyleApplies() throws {
        // The style's body is drawn by `HelloWorld`, inside the modifier: the style found from
        // the rectangle is the one drawing it.
        let helloWorld = try Screen().inspect().find(HelloWorld.self)
        let rectangle = try helloWorld.zStack().anyView(1).shape()
        XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), Color.blue)
        XCTAssertTrue(try rectangle.customStyle("helloWorldStyle") is BlueOutlineHelloWorldStyle)
    }

    func testStyleFromInsideTheModifiersBody() throws {
        let sut = Text("Styled").helloWorldStyle(RedOutlineHelloWorldStyle())
        let content = try sut.inspect().text()
            .modifier(HelloWorldStyleModifier<RedOutlineHelloWorldStyle>.self).viewModifierContent()
        XCTAssertTrue(try content.customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    }

    func testOverlayGetsOnlyTheStylesAppliedAroundIt() throws {
        let inside = Text("Base").overlay(Text("Badge")).helloWorldStyle(RedOutlineHelloWorldStyle())
        XCTAssertTrue(
            try inside.inspect().text().overlay().text().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
        // Applied before the overlay, the style reaches the base view only, as the environment.
        let outside = Text("Base").helloWorldStyle(RedOutlineHelloWorldStyle()).overlay(Text("Badge"))
        XCTAssertTrue(try outside.inspect().text().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
        XCTAssertThrowsError(try outside.inspect().text().overlay().text().customStyle("helloWorldStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "text().overlay().text().customStyle(\"helloWorldStyle\"): Text has no custom style \"helloWorldStyle\";"
                    + " looked for a HelloWorldStyleModifier on it and its ancestors; no modifiers apply here;"
                    + " the HelloWorldStyleModifier on Text does not reach this view: it is applied before the .overlay"
                    + " this view is in")
        }
    }

    func testStyleOnAHostedView() throws {
        let hosted = ViewHosting.host(view: Screen())
        defer { ViewHosting.expel() }
        let helloWorld = try hosted.inspect().find(HelloWorld.self)
        XCTAssertTrue(try helloWorld.customStyle("helloWorldStyle") is BlueOutlineHelloWorldStyle)
    }

    func testStyleInTheOnlyStoredProperty() throws {
        let sut = Text("New").modifier(BadgeStyleModifier(appearance: "capsule"))
        XCTAssertEqual(try sut.inspect().text().customStyle("badgeStyle") as? String, "capsule")
    }

    func testMissingStyleNamesWhatItLookedForAndWhere() throws {
        let sut = VStack { Text("Plain").padding() }.id(7)
        XCTAssertThrowsError(try sut.inspect().vStack().text(0).customStyle("helloWorldStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "vStack().text(0).customStyle(\"helloWorldStyle\"): Text has no custom style \"helloWorldStyle\";"
                    + " looked for a HelloWorldStyleModifier on it and its ancestors; the modifiers that"
                    + " apply here are .padding (on Text), .id (on VStack)")
        }
    }

    func testMissingStyleWithNoModifiers() throws {
        XCTAssertThrowsError(try EmptyView().inspect().customStyle("helloWorldStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "emptyView().customStyle(\"helloWorldStyle\"): EmptyView has no custom style \"helloWorldStyle\";"
                    + " looked for a HelloWorldStyleModifier on it and its ancestors; no modifiers apply here")
        }
    }

    func testOtherStyleModifierIsNotTaken() throws {
        let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
        XCTAssertThrowsError(try sut.inspect().customStyle("helloStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "emptyView().customStyle(\"helloStyle\"): EmptyView has no custom style \"helloStyle\";"
                    + " looked for a HelloStyleModifier on it and its ancestors; the modifiers that"
                    + " apply here are .modifier(HelloWorldStyleModifier<RedOutlineHelloWorldStyle>) (on EmptyView)")
        }
    }

    func testBuiltInStyleModifiersAreNotCustomStyles() throws {
        // `buttonStyle(_:)` is ViewTree's own modifier, read with `buttonStyle()`.
        let sut = Button("Save") {}.buttonStyle(.plain)
        XCTAssertTrue(try sut.inspect().buttonStyle() is PlainButtonStyle)
        XCTAssertThrowsError(try sut.inspect().customStyle("buttonStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "button().customStyle(\"buttonStyle\"): Button has no custom style \"buttonStyle\";"
                    + " looked for a ButtonStyleModifier on it and its ancestors; the modifiers that"
                    + " apply here are .buttonStyle (on Button)")
        }
    }

    func testModifierWithoutAReadableStyle() throws {
        let two = EmptyView().modifier(TwoFieldStyleModifier(color: .red, width: 2))
        XCTAssertThrowsError(try two.inspect().customStyle("twoFieldStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "emptyView().customStyle(\"twoFieldStyle\"): TwoFieldStyleModifier's style cannot be read: it has no stored"
                    + " property named style, and 2 stored properties (color, width), not one")
        }
        let empty = EmptyView().modifier(EmptyStyleModifier())
        XCTAssertThrowsError(try empty.inspect().customStyle("emptyStyle")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "emptyView().customStyle(\"emptyStyle\"): EmptyStyleModifier's style cannot be read: it has no stored"
                    + " property named style, and no stored properties")
        }
    }

    func testEmptyStyleName() throws {
        XCTAssertThrowsError(try EmptyView().inspect().customStyle("")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "emptyView().customStyle(\"\"): the style name is empty; pass the name of the method that applies the style,"
                    + " such as \"helloWorldStyle\"")
        }
    }
}
