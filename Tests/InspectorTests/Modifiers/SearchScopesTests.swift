import Inspector
import ViewTree
import XCTest

private enum Kind: Hashable {
    case fruit, vegetable
}

private struct Produce: View {
    @State var query = ""
    @State var kind = Kind.fruit
    var body: some View {
        List { Text(kind == .fruit ? "Fruit" : "Vegetables") }
            .searchable(text: $query)
            .searchScopes($kind) {
                Text("Fruit").tag(Kind.fruit)
                Text("Vegetables").tag(Kind.vegetable)
            }
    }
}

/// `searchScopes(_:scopes:)`: its scope views, the selected scope, and selecting one.
final class SearchScopesTests: XCTestCase {
    func testTheScopesAndTheSelectedOne() throws {
        let list = try Produce().inspect().list()
        XCTAssertEqual(try list.searchScopes().text(1).string(), "Vegetables")
        XCTAssertEqual(try list.searchScope(Kind.self), .fruit)
        XCTAssertEqual(try list.searchScopeActivation(), .automatic)
        XCTAssertEqual(
            try Produce().inspect().find(text: "Vegetables").pathToRoot, "view(Produce.self).list().searchScopes().text(1)")
    }

    func testSelectingAScope() throws {
        let hosted = ViewHosting.host(view: Produce())
        defer { ViewHosting.expel() }
        try hosted.inspect().list().setSearchScope(Kind.vegetable)
        XCTAssertEqual(try hosted.inspect().list().searchScope(Kind.self), .vegetable)
        XCTAssertEqual(try hosted.inspect().list().text(0).string(), "Vegetables")
    }

    func testBadScopes() throws {
        let list = try Produce().inspect().list()
        XCTAssertThrowsError(try list.setSearchScope(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Produce.self).list().setSearchScope(_:): scope 1 (Int) is not of the type of the searchScopes binding, Kind")
        }
        let partial = List { Text("a") }.searchScopes(.constant(Kind.fruit), activation: .onTextEntry) { Text("Fruit").tag(Kind.fruit) }
        XCTAssertEqual(try partial.inspect().list().searchScopeActivation(), .onTextEntry)
        XCTAssertThrowsError(try partial.inspect().list().setSearchScope(Kind.vegetable)) { error in
            XCTAssertEqual(
                "\(error)",
                "list().setSearchScope(_:): scope vegetable is the tag of no scope view; the scopes' tags: fruit")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().searchScope(Kind.self)) { error in
            XCTAssertEqual("\(error)", "text().searchScope(): Text has no searchScopes; it has no modifiers")
        }
    }
}
