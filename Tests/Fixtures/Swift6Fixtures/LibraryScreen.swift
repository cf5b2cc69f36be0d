import Observation
import ViewTree

// An `@Observable` model the view owns in `@State`, listed with `ForEach`.

struct Book: Identifiable {
    let id: Int
    let title: String
}

@Observable final class Library {
    var books = [Book(id: 1, title: "Dune")]

    func add(_ title: String) {
        books.append(Book(id: books.count + 1, title: title))
    }
}

struct LibraryScreen: View {
    @State private var library = Library()
    var body: some View {
        VStack {
            ForEach(library.books) { book in
                Text(book.title)
            }
            Button("Add") { library.add("Emma") }
        }
    }
}
