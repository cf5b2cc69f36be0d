import Inspector
import ViewTree
import XCTest

private struct Fruit: View {
    @State var query = ""
    @State var searching = false
    var body: some View {
        List { Text("Results for \(query)") }
            .searchable(text: $query, isPresented: $searching, prompt: "Fruit")
            .searchSuggestions {
                Text("Apple").searchCompletion("apple")
                Text("Pear").searchCompletion("pear")
            }
    }
}

/// `searchable(text:isPresented:)`, `searchSuggestions { }` and `searchCompletion(_:)`.
final class SearchSuggestionsTests: XCTestCase {
    func testPresentingTheSearchFromATest() throws {
        let hosted = ViewHosting.host(view: Fruit())
        defer { ViewHosting.expel() }
        XCTAssertFalse(try hosted.inspect().list().isSearchPresented())
        try hosted.inspect().list().setSearchPresented(true)
        XCTAssertTrue(try hosted.inspect().list().isSearchPresented())
        XCTAssertEqual(try hosted.inspect().list().searchPrompt().string(), "Fruit")
    }

    func testWithoutAnIsPresentedBinding() throws {
        let sut = List { Text("a") }.searchable(text: .constant(""))
        XCTAssertThrowsError(try sut.inspect().list().isSearchPresented()) { error in
            XCTAssertEqual(
                "\(error)",
                "list().isSearchPresented(): List's search presentation cannot be read: its searchable(text:) has no isPresented: binding")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().setSearchPresented(true)) { error in
            XCTAssertEqual("\(error)", "text().setSearchPresented(_:): Text has no searchable; it has no modifiers")
        }
    }

    func testSuggestionsAreReachedAndFound() throws {
        let suggestions = try Fruit().inspect().list().searchSuggestions()
        XCTAssertEqual(try suggestions.text(1).string(), "Pear")
        XCTAssertEqual(try suggestions.text(0).searchCompletion(), "apple")
        XCTAssertEqual(try Fruit().inspect().find(text: "Pear").pathToRoot, "view(Fruit.self).list().searchSuggestions().text(1)")
        XCTAssertThrowsError(try Text("a").inspect().text().searchCompletion()) { error in
            XCTAssertEqual("\(error)", "text().searchCompletion(): Text has no searchCompletion; it has no modifiers")
        }
    }

    func testPickingASuggestionFillsTheField() throws {
        let hosted = ViewHosting.host(view: Fruit())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(text: "Pear").selectSearchCompletion()
        XCTAssertEqual(try hosted.inspect().list().searchText(), "pear")
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self) { try $0.string().hasPrefix("Results") }.string(), "Results for pear")
    }

    func testASuggestionOutsideASearch() throws {
        let sut = Text("a").searchSuggestions { Text("b").searchCompletion("b") }
        XCTAssertThrowsError(try sut.inspect().find(text: "b").selectSearchCompletion()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().searchSuggestions().text().selectSearchCompletion(): Text's search field cannot be read:"
                    + " no view from here up to the root has a searchable(text:)")
        }
    }
}
