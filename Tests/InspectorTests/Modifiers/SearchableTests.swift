import Inspector
import ViewTree
import XCTest

private struct Animals: View {
    @State var query = ""
    let animals = ["Cat", "Dog", "Cow"]
    var body: some View {
        List(animals.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
            .searchable(text: $query, prompt: "Animals")
    }
}

final class SearchableTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSetSearchTextWritesThroughTheBinding() throws {
        let text = Binding<String>(wrappedValue: "")
        let sut = List { Text("a") }.searchable(text: text)
        try sut.inspect().list().setSearchText("ca")
        XCTAssertEqual(text.wrappedValue, "ca")
        XCTAssertEqual(try sut.inspect().list().searchText(), "ca")
        XCTAssertEqual(try sut.inspect().list().searchPlacement(), .automatic)
    }

    func testSearchingFiltersTheHostedList() throws {
        let hosted = ViewHosting.host(view: Animals())
        XCTAssertEqual(try hosted.inspect().list().forEach(0).count, 3)
        try hosted.inspect().list().setSearchText("C")
        XCTAssertEqual(try hosted.inspect().list().searchText(), "C")
        XCTAssertEqual(try hosted.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Cat", "Cow"])
    }

    func testPromptForms() throws {
        XCTAssertEqual(try Animals().inspect().list().searchPrompt().string(), "Animals")
        XCTAssertEqual(try Animals().inspect().list().searchPrompt().pathToRoot, "view(Animals.self).list().searchPrompt()")
        let prompt = "Verbatim"
        let verbatim = Text("a").searchable(text: .constant(""), placement: .toolbar, prompt: prompt)
        XCTAssertEqual(try verbatim.inspect().text().searchPrompt().string(), "Verbatim")
        XCTAssertEqual(try verbatim.inspect().text().searchPlacement(), .toolbar)
        let text = Text("a").searchable(text: .constant(""), prompt: Text("Styled").bold())
        XCTAssertTrue(try text.inspect().text().searchPrompt().attributes().isBold())
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().setSearchText("x")) { error in
            XCTAssertEqual("\(error)", "text().setSearchText(_:): Text has no searchable; it has no modifiers")
        }
        XCTAssertThrowsError(try Text("a").searchable(text: .constant("")).inspect().text().searchPrompt()) { error in
            XCTAssertEqual(
                "\(error)", "text().searchPrompt(): Text's search prompt cannot be read: the search field has the default prompt")
        }
        let text = Binding<String>(wrappedValue: "")
        let disabled = List { Text("a") }.searchable(text: text).disabled(true)
        XCTAssertThrowsError(try disabled.inspect().list().setSearchText("x")) { error in
            XCTAssertEqual(
                "\(error)", "list().setSearchText(_:): the search field of List is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(text.wrappedValue, "")
    }
}
