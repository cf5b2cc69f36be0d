import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

// Every example of Docs/TheBasics.md, as written there.

private struct ContentView: View {
    var body: some View {
        Text("Hello, world!")
    }
}

extension ContentView: Inspectable {}

private struct MyView: View {
    var body: some View {
        HStack {
            Text("Hi")
            AnyView(OtherView())
        }
    }
}

private struct OtherView: View {
    var body: some View {
        Text("Ok")
    }
}

private struct Row: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Banner: View {
    let isShown: Bool
    var body: some View {
        VStack {
            if isShown { Text("Offline") }
            Text("Inbox")
        }
    }
}

private struct Profile: View {
    let name: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello, ") + Text(name).bold()
            Image(systemName: "person")
            ForEach(["Posts", "Likes"], id: \.self) { Text($0) }
        }
        .font(.headline)
    }
}

private struct Receipt: View {
    let total: Double
    let paidAt: Date
    var body: some View {
        VStack {
            Text("Total: \(total, format: .currency(code: "EUR"))")
            Text(paidAt, style: .date)
            Text("Tap \(Image(systemName: "square.and.arrow.up")) to share")
        }
    }
}

private final class Counter {
    var value = 0
}

private struct CounterView: View {
    let counter: Counter
    var body: some View {
        Button(action: { counter.value += 1 }, label: { Text("Add") })
    }
}

final class TheBasicsDocTests: XCTestCase {
    func testAnIfKeepsItsIndex() throws {
        XCTAssertEqual(try Banner(isShown: true).inspect().vStack().text(1).string(), "Inbox")
        XCTAssertEqual(try Banner(isShown: false).inspect().vStack().text(1).string(), "Inbox")
        XCTAssertThrowsError(try Banner(isShown: false).inspect().vStack().text(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Banner.self).vStack().text(0): expected Text, found nothing: the `if` here (Optional<Text>) shows"
                    + " no view, as its condition does not hold; it keeps its index so that the views after it keep theirs")
        }
        XCTAssertEqual(try Banner(isShown: false).inspect().find(text: "Inbox").pathToRoot, "view(Banner.self).vStack().text(1)")
        XCTAssertTrue(try Banner(isShown: false).inspect().vStack()[0].isAbsent)
        XCTAssertFalse(try Banner(isShown: true).inspect().vStack()[0].isAbsent)
        XCTAssertEqual(
            try Banner(isShown: false).inspect().treeDump(),
            """
            view(Banner.self)
              vStack()
                [0] (an `if` that shows nothing)
                text(1) "Inbox"
            """)
    }

    func testStringValue() throws {
        let sut = ContentView()
        let value = try sut.inspect().text().string()
        XCTAssertEqual(value, "Hello, world!")
    }

    func testChainsRepeatTheStructureOfBody() throws {
        let text = try MyView().inspect().hStack().anyView(1).view(OtherView.self).text()
        XCTAssertEqual(try text.string(), "Ok")
    }

    func testIntermediateResults() throws {
        let hStack = try MyView().inspect().hStack()
        let hiText = try hStack.text(0)
        let okText = try hStack.anyView(1).view(OtherView.self).text()
        XCTAssertEqual(try hiText.string(), "Hi")
        XCTAssertEqual(try okText.string(), "Ok")
    }

    func testCollections() throws {
        let hStack = try MyView().inspect().hStack()
        XCTAssertEqual(hStack.count, 2)
        XCTAssertEqual(try hStack[1].anyView().view(OtherView.self).text().string(), "Ok")
        let strings = hStack.compactMap { try? $0.text().string() }
        XCTAssertEqual(strings, ["Hi"])
    }

    func testAGroupOfOneViewIsACollectionOfOne() throws {
        let shown = Binding(wrappedValue: true)
        let sut = Text("Note").alert("Saved", isPresented: shown) {
            Button("OK") {}
        }
        let actions = try sut.inspect().text().alert().actions()
        XCTAssertEqual(actions.count, 1)
        XCTAssertEqual(try actions.map { try $0.button().labelView().text().string() }, ["OK"])
        try actions.button(0).tap()
        XCTAssertFalse(shown.wrappedValue)
    }

    func testActualView() throws {
        let row = try VStack { Row(title: "First") }.inspect().vStack().view(Row.self, 0).actualView()
        XCTAssertEqual(row.title, "First")
    }

    func testReadingViews() throws {
        let vStack = try Profile(name: "Ada").inspect().vStack()
        XCTAssertEqual(try vStack.alignment(), .leading)
        XCTAssertEqual(try vStack.spacing(), 4)
        XCTAssertEqual(try vStack.text(0).string(), "Hello, Ada")
        XCTAssertEqual(try vStack.text(0).attributes().font(), .headline)  // inherited
        XCTAssertTrue(try vStack.text(0).attributes()[7..<10].isBold())  // "Ada"
        XCTAssertEqual(try vStack.image(1).actualImage().name(), "person")
        XCTAssertEqual(try vStack.forEach(2).text(1).string(), "Likes")
    }

    func testReadingFontsColorsAndImages() throws {
        let title = Text("Menu").font(.custom("Avenir", size: 20, relativeTo: .title).bold())
        let font = try title.inspect().text().attributes().font()
        XCTAssertEqual(try font.name(), "Avenir")
        XCTAssertEqual(try font.size(), 20)
        XCTAssertEqual(try font.style(), .title)
        XCTAssertEqual(try font.weight(), .bold)
        XCTAssertEqual(try Color(red: 1, green: 0.5, blue: 0).inspect().color().rgba().green, 0.5)
        XCTAssertEqual(try Color("brand").inspect().color().name(), "brand")
        XCTAssertEqual(try Image("logo").resizable().inspect().image().actualImage().rootImage(), Image("logo"))
    }

    func testTextsOfNumbersDatesAndImages() throws {
        let paidAt = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 GMT
        let vStack = try Receipt(total: 12.5, paidAt: paidAt).inspect().vStack()
        XCTAssertEqual(try vStack.text(0).string(), "Total: €12.50")
        XCTAssertEqual(try vStack.text(0).string(locale: Locale(identifier: "de_DE")), "Total: 12,50\u{A0}€")
        XCTAssertEqual(try vStack.text(1).string(), "November 14, 2023")
        XCTAssertEqual(try vStack.text(2).string(), "Tap Image('square.and.arrow.up') to share")
        XCTAssertEqual(try vStack.text(2).images(), [Image(systemName: "square.and.arrow.up")])
        XCTAssertNoThrow(try vStack.find(text: "November 14, 2023"))
    }

    func testTimesMatchWithWhitespaceNormalized() throws {
        let sut = VStack { Text(Date(timeIntervalSince1970: 1_700_000_000), style: .time) }
        XCTAssertEqual(try sut.inspect().vStack().text(0).string(), "10:13\u{202F}PM")
        XCTAssertNoThrow(try sut.inspect().find(text: .exact("10:13 PM", options: .whitespaceNormalized)))
    }

    func testAttributedString() throws {
        var greeting = AttributedString("Hello, world")
        greeting.font = .headline
        let text = try Text(greeting).foregroundColor(.blue).inspect().text()
        XCTAssertEqual(try text.attributedString().font, .headline)
        XCTAssertEqual(try text.attributedString().foregroundColor, .blue)
        XCTAssertEqual(try text.attributes().font(), .headline)
    }

    func testButtons() throws {
        let counter = Counter()
        let button = try CounterView(counter: counter).inspect().button()
        XCTAssertEqual(try button.labelView().text().string(), "Add")
        try button.tap()
        XCTAssertEqual(counter.value, 1)
    }

    func testTapOnDisabledButton() throws {
        let form = VStack { Button("Send") {} }.disabled(true)
        XCTAssertThrowsError(try form.inspect().vStack().button(0).tap()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().button(0).tap(): Button is disabled by .disabled(true) on its ancestor vStack()")
        }
    }

    func testReadingModifiers() throws {
        let sut = Text("Title")
            .padding(.top, 15)
            .opacity(0.5)
            .id(42)
            .accessibilityIdentifier("title")
            .onAppear {}
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.padding(.top), 15)
        XCTAssertTrue(try text.hasPadding(.top))
        XCTAssertEqual(try text.opacity(), 0.5)
        XCTAssertEqual(try text.id(), 42)
        XCTAssertEqual(try text.accessibilityIdentifier(), "title")
        try text.callOnAppear()
    }

    func testOverlays() throws {
        let badge = try Image("inbox").overlay(alignment: .topTrailing) { Text("3") }.inspect()
        XCTAssertEqual(try badge.image().overlay().text().string(), "3")
    }

    func testPathToRoot() throws {
        let okText = try MyView().inspect().hStack()[1].anyView().view(OtherView.self).text()
        XCTAssertEqual(okText.pathToRoot, "view(MyView.self).hStack().anyView(1).view(OtherView.self).text()")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try MyView().inspect().hStack().image(0)) { error in
            XCTAssertEqual("\(error)", "view(MyView.self).hStack().image(0): expected Image, found Text")
        }
        XCTAssertThrowsError(try MyView().inspect().hStack().text(2)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(MyView.self).hStack().text(2): index 2 is out of range: HStack has 2 child views (valid indices: 0...1)")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().padding()) { error in
            XCTAssertEqual("\(error)", "text().padding(): Text has no padding; it has no modifiers")
        }
    }
}

@Test @MainActor func greets() throws {
    #expect(try ContentView().inspect().text().string() == "Hello, world!")
}
