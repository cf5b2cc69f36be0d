import Foundation
import Inspector
import Observation
import ViewTree
import XCTest

// The examples of Docs/State.md's "Bindings to collections, `@Observable` models and stored
// settings", as written there.

private struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

private struct TodoList: View {
    @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    var body: some View {
        ForEach($todos) { $todo in
            Button(todo.isDone ? "\(todo.title) ✓" : todo.title) { todo.isDone.toggle() }
        }
    }
}

@Observable private final class Library {
    var books = ["Dune"]
    var favorite = ""
}

private struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        VStack {
            Text("\(library.books.count) books")
            FavoritePicker(favorite: $library.favorite, books: library.books)
        }
    }
}

private struct FavoritePicker: View {
    @Binding var favorite: String
    let books: [String]
    var body: some View {
        ForEach(books, id: \.self) { book in
            Button(book == favorite ? "★ \(book)" : book) { favorite = book }
        }
    }
}

private struct SettingsView: View {
    @AppStorage("showsBadges") var showsBadges = true
    var body: some View {
        Button(showsBadges ? "Hide badges" : "Show badges") { showsBadges.toggle() }
    }
}

final class StateModelsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testForEachOverABinding() throws {
        let sut = TodoList()
        try sut.inspect().find(button: "Eggs").tap()
        XCTAssertEqual(sut.todos.map(\.isDone), [false, true])
        XCTAssertNoThrow(try sut.inspect().find(button: "Eggs ✓"))
    }

    func testEnvironmentModelAndBindable() throws {
        let library = Library()
        let hosted = ViewHosting.host(view: LibraryView().environment(library))
        try hosted.inspect().find(button: "Dune").tap()
        XCTAssertEqual(library.favorite, "Dune")
        XCTAssertNoThrow(try hosted.inspect().find(button: "★ Dune"))
        library.books.append("Emma")
        XCTAssertNoThrow(try hosted.inspect().find(text: "2 books"))
        XCTAssertNoThrow(try LibraryView().environment(library).inspect().find(button: "Emma"))
    }

    func testTheMissingModelMessage() {
        XCTAssertThrowsError(try LibraryView().inspect().view(LibraryView.self).vStack()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(LibraryView.self).vStack(): LibraryView reads @Environment(Library.self) var library,"
                    + " but no Library was provided with .environment(_:) on it or an ancestor")
        }
    }

    func testAppStorageWithAStoreOfItsOwn() throws {
        let defaults = UserDefaults(suiteName: "SettingsViewTests")!
        defaults.removePersistentDomain(forName: "SettingsViewTests")
        defer { defaults.removePersistentDomain(forName: "SettingsViewTests") }
        let sut = SettingsView().defaultAppStorage(defaults)
        try sut.inspect().find(button: "Hide badges").tap()
        XCTAssertEqual(defaults.object(forKey: "showsBadges") as? Bool, false)
        XCTAssertNoThrow(try sut.inspect().find(button: "Show badges"))
    }
}
