@testable import Inspector
import ViewTree
import XCTest

/// After SwiftUI's example (which adds a red border): the menu as it is, faded.
struct FadedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .opacity(0.5)
    }
}

/// A style that adds a caption under the menu.
private struct CaptionedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Menu(configuration)
            Text("More actions")
        }
    }
}

/// A style whose body keeps a count of its own.
private struct CountingMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        CountingMenu(configuration: configuration)
    }

    struct CountingMenu: View {
        let configuration: MenuStyleConfiguration
        @State var opened = 0

        var body: some View {
            HStack {
                Menu(configuration)
                Button("Opened \(opened)") { opened += 1 }
            }
        }
    }
}

final class MenuStyleTests: XCTestCase {
    func testBuiltInStylesRenderAsBefore() throws {
        let styles: [(any MenuStyle, String)] = [(.automatic, ".automatic"), (.button, ".button"),
                                                 (.borderlessButton, ".borderlessButton")]
        for (style, description) in styles {
            XCTAssertEqual(String(describing: style), description)
            let sut = AnyView(Menu("Sort") { Button("Name") {} }.menuStyle(style))
            XCTAssertEqual(try sut.inspect().anyView().menu().button(0).labelView().text().string(), "Name")
            XCTAssertThrowsError(try sut.inspect().anyView().menu().styleBody())
        }
        XCTAssertEqual(ButtonMenuStyle(), .button)
    }

    func testTheStyleInEffectIsInheritedAndNoneSetThrows() throws {
        let sut = VStack {
            Menu("One") { Button("a") {} }
            Group { Menu("Two") { Button("b") {} } }.menuStyle(.button)
        }
        .menuStyle(FadedMenuStyle())
        XCTAssertTrue(try sut.inspect().vStack().menuStyle() is FadedMenuStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).menu(0).menuStyle() is ButtonMenuStyle)
        XCTAssertThrowsError(try Menu("a") { Text("b") }.inspect().menuStyle(), "none set")
    }

    func testAStyledMenuIsDrawnByItsStylesBody() throws {
        var taps = 0
        let sut = Menu("Sort") { Button("Name") { taps += 1 } }.menuStyle(FadedMenuStyle())
        let inner = try sut.inspect().menu().styleBody().menu()
        XCTAssertEqual(try inner.opacity(), 0.5)
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Sort")
        try inner.styleConfigurationContent(0).button(0).tap()
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(try inner.menuStyle() is DefaultMenuStyle, "inside the body, menus are automatic")
        XCTAssertEqual(try sut.inspect().menu().labelView().text().string(), "Sort")
    }

    func testThePrimaryActionRunsThroughAStyledMenu() throws {
        var runs = 0
        let sut = Menu("Share") { Button("Copy") {} } primaryAction: { runs += 1 }
            .menuStyle(CaptionedMenuStyle())
        try sut.inspect().menu().callPrimaryAction()
        try sut.inspect().menu().styleBody().vStack().menu(0).tap()
        XCTAssertEqual(runs, 2)
    }

    func testSearchReachesEveryViewOnce() throws {
        let sut = VStack { Menu("Sort") { Button("Name") {} } }.menuStyle(CaptionedMenuStyle())
        XCTAssertEqual(
            try sut.inspect().find(text: "Name").pathToRoot,
            "vStack().menu(0).styleBody().vStack().menu(0).styleConfigurationContent(0).button().labelView().text()")
        XCTAssertEqual(
            try sut.inspect().find(text: "Sort").pathToRoot,
            "vStack().menu(0).styleBody().vStack().menu(0).labelView().styleConfigurationLabel().text()")
        XCTAssertEqual(try sut.inspect().find(text: "More actions").pathToRoot, "vStack().menu(0).styleBody().vStack().text(1)")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 3)
        try assertEveryPathIsAChain(of: sut)
    }

    func testTheTreeDumpShowsTheStyle() throws {
        let sut = Menu("Sort") { Button("Name") {} }.menuStyle(CaptionedMenuStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            menu() .menuStyle(CaptionedMenuStyle())
              styleBody() style: CaptionedMenuStyle()
                vStack() .menuStyle(.automatic)
                  menu(0)
                    styleConfigurationContent(0)
                      button()
                        labelView().text() "Name"
                    labelView().styleConfigurationLabel()
                      text() "Sort"
                  text(1) "More actions"
            """)
    }

    func testHostedStateInAStylesBody() throws {
        let hosted = ViewHosting.host(view: Menu("Sort") { Button("Name") {} }.menuStyle(CountingMenuStyle()))
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Opened 0").tap()
        try hosted.inspect().find(button: "Opened 1").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Opened 2"))
    }

    func testInspectingAStyleOnItsOwn() throws {
        let body = try CaptionedMenuStyle().inspect()
        XCTAssertEqual(try body.vStack().text(1).string(), "More actions")
        XCTAssertNoThrow(try body.vStack().menu(0).labelView().styleConfigurationLabel().emptyView())
    }

    func testStyleBodyOfAMenuWithABuiltInStyle() throws {
        let sut = Menu("a") { Text("b") }.menuStyle(.borderlessButton)
        XCTAssertThrowsError(try sut.inspect().menu().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "menu().styleBody(): Menu's styleBody() cannot be read: its style, .borderlessButton, is built in:"
                    + " it has no body of its own")
        }
    }
}
