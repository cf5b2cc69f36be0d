import Inspector
import XCTest

/// `help(_:)` and its reader, as ViewInspector reads it.
final class HelpTests: XCTestCase {
    func testHelpTextIsReadAsAText() throws {
        let sut = VStack {
            Button("Add") {}.help("Adds an item")
            Image(systemName: "trash").help(Text("Deletes"))
            Text("plain")
        }
        XCTAssertEqual(try sut.inspect().vStack().button(0).help().string(), "Adds an item")
        XCTAssertEqual(try sut.inspect().vStack().image(1).help().string(), "Deletes")
        XCTAssertEqual(try sut.inspect().vStack().button(0).help().pathToRoot, "vStack().button(0).help()")
        XCTAssertThrowsError(try sut.inspect().vStack().text(2).help()) { error in
            XCTAssertEqual("\(error)", "vStack().text(2).help(): Text has no help; it has no modifiers")
        }
    }
}

/// `accentColor(_:)` and ViewInspector's `accentColor()` reader.
final class AccentColorTests: XCTestCase {
    func testTheAccentColorIsInherited() throws {
        let sut = VStack { Button("Go") {} }.accentColor(.red)
        XCTAssertEqual(try sut.inspect().vStack().button(0).accentColor(), .red)
        XCTAssertNil(try Text("a").accentColor(nil).inspect().text().accentColor())
        XCTAssertThrowsError(try Text("a").inspect().text().accentColor()) { error in
            XCTAssertEqual("\(error)", "text().accentColor(): Text has no accentColor; neither it nor an ancestor sets one with .accentColor(_:)")
        }
    }
}

/// `colorScheme(_:)`, `preferredColorScheme(_:)` and ViewInspector's readers.
final class ColorSchemeTests: XCTestCase {
    private struct Themed: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
    }

    func testTheColorSchemeIsInheritedThroughTheEnvironment() throws {
        let sut = VStack { Themed() }.environment(\.colorScheme, .dark)
        XCTAssertEqual(try sut.inspect().vStack().view(Themed.self, 0).colorScheme(), .dark)
        XCTAssertEqual(try sut.inspect().find(ViewType.Text.self).string(), "Dark")
        XCTAssertEqual(try Themed().inspect().text().string(), "Light")
        XCTAssertThrowsError(try Text("a").inspect().text().colorScheme()) { error in
            XCTAssertEqual("\(error)", "text().colorScheme(): Text has no colorScheme; neither it nor an ancestor sets one with .colorScheme(_:)")
        }
    }

    @available(*, deprecated)
    func testTheDeprecatedModifierSetsIt() throws {
        XCTAssertEqual(try Themed().colorScheme(.dark).inspect().find(ViewType.Text.self).string(), "Dark")
    }

    func testThePreferredColorSchemeIsRecordedWhereItIsApplied() throws {
        XCTAssertEqual(try Text("a").preferredColorScheme(.dark).inspect().text().preferredColorScheme(), .dark)
        XCTAssertNil(try Text("a").preferredColorScheme(nil).inspect().text().preferredColorScheme())
        XCTAssertThrowsError(try Text("a").inspect().text().preferredColorScheme())
        // No window adopts it: the environment keeps its own.
        XCTAssertEqual(try Themed().preferredColorScheme(.dark).inspect().find(ViewType.Text.self).string(), "Light")
    }
}

/// `environment(_:)`: the environment's value at a view, as its body reads it.
final class EnvironmentReaderTests: XCTestCase {
    func testTheValueIsWhatTheBodyReads() throws {
        let sut = VStack { Text("a") }.environment(\.colorScheme, .dark).font(.title)
        XCTAssertEqual(try sut.inspect().vStack().text(0).environment(\.colorScheme), .dark)
        XCTAssertEqual(try sut.inspect().vStack().text(0).environment(\.font), .title)
        XCTAssertEqual(try Text("a").inspect().text().environment(\.colorScheme), .light, "the default")
    }
}
