import Foundation
import Inspector
import ViewTree
import XCTest

/// Writes its own name over what the view it modifies wrote.
private struct Renamed: ViewModifier {
    func body(content: Content) -> some View {
        content.preference(key: NamesKey.self, value: ["renamed"])
    }
}

/// Adds a badge's name after the modified view's.
private struct Badged: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay { Text("1").preference(key: NamesKey.self, value: ["badge"]) }
    }
}

/// Shows something else in place of the modified view.
private struct Replaced: ViewModifier {
    func body(content: Content) -> some View {
        Text("Gone").preference(key: NamesKey.self, value: ["replacement"])
    }
}

private struct Screen: View {
    let log: PreferenceLog
    var body: some View {
        VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"]).modifier(Renamed())
            Text("b").preference(key: NamesKey.self, value: ["b"]).modifier(Badged())
            Text("c").preference(key: NamesKey.self, value: ["c"]).modifier(Replaced())
            Text("d").preference(key: NamesKey.self, value: ["d"]).modifier(Badged()).modifier(Renamed())
        }
        .onPreferenceChange(NamesKey.self) { log.names.append($0) }
    }
}

/// A custom modifier's body stands in for the modified view: what it writes on `content`
/// replaces the values inside, as SwiftUI's does, read unhosted as hosted.
final class ModifierBodyPreferenceTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private let expected = ["renamed", "b", "badge", "replacement", "renamed"]

    func testAPreferenceOnContentReplacesTheModifiedViewsValues() throws {
        let stack = try Screen(log: PreferenceLog()).inspect().vStack()
        XCTAssertEqual(try stack.text(0).preferenceValue(NamesKey.self), ["renamed"])
        XCTAssertEqual(try stack.text(1).preferenceValue(NamesKey.self), ["b", "badge"])
        XCTAssertEqual(try stack.text(2).preferenceValue(NamesKey.self), ["replacement"])
        XCTAssertEqual(try stack.preferenceValue(NamesKey.self), expected)
    }

    func testTheHostedRuntimeReducesTheSameValues() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Screen(log: log))
        XCTAssertEqual(try hosted.inspect().vStack().preferenceValue(NamesKey.self), expected)
        XCTAssertEqual(log.names, [expected])
    }
}
