import Inspector
import ViewTree
import XCTest

// The example about search presentation, suggestions and scopes in Docs/Controls.md ("Searching"), as written there.

private struct Produce: View {
    @State var query = ""
    @State var searching = false
    @State var kind = "fruit"
    var body: some View {
        List { Text("Results for \(query)") }
            .searchable(text: $query, isPresented: $searching)
            .searchSuggestions {
                Text("Apple").searchCompletion("apple")
            }
            .searchScopes($kind) {
                Text("Fruit").tag("fruit")
                Text("Vegetables").tag("vegetables")
            }
    }
}

final class SearchSuggestionsDocTests: XCTestCase {
    func testPresentationSuggestionsAndScopes() throws {
        let hosted = ViewHosting.host(view: Produce())
        defer { ViewHosting.expel() }
        try hosted.inspect().list().setSearchPresented(true)
        XCTAssertTrue(try hosted.inspect().list().isSearchPresented())
        try hosted.inspect().find(text: "Apple").selectSearchCompletion()
        XCTAssertEqual(try hosted.inspect().list().searchText(), "apple")
        try hosted.inspect().list().setSearchScope("vegetables")
        XCTAssertEqual(try hosted.inspect().list().searchScope(String.self), "vegetables")
    }
}
