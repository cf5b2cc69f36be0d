import Inspector
import ViewTree
import XCTest

/// Search never silently skips part of the tree: every place a view can be is searched.
private struct Decorated: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            content
            Text("in a modifier body")
        }
    }
}

private struct Plain: View {
    var body: some View {
        Text("in a custom view")
    }
}

private struct Everything: View {
    var body: some View {
        VStack {
            Plain()
            AnyView(Text("in an AnyView"))
            Group { Text("in a Group") }
            ForEach(["in a ForEach"], id: \.self) { Text($0) }
            HStack { ZStack { Text("in stacks") } }
            Image("photo").overlay(Text("in an overlay"))
            Image("photo").background { Text("in a background") }
            Image("photo").modifier(Decorated())
            Button(action: {}) { Text("in a button label") }
            Color.red.overlay(AnyView(Plain().overlay(Text("in an overlay of an overlay"))))
        }
    }
}

final class SearchCoverageTests: XCTestCase {
    private let places = [
        "in a custom view", "in an AnyView", "in a Group", "in a ForEach", "in stacks", "in an overlay",
        "in a background", "in a modifier body", "in a button label", "in an overlay of an overlay",
    ]

    func testFindReachesEveryPlace() throws {
        let sut = try Everything().inspect()
        for place in places {
            XCTAssertNoThrow(try sut.find(text: place), place)
        }
    }

    func testFindAllReachesEveryPlaceInSourceOrder() throws {
        let strings = try Everything().inspect().findAll(ViewType.Text.self).map { try $0.string() }
        XCTAssertEqual(strings, ["in a custom view", "in an AnyView", "in a Group", "in a ForEach", "in stacks",
                                 "in an overlay", "in a background", "in a modifier body", "in a button label",
                                 "in a custom view", "in an overlay of an overlay"])
    }

    func testPathsOfFoundViews() throws {
        let sut = try Everything().inspect()
        XCTAssertEqual(try sut.find(text: "in an overlay").pathToRoot, "view(Everything.self).vStack().image(5).overlay().text()")
        XCTAssertEqual(
            try sut.find(text: "in a modifier body").pathToRoot,
            "view(Everything.self).vStack().image(7).modifier(Decorated.self).vStack().text(1)")
        XCTAssertEqual(
            try sut.find(text: "in a button label").pathToRoot, "view(Everything.self).vStack().button(8).labelView().text()")
    }

    func testTheModifierContentPlaceholderIsALeaf() throws {
        let content = try Everything().inspect().find(ViewType.ViewModifierContent.self)
        XCTAssertEqual(content.pathToRoot, "view(Everything.self).vStack().image(7).modifier(Decorated.self).vStack().viewModifierContent(0)")
    }
}
