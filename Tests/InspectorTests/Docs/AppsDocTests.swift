import Inspector
import ViewTree
import XCTest

// Every example of Docs/Apps.md, as written there.

@Observable
final class Books {
    var books = ["Dune", "Emma"]
    func add(_ title: String) { books.append(title) }
}

/// How many books the views below count.
struct BookCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Books leaning on one another: each one a step to the right of the one before.
struct Leaning: Layout {
    var step: CGFloat = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.enumerated().map { CGFloat($0.offset) * step + $0.element.width }.max() ?? 0
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * step, y: bounds.minY), proposal: .unspecified)
        }
    }
}

struct ShelfView: View {
    @Environment(Books.self) private var shelf
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count) books")
            Leaning {
                ForEach(shelf.books, id: \.self) { title in
                    Text(title).preference(key: BookCountKey.self, value: 1)
                }
            }
            Button("Add Persuasion") { shelf.add("Persuasion") }
        }
        .onPreferenceChange(BookCountKey.self) { count = $0 }
    }
}

struct BookshelfApp: App {
    @State private var shelf = Books()

    var body: some Scene {
        WindowGroup("Bookshelf") {
            ShelfView().environment(shelf)
        }
        .commands {
            CommandMenu("Books") {
                Button("Add Emma") { shelf.add("Emma") }
            }
        }
    }
}

#Preview("Books") {
    ShelfView().environment(Books())
}

final class AppsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testLaunchingCountsTheBooksAndTheButtonAndTheMenuAddOne() throws {
        let app = BookshelfApp()
        let hosted = ViewHosting.host(app: app)
        XCTAssertNoThrow(try hosted.inspect().find(text: "2 books"))

        try hosted.inspect().find(button: "Add Persuasion").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "3 books"))

        // The menu's command acts on the same app.
        try app.inspect().commandMenu("Books").content().find(button: "Add Emma").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "4 books"))
        XCTAssertEqual(try app.inspect().windowGroup().title(), "Bookshelf")
    }

    func testTheLayoutsSubviewsAreSearchedAndItsCodeRuns() throws {
        let leaning = try Previews.named("Books").inspect().find(ViewType.Layout<Leaning>.self)
        XCTAssertEqual(
            try leaning.find(text: "Emma").pathToRoot, "view(ShelfView.self).vStack().layout(Leaning.self, 1).forEach(0).text(1)")
        let frames = try leaning.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 100, height: 20), proposal: .unspecified,
            subviewSizes: [CGSize(width: 40, height: 20), CGSize(width: 50, height: 20)]
        ).map(\.frame.minX)
        XCTAssertEqual(frames, [0, 12])
    }

    func testThePreviewShowsWhatTheWindowShows() throws {
        let preview = try Previews.named("Books").inspect()
        XCTAssertEqual(try preview.find(ViewType.VStack.self).preferenceValue(BookCountKey.self), 2)
    }
}
