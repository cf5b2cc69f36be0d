import Inspector
import ViewTree
import XCTest

private struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

private struct TodoRow: View {
    @Binding var todo: Todo
    var body: some View {
        Button("\(todo.title)\(todo.isDone ? " ✓" : "")") { todo.isDone.toggle() }
    }
}

private struct TodoList: View {
    @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    var body: some View {
        VStack {
            ForEach($todos) { $todo in
                TodoRow(todo: $todo)
            }
            Button("Reverse") { todos.reverse() }
        }
    }
}

private struct Names: View {
    @Binding var names: [String]
    var body: some View {
        ForEach($names, id: \.self) { $name in
            Button(name) { name += "!" }
        }
    }
}

/// A row with state of its own, to check that rows over a binding keep their identity.
private struct CountingRow: View {
    @Binding var todo: Todo
    @State var taps = 0
    var body: some View {
        Button("\(todo.title) \(taps)") { taps += 1 }
    }
}

private struct CountingList: View {
    @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    var body: some View {
        VStack {
            ForEach($todos) { $todo in CountingRow(todo: $todo) }
            Button("Reverse") { todos.reverse() }
        }
    }
}

final class BindingCollectionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testForEachOverABindingGivesEachRowABindingToItsElement() throws {
        let sut = TodoList()
        XCTAssertEqual(try sut.inspect().vStack().forEach(0).count, 2)
        try sut.inspect().find(button: "Eggs").tap()
        XCTAssertEqual(sut.todos.map(\.isDone), [false, true])
        XCTAssertNoThrow(try sut.inspect().find(button: "Eggs ✓"))
        XCTAssertEqual(try sut.inspect().vStack().forEach(0).elementIDs(), [1, 2])
    }

    func testForEachOverABindingWithAnIDKeyPath() throws {
        let names = Binding<[String]>(wrappedValue: ["Ada", "Grace"])
        try Names(names: names).inspect().find(button: "Grace").tap()
        XCTAssertEqual(names.wrappedValue, ["Ada", "Grace!"])
        XCTAssertEqual(try Names(names: names).inspect().forEach().elementIDs(), ["Ada", "Grace!"])
        XCTAssertEqual(
            try Names(names: names).inspect().find(button: "Grace!").pathToRoot, "view(Names.self).forEach().button(1)")
    }

    func testHostedRowsOverABindingWriteThroughAndKeepTheirStateWhenReordered() throws {
        let hosted = ViewHosting.host(view: TodoList())
        try hosted.inspect().find(button: "Milk").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Milk ✓"))
        XCTAssertEqual(try hosted.inspect().view(TodoList.self).actualView().todos.map(\.isDone), [true, false])

        let counting = ViewHosting.host(view: CountingList())
        try counting.inspect().find(button: "Milk 0").tap()
        try counting.inspect().find(button: "Reverse").tap()
        let titles = try counting.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["Eggs 0", "Milk 1", "Reverse"])
    }

    func testABindingToACollectionIsACollectionOfBindings() {
        let numbers = Binding<[Int]>(wrappedValue: [1, 2, 3])
        XCTAssertEqual(numbers.count, 3)
        XCTAssertEqual(numbers.map(\.wrappedValue), [1, 2, 3])
        numbers[1].wrappedValue = 20
        XCTAssertEqual(numbers.wrappedValue, [1, 20, 3])
        XCTAssertEqual(numbers.last?.wrappedValue, 3)
        XCTAssertEqual(numbers.indices, 0..<3)
        XCTAssertEqual(numbers.reversed().map(\.wrappedValue), [3, 20, 1])
        for element in numbers {
            element.wrappedValue *= 2
        }
        XCTAssertEqual(numbers.wrappedValue, [2, 40, 6])
    }

    func testOptionalBindingFromABinding() {
        let name = Binding<String>(wrappedValue: "Ada")
        let optional = Binding<String?>(name)
        XCTAssertEqual(optional.wrappedValue, "Ada")
        optional.wrappedValue = "Grace"
        XCTAssertEqual(name.wrappedValue, "Grace")
        optional.wrappedValue = nil
        XCTAssertEqual(name.wrappedValue, "Grace", "writing nil leaves the base unchanged")
    }

    func testBindingFromAnOptionalBinding() throws {
        let draft = Binding<String?>(wrappedValue: nil)
        XCTAssertNil(Binding(draft), "nil when the base's value is nil")
        draft.wrappedValue = "Ada"
        let name = try XCTUnwrap(Binding(draft))
        XCTAssertEqual(name.wrappedValue, "Ada")
        name.wrappedValue = "Grace"
        XCTAssertEqual(draft.wrappedValue, "Grace")
        draft.wrappedValue = nil
        XCTAssertEqual(name.wrappedValue, "Grace", "keeps the last value when the base becomes nil")
    }

    func testAnyHashableBinding() {
        let number = Binding<Int>(wrappedValue: 1)
        let erased = Binding<AnyHashable>(number)
        XCTAssertEqual(erased.wrappedValue, AnyHashable(1))
        erased.wrappedValue = AnyHashable(5)
        XCTAssertEqual(number.wrappedValue, 5)
        erased.wrappedValue = AnyHashable("five")
        XCTAssertEqual(number.wrappedValue, 5, "a value of another type leaves the base unchanged")
    }

    func testDerivedBindingsOfAStateUpdateTheViewThatOwnsIt() throws {
        struct Editor: View {
            @State var name: String? = "Ada"
            var body: some View {
                VStack {
                    Text(name ?? "none")
                    if let name = Binding($name) {
                        Button("Rename") { name.wrappedValue = "Grace" }
                    }
                }
            }
        }
        let hosted = ViewHosting.host(view: Editor())
        try hosted.inspect().find(button: "Rename").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Grace")
        let sut = Editor()
        let handle = try sut.inspect()
        try handle.find(button: "Rename").tap()
        XCTAssertEqual(try handle.vStack().text(0).string(), "Grace")
    }

    func testListOverABinding() throws {
        struct Checklist: View {
            @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
            var body: some View {
                List($todos) { $todo in
                    TodoRow(todo: $todo)
                }
            }
        }
        struct Tags: View {
            @Binding var tags: [String]
            var body: some View {
                List($tags, id: \.self) { $tag in
                    Button(tag) { tag = tag.uppercased() }
                }
            }
        }
        let sut = Checklist()
        try sut.inspect().find(button: "Milk").tap()
        XCTAssertEqual(sut.todos.map(\.isDone), [true, false])
        XCTAssertEqual(try sut.inspect().list().forEach(0).elementIDs(), [1, 2])
        let hosted = ViewHosting.host(view: Checklist())
        try hosted.inspect().find(button: "Eggs").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Eggs ✓"))
        let tags = Binding<[String]>(wrappedValue: ["a", "b"])
        try Tags(tags: tags).inspect().find(button: "b").tap()
        XCTAssertEqual(tags.wrappedValue, ["a", "B"])
    }
}
