@testable import Inspector
import ViewTree
import XCTest

/// A label style that adds a badge after the title.
struct BadgeLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
            Text("New")
        }
    }
}

/// A label style whose body holds a view with state of its own.
private struct TappableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        TapCounter(configuration: configuration)
    }

    struct TapCounter: View {
        let configuration: LabelStyleConfiguration
        @State var taps = 0

        var body: some View {
            VStack {
                configuration.title
                Text("Taps \(taps)").onTapGesture { taps += 1 }
            }
        }
    }
}

/// A label style whose body holds a label of its own.
private struct NestingLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label { configuration.title } icon: { configuration.icon }
    }
}

private struct Favorites: View {
    var body: some View {
        VStack {
            Label("Star", systemImage: "star")
            Toggle("Heart", systemImage: "heart", isOn: .constant(true))
        }
        .labelStyle(BadgeLabelStyle())
    }
}

final class LabelStyleTests: XCTestCase {
    // MARK: - Values and the environment

    func testBuiltInStyles() throws {
        let styles: [(any LabelStyle, Any.Type, String)] = [
            (.automatic, DefaultLabelStyle.self, ".automatic"), (.iconOnly, IconOnlyLabelStyle.self, ".iconOnly"),
            (.titleOnly, TitleOnlyLabelStyle.self, ".titleOnly"),
            (.titleAndIcon, TitleAndIconLabelStyle.self, ".titleAndIcon"),
        ]
        for (style, type, description) in styles {
            XCTAssertTrue(Swift.type(of: style) == type)
            XCTAssertEqual(String(describing: style), description)
            let sut = Label("a", systemImage: "b").labelStyle(style)
            XCTAssertTrue(Swift.type(of: try sut.inspect().label().labelStyle()) == type)
            // A built-in style draws nothing: the label shows its title and icon itself.
            XCTAssertEqual(try sut.inspect().label().title().text().string(), "a")
            XCTAssertEqual(try sut.inspect().find(text: "a").pathToRoot, "label().title().text()")
        }
        XCTAssertEqual(IconOnlyLabelStyle(), .iconOnly)
        XCTAssertThrowsError(try Label("a", systemImage: "b").inspect().labelStyle(), "none set")
    }

    func testBuiltInBodies() throws {
        // Each built-in body is the configuration's parts, which stand for nothing here.
        let iconOnly = try IconOnlyLabelStyle().inspect().styleConfigurationIcon()
        XCTAssertEqual(iconOnly.pathToRoot, "styleConfigurationIcon()")
        XCTAssertEqual(try iconOnly.emptyView().pathToRoot, "styleConfigurationIcon().emptyView()")
        XCTAssertThrowsError(try IconOnlyLabelStyle().inspect().styleConfigurationTitle())
        let titleOnly = try TitleOnlyLabelStyle().inspect().styleConfigurationTitle()
        XCTAssertEqual(titleOnly.pathToRoot, "styleConfigurationTitle()")
        XCTAssertThrowsError(try TitleOnlyLabelStyle().inspect().styleConfigurationIcon())
        for style in [TitleAndIconLabelStyle() as any LabelStyle, DefaultLabelStyle()] {
            let stack = try style.inspect().hStack()
            XCTAssertEqual(stack.count, 2)
            XCTAssertEqual(try stack.styleConfigurationIcon(0).pathToRoot, "hStack().styleConfigurationIcon(0)")
            XCTAssertEqual(try stack.styleConfigurationTitle(1).pathToRoot, "hStack().styleConfigurationTitle(1)")
            XCTAssertNoThrow(try stack.styleConfigurationTitle(1).emptyView())
        }
    }

    func testAStyleFlowsToEveryDescendantAndTheInnermostWins() throws {
        let sut = VStack {
            Label("One", systemImage: "1.circle")
            Group { Label("Two", systemImage: "2.circle") }.labelStyle(.titleOnly)
        }
        .labelStyle(.iconOnly)
        XCTAssertTrue(try sut.inspect().labelStyle() is IconOnlyLabelStyle)
        XCTAssertTrue(try sut.inspect().vStack().label(0).labelStyle() is IconOnlyLabelStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).label(0).labelStyle() is TitleOnlyLabelStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).label(0).title().labelStyle() is TitleOnlyLabelStyle)
    }

    // MARK: - A styled label

    func testAStyledLabelIsDrawnByItsStylesBody() throws {
        let sut = Label("Star", systemImage: "star").labelStyle(BadgeLabelStyle())
        XCTAssertTrue(try sut.inspect().labelStyle() is BadgeLabelStyle)
        let body = try sut.inspect().label().styleBody()
        XCTAssertEqual(try body.hStack().styleConfigurationTitle(1).text().string(), "Star")
        XCTAssertEqual(try body.hStack().styleConfigurationIcon(0).image().actualImage().name(), "star")
        XCTAssertEqual(try body.hStack().text(2).string(), "New")
        XCTAssertEqual(try sut.inspect().label().title().text().string(), "Star")
    }

    func testSearchReachesWhatTheStyleAddsAndTheLabelOnce() throws {
        let sut = Favorites()
        XCTAssertEqual(
            try sut.inspect().find(text: "Star").pathToRoot,
            "view(Favorites.self).vStack().label(0).styleBody().hStack().styleConfigurationTitle(1).text()")
        XCTAssertEqual(
            try sut.inspect().find(ViewType.Image.self).pathToRoot,
            "view(Favorites.self).vStack().label(0).styleBody().hStack().styleConfigurationIcon(0).image()")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Star", "New", "Heart", "New"])
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Image.self).count, 2)
        XCTAssertEqual(
            try sut.inspect().find(text: "Heart").find(ViewType.Label.self, relation: .parent).labelStyle() is BadgeLabelStyle,
            true)
        try assertEveryPathIsAChain(of: sut, types: ["Favorites": ViewToken<Favorites>()])
    }

    func testTheTreeDumpShowsTheStyle() throws {
        let sut = Label("Star", systemImage: "star").labelStyle(BadgeLabelStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            label() .labelStyle(BadgeLabelStyle())
              styleBody() style: BadgeLabelStyle()
                hStack() .labelStyle(.automatic)
                  styleConfigurationIcon(0)
                    image() systemName: "star"
                  styleConfigurationTitle(1)
                    text() "Star"
                  text(2) "New"
            """)
    }

    func testALabelInsideAStylesBodyHasTheAutomaticStyle() throws {
        let sut = Label("Star", systemImage: "star").labelStyle(NestingLabelStyle())
        let inner = try sut.inspect().label().styleBody().label()
        XCTAssertTrue(try inner.labelStyle() is DefaultLabelStyle)
        XCTAssertEqual(try inner.title().styleConfigurationTitle().text().string(), "Star")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Label.self).count, 2)
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 1)
    }

    func testHostedStateInAStylesBody() throws {
        let hosted = ViewHosting.host(view: Label("Star", systemImage: "star").labelStyle(TappableLabelStyle()))
        defer { ViewHosting.expel() }
        try hosted.inspect().find(text: "Taps 0").callOnTapGesture()
        try hosted.inspect().find(text: "Taps 1").callOnTapGesture()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Taps 2"))
        XCTAssertEqual(try hosted.inspect().find(TappableLabelStyle.TapCounter.self).actualView().taps, 2)
        XCTAssertNoThrow(try hosted.inspect().find(text: "Star"))
    }

    // MARK: - Errors

    func testStyleBodyOfALabelWithABuiltInStyle() throws {
        let sut = Label("a", systemImage: "b").labelStyle(.iconOnly)
        XCTAssertThrowsError(try sut.inspect().label().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "label().styleBody(): Label's styleBody() cannot be read: its style, .iconOnly, is built in:"
                    + " it has no body of its own")
        }
    }

    func testConfigurationViewsOutsideAStyleBody() throws {
        let sut = HStack { Text("a") }
        XCTAssertThrowsError(try sut.inspect().hStack().styleConfigurationTitle(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "hStack().styleConfigurationTitle(0): expected StyleConfiguration.Title, found Text; configuration views are only in a style's makeBody: inspect a style with its inspect() (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as button().styleBody()")
        }
        XCTAssertThrowsError(try Text("a").inspect().styleConfigurationIcon()) { error in
            XCTAssertTrue("\(error)".hasPrefix("styleConfigurationIcon(): expected StyleConfiguration.Icon, found Text;"))
        }
        XCTAssertThrowsError(try CustomLabelStyle().inspect().vStack().styleConfigurationIcon(0)) { error in
            XCTAssertEqual(
                "\(error)", "vStack().styleConfigurationIcon(0): expected StyleConfiguration.Icon, found LabelStyleConfiguration.Title")
        }
    }
}

/// A label style that restyles the standard label, as SwiftUI styles do with `Label(configuration)`.
private struct FramedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4)
    }
}

final class LabelFromConfigurationTests: XCTestCase {
    func testALabelMadeFromTheConfiguration() throws {
        let sut = Label("Star", systemImage: "star").labelStyle(FramedLabelStyle())
        let inner = try sut.inspect().label().styleBody().label()
        XCTAssertEqual(try inner.padding(.all), 4)
        XCTAssertTrue(try inner.labelStyle() is DefaultLabelStyle)
        XCTAssertEqual(
            try sut.inspect().find(text: "Star").pathToRoot,
            "label().styleBody().label().title().styleConfigurationTitle().text()")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Image.self).count, 1)
        try assertEveryPathIsAChain(of: sut)
    }
}
