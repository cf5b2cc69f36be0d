import Inspector
import Observation
import ViewTree
import XCTest

@Observable
private final class Library {
    var books = ["Dune"]
}

@Observable
private final class Account {
    var name = "guest"
}

private struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        VStack {
            Text("\(library.books.count) books")
            Button("Add") { library.books.append("Emma") }
        }
    }
}

private struct AccountBadge: View {
    @Environment(Account.self) private var account: Account?
    var body: some View {
        Text(account?.name ?? "signed out")
    }
}

final class EnvironmentModelTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAModelProvidedWithEnvironmentReachesTheViewsInside() throws {
        let library = Library()
        let sut = VStack { LibraryView() }.environment(library)
        XCTAssertEqual(try sut.inspect().find(text: "1 books").pathToRoot, "vStack().view(LibraryView.self, 0).vStack().text(0)")
        try sut.inspect().find(button: "Add").tap()
        XCTAssertEqual(library.books, ["Dune", "Emma"])
        XCTAssertNoThrow(try sut.inspect().find(text: "2 books"))
    }

    func testHostedViewsFollowTheModel() throws {
        let library = Library()
        let hosted = ViewHosting.host(view: LibraryView().environment(library))
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "2 books"))
        library.books = []
        XCTAssertNoThrow(try hosted.inspect().find(text: "0 books"))
    }

    func testAnOptionalModelIsNilWhenNoneIsProvided() throws {
        XCTAssertEqual(try AccountBadge().inspect().text().string(), "signed out")
        let account = Account()
        account.name = "ada"
        XCTAssertEqual(try AccountBadge().environment(account).inspect().text().string(), "ada")
        XCTAssertEqual(
            try AccountBadge().environment(Optional<Account>.none).environment(account).inspect().text().string(),
            "signed out", "nil removes the model an ancestor provided")
    }

    func testAMissingModelIsAnErrorNotACrash() throws {
        XCTAssertThrowsError(try VStack { LibraryView() }.inspect().vStack().view(LibraryView.self, 0).vStack()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().view(LibraryView.self, 0).vStack(): LibraryView reads @Environment(Library.self) var library,"
                    + " but no Library was provided with .environment(_:) on it or an ancestor")
        }
        let hosted = ViewHosting.host(view: LibraryView())
        XCTAssertEqual(
            hosted.diagnostics,
            ["LibraryView reads @Environment(Library.self) var library, but no Library was provided with .environment(_:);"
                + " it was not rendered"])
    }

    func testModelsAndEnvironmentObjectsAreKeptApart() throws {
        final class Legacy: ObservableObject {}
        struct Reader: View {
            @EnvironmentObject var legacy: Legacy
            var body: some View { Text("legacy") }
        }
        XCTAssertThrowsError(try Reader().environment(Library()).inspect().text())
        XCTAssertThrowsError(try LibraryView().environmentObject(Legacy()).inspect().vStack())
    }

    func testTheModifierIsNamedAsWritten() throws {
        let sut = Text("a").environment(Library())
        XCTAssertEqual(try sut.inspect().text().treeDump(), "text() \"a\" .environment")
    }
}
