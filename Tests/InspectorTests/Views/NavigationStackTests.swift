import Inspector
import ViewTree
import XCTest

private struct Book: Hashable {
    let title: String
}

private struct Author: Hashable {
    let name: String
}

private struct BookDetail: View {
    let book: Book
    var body: some View {
        VStack {
            Text(book.title)
            NavigationLink("By the author", value: Author(name: "\(book.title)'s author"))
        }
    }
}

private struct AuthorDetail: View {
    let author: Author
    var body: some View {
        Text(author.name)
    }
}

/// A stack made in a body, keeping its path itself.
private struct Library: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Dune", value: Book(title: "Dune"))
                NavigationLink("Emma", value: Book(title: "Emma"))
                NavigationLink("About") { Text("About this library") }
            }
            .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
            .navigationDestination(for: Author.self) { author in AuthorDetail(author: author) }
        }
    }
}

/// A stack whose path is a binding to typed values.
private struct TypedLibrary: View {
    @Binding var path: [Book]
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Dune", value: Book(title: "Dune"))
                .navigationDestination(for: Book.self) { book in Text("Book: \(book.title)") }
        }
    }
}

/// A stack whose path is a `NavigationPath` it owns in `@State`.
private struct Router: View {
    @State var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open 3") { path.append(3) }
                Button("Open a") { path.append("a") }
            }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
            .navigationDestination(for: String.self) { string in Text("String \(string)") }
        }
    }
}

final class NavigationStackTests: XCTestCase {
    func testTheRootIsTheStacksContent() throws {
        let sut = NavigationStack { Text("Root") }
        XCTAssertEqual(try sut.inspect().navigationStack().text().string(), "Root")
        XCTAssertEqual(try sut.inspect().navigationStack().text().pathToRoot, "navigationStack().text()")
        let two = NavigationStack {
            Text("a")
            Text("b")
        }
        XCTAssertEqual(try two.inspect().navigationStack().text(1).string(), "b")
        XCTAssertEqual(try two.inspect().navigationStack().count, 2)
        XCTAssertEqual(try two.inspect().navigationStack().pushedViews().count, 0)
    }

    func testALinkPushesItsDestination() throws {
        let sut = NavigationStack {
            NavigationLink("Go") { Text("Detail") }
        }
        XCTAssertEqual(
            try sut.inspect().navigationStack().find(text: "Detail").pathToRoot, "navigationStack().navigationLink().text()",
            "not pushed yet: found in the link")
        try sut.inspect().navigationStack().navigationLink().activate()
        let stack = try sut.inspect().navigationStack()
        XCTAssertEqual(try stack.find(text: "Detail").pathToRoot, "navigationStack().pushedViews().text(0)")
        XCTAssertEqual(try stack.pushedView(0).text().string(), "Detail")
        XCTAssertEqual(try stack.pushedViews().count, 1)
        XCTAssertEqual(try stack.path(), [], "a link's destination is not a value of the path")
    }

    func testAValueLinkAppendsToThePathAndTheDestinationForItsTypeShowsIt() throws {
        let sut = try Library().inspect()
        try sut.find(navigationLink: "Emma").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.path(), [Book(title: "Emma")])
        XCTAssertEqual(try stack.pushedViews().view(BookDetail.self, 0).actualView().book, Book(title: "Emma"))
        XCTAssertEqual(try stack.pushedView(0).view(BookDetail.self).vStack().text(0).string(), "Emma")
        XCTAssertEqual(
            try sut.find(text: "Emma").pathToRoot, "view(Library.self).navigationStack().vStack().navigationLink(1).labelView().text()",
            "breadth first: the link's label is nearer than the pushed view")
        XCTAssertEqual(
            try sut.find(ViewType.Text.self, skipFound: 1, where: { try $0.string() == "Emma" }).pathToRoot,
            "view(Library.self).navigationStack().pushedViews().view(BookDetail.self, 0).vStack().text(0)")
    }

    func testAPushedViewsLinksPushFurtherWithDestinationsDeclaredAtTheRoot() throws {
        let sut = try Library().inspect()
        try sut.find(navigationLink: "Dune").activate()
        try sut.find(navigationLink: "By the author").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.path(), [Book(title: "Dune"), Author(name: "Dune's author")])
        XCTAssertEqual(try stack.pushedView(1).view(AuthorDetail.self).text().string(), "Dune's author")
        XCTAssertEqual(
            try sut.find(text: "Dune's author").pathToRoot,
            "view(Library.self).navigationStack().pushedViews().view(AuthorDetail.self, 1).text()")
    }

    func testLinkPushesAndValuesInterleaveInTheOrderTheyWerePushed() throws {
        let sut = try Library().inspect()
        try sut.find(navigationLink: "Dune").activate()
        try sut.find(navigationLink: "About").activate()
        try sut.find(navigationLink: "By the author").activate()
        let pushed = try sut.navigationStack().pushedViews()
        XCTAssertEqual(pushed.count, 3)
        XCTAssertNoThrow(try pushed.view(BookDetail.self, 0))
        XCTAssertEqual(try pushed.text(1).string(), "About this library")
        XCTAssertNoThrow(try pushed.view(AuthorDetail.self, 2))
    }

    func testAStackValueKeepsItsPushesAcrossInspections() throws {
        // The stack value is inspected again: it keeps what was pushed, as a view's @State does.
        let sut = NavigationStack {
            NavigationLink("Go", value: 7)
                .navigationDestination(for: Int.self) { Text("Seven? \($0)") }
        }
        try sut.inspect().find(navigationLink: "Go").activate()
        XCTAssertEqual(try sut.inspect().navigationStack().pushedView(0).text().string(), "Seven? 7")
    }

    func testAStackMadeInABodyKeepsItsPushesForTheInspection() throws {
        let sut = Library()
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Dune").activate()
        XCTAssertNoThrow(try handle.find(BookDetail.self), "the same inspection shows the push")
        XCTAssertThrowsError(
            try sut.inspect().find(BookDetail.self),
            "a new inspection evaluates the body anew: a new stack, as a view made anew would be")
    }

    func testATypedPathBinding() throws {
        let path = Binding<[Book]>(wrappedValue: [])
        let sut = TypedLibrary(path: path)
        try sut.inspect().find(navigationLink: "Dune").activate()
        XCTAssertEqual(path.wrappedValue, [Book(title: "Dune")])
        XCTAssertEqual(try sut.inspect().find(text: "Book: Dune").pathToRoot, "view(TypedLibrary.self).navigationStack().pushedViews().text(0)")
        path.wrappedValue.append(Book(title: "Emma"))
        XCTAssertEqual(try sut.inspect().navigationStack().pushedView(1).text().string(), "Book: Emma")
        path.wrappedValue = []
        XCTAssertEqual(try sut.inspect().navigationStack().pushedViews().count, 0, "popping is editing the path")
    }

    func testAValueOfAnotherTypeCannotJoinATypedPath() throws {
        let path = Binding<[Book]>(wrappedValue: [])
        let sut = NavigationStack(path: path) {
            NavigationLink("Author", value: Author(name: "Ada"))
        }
        XCTAssertThrowsError(try sut.inspect().navigationStack().navigationLink().activate()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationStack().navigationLink().activate(): NavigationLink's value Author(name: \"Ada\") of type Author"
                    + " cannot join the stack's path, a Binding<Array<Book>>")
        }
        XCTAssertEqual(path.wrappedValue, [])
    }

    func testANavigationPathOwnedByTheView() throws {
        let sut = Router()
        try sut.inspect().find(button: "Open 3").tap()
        try sut.inspect().find(button: "Open a").tap()
        XCTAssertEqual(sut.path.count, 2)
        let stack = try sut.inspect().navigationStack()
        XCTAssertEqual(try stack.path(), [3, "a"])
        XCTAssertEqual(try stack.pushedView(0).text().string(), "Number 3")
        XCTAssertEqual(try stack.pushedView(1).text().string(), "String a")
        try stack.pop()
        XCTAssertEqual(sut.path.count, 1)
        XCTAssertEqual(try stack.pushedViews().count, 1, "the same handle shows the pop")
    }

    func testPushPopAndPopToRoot() throws {
        let sut = try Library().inspect()
        let stack = try sut.navigationStack()
        try stack.push(Book(title: "Dune"))
        try stack.push(Author(name: "Frank"))
        XCTAssertEqual(try stack.pushedView(1).view(AuthorDetail.self).text().string(), "Frank")
        try stack.pop()
        XCTAssertEqual(try stack.path(), [Book(title: "Dune")])
        try sut.find(navigationLink: "About").activate()
        try stack.push(Book(title: "Emma"))
        XCTAssertEqual(try stack.pushedViews().count, 3)
        try stack.pop(2)
        XCTAssertEqual(try stack.path(), [Book(title: "Dune")], "the link push was popped with the value above it")
        try stack.popToRoot()
        XCTAssertEqual(try stack.pushedViews().count, 0)
        XCTAssertEqual(try stack.path(), [])
    }

    func testPoppingPastTheRootThrows() throws {
        let stack = try Library().inspect().navigationStack()
        try stack.push(Book(title: "Dune"))
        XCTAssertThrowsError(try stack.pop(2)) { error in
            XCTAssertEqual(
                "\(error)", "view(Library.self).navigationStack().pop(2): NavigationStack has 1 view above its root: it cannot pop 2")
        }
        XCTAssertEqual(try stack.pushedViews().count, 1, "nothing was popped")
        try stack.popToRoot()
        XCTAssertThrowsError(try stack.pop()) { error in
            XCTAssertEqual(
                "\(error)", "view(Library.self).navigationStack().pop(): NavigationStack has 0 views above its root: it cannot pop 1")
        }
        XCTAssertNoThrow(try stack.popToRoot(), "popping to the root at the root does nothing")
        XCTAssertThrowsError(try stack.pop(0)) { error in
            XCTAssertEqual("\(error)", "view(Library.self).navigationStack().pop(0): count must be positive (it is 0)")
        }
    }

    func testPushingAValueOfTheWrongTypeThrows() throws {
        let path = Binding<[Book]>(wrappedValue: [])
        let stack = try TypedLibrary(path: path).inspect().navigationStack()
        XCTAssertThrowsError(try stack.push(3)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(TypedLibrary.self).navigationStack().push(3): the value 3 of type Int cannot join the stack's path,"
                    + " a Binding<Array<Book>>")
        }
    }

    func testAValueWithoutADestinationIsReported() throws {
        let sut = NavigationStack {
            NavigationLink("Go", value: 3.5)
                .navigationDestination(for: Int.self) { Text("\($0)") }
        }
        try sut.inspect().find(navigationLink: "Go").activate()
        XCTAssertThrowsError(try sut.inspect().navigationStack().pushedView(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationStack().pushedViews()[0]: NavigationStack has no navigationDestination(for: Double.self);"
                    + " nothing inside it shows the value 3.5 at position 0 of its path")
        }
    }

    func testPushedViewOutOfRange() throws {
        let stack = try Library().inspect().navigationStack()
        XCTAssertThrowsError(try stack.pushedView(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Library.self).navigationStack().pushedViews()[0]: index 0 is out of range: NavigationStack has 0 pushed views")
        }
    }

    func testDestinationsDeclaredInAPushedViewServeTheValuesAboveIt() throws {
        struct Chapter: Hashable {
            let number: Int
        }
        struct Book2: View {
            var body: some View {
                NavigationLink("Chapter 1", value: Chapter(number: 1))
                    .navigationDestination(for: Chapter.self) { Text("Chapter \($0.number)") }
            }
        }
        let sut = NavigationStack {
            NavigationLink("Book") { Book2() }
        }
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Book").activate()
        try handle.find(navigationLink: "Chapter 1").activate()
        XCTAssertEqual(try handle.navigationStack().pushedView(1).text().string(), "Chapter 1")
    }

    func testTheDestinationClosestToTheRootWins() throws {
        let sut = NavigationStack {
            VStack {
                NavigationLink("Go", value: 1)
                    .navigationDestination(for: Int.self) { Text("inner \($0)") }
            }
            .navigationDestination(for: Int.self) { Text("outer \($0)") }
        }
        try sut.inspect().find(navigationLink: "Go").activate()
        XCTAssertEqual(try sut.inspect().navigationStack().pushedView(0).text().string(), "outer 1")
    }

    func testANestedStackKeepsItsDestinationsToItself() throws {
        let sut = NavigationStack {
            VStack {
                NavigationLink("Outer", value: 1)
                NavigationStack {
                    Text("inner root")
                        .navigationDestination(for: Int.self) { Text("inner \($0)") }
                }
            }
        }
        try sut.inspect().find(navigationLink: "Outer").activate()
        XCTAssertThrowsError(try sut.inspect().navigationStack().pushedView(0)) { error in
            XCTAssertTrue("\(error)".contains("has no navigationDestination(for: Int.self)"), "\(error)")
        }
    }

    func testSeveralViewsInADestinationAreOneGroup() throws {
        let sut = NavigationStack {
            NavigationLink("Go") {
                Text("first")
                Text("second")
            }
        }
        try sut.inspect().find(navigationLink: "Go").activate()
        let pushed = try sut.inspect().navigationStack().pushedView(0).group()
        XCTAssertEqual(try pushed.text(1).string(), "second")
        XCTAssertEqual(try pushed.text(1).pathToRoot, "navigationStack().pushedViews().group(0).text(1)")
    }

    func testTreeDumpShowsThePushedViews() throws {
        let sut = NavigationStack {
            NavigationLink("Go", value: 2)
                .navigationDestination(for: Int.self) { Text("Two \($0)") }
        }
        try sut.inspect().find(navigationLink: "Go").activate()
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            navigationStack()
              navigationLink() value: 2 .navigationDestination(for: Int.self)
                labelView().text() "Go"
              pushedViews()
                text(0) "Two 2" .presentedContent
            """)
    }
}
