import Inspector
import Observation
import ViewTree
import XCTest

private struct Toggle: View {
    @State var flag = false
    var body: some View {
        Button(action: { flag.toggle() }, label: { Text(flag ? "True" : "False") })
    }
}

private struct BindingToggle: View {
    @Binding var binding: Bool
    var body: some View {
        Button(action: { binding.toggle() }, label: { Text(binding ? "On" : "Off") })
    }
}

private final class Counter: ObservableObject {
    @Published var count = 0
}

private struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View {
        VStack {
            Text("\(counter.count)")
            Button("Add") { counter.count += 1 }
        }
    }
}

@Observable
private final class Score {
    var points = 0
}

private struct ScoreView: View {
    let score: Score
    var body: some View {
        Text("\(score.points) points")
    }
}

private struct FontReader: View {
    @Environment(\.font) var font
    var body: some View {
        Text(font.map { "\($0)" } ?? "no font")
    }
}

private struct ModelReader: View {
    @EnvironmentObject var model: Counter
    var body: some View {
        Text("count \(model.count)")
    }
}

private struct TitleFont: ViewModifier {
    func body(content: Content) -> some View {
        content.environment(\.font, .title)
    }
}

final class UnhostedStateTests: XCTestCase {
    func testStateChangesAreVisibleWithoutHosting() throws {
        let sut = Toggle()
        let button = try sut.inspect().button()
        XCTAssertEqual(try button.labelView().text().string(), "False")
        try button.tap()
        XCTAssertTrue(try sut.inspect().view(Toggle.self).actualView().flag)
        XCTAssertEqual(try sut.inspect().button().labelView().text().string(), "True")
    }

    func testAHandleHeldAcrossATapShowsTheNewContent() throws {
        let sut = try Toggle().inspect()
        try sut.button().tap()
        XCTAssertEqual(try sut.button().labelView().text().string(), "True")
    }

    func testBindingValueChanges() throws {
        let flag = Binding<Bool>(wrappedValue: false)
        let sut = BindingToggle(binding: flag)
        XCTAssertFalse(flag.wrappedValue)
        try sut.inspect().button().tap()
        XCTAssertTrue(flag.wrappedValue)
    }

    func testBindingFormsAndProjections() throws {
        struct Person {
            var name: String
        }
        var storage = Person(name: "Ada")
        let person = Binding(get: { storage }, set: { storage = $0 })
        let name = person.name
        name.wrappedValue = "Grace"
        XCTAssertEqual(storage.name, "Grace")
        XCTAssertEqual(Binding.constant(3).wrappedValue, 3)
        @Binding var local = 1
        local = 2
        XCTAssertEqual($local.wrappedValue, 2)
    }

    func testObservedObjectChangesAreVisible() throws {
        let counter = Counter()
        let sut = try CounterView(counter: counter).inspect()
        XCTAssertEqual(try sut.vStack().text(0).string(), "0")
        try sut.vStack().button(1).tap()
        XCTAssertEqual(try sut.vStack().text(0).string(), "1")
        counter.count = 5
        XCTAssertEqual(try sut.vStack().text(0).string(), "5")
    }

    func testObservableModelChangesAreVisible() throws {
        let score = Score()
        let sut = try ScoreView(score: score).inspect()
        XCTAssertEqual(try sut.text().string(), "0 points")
        score.points = 3
        XCTAssertEqual(try sut.text().string(), "3 points")
    }

    func testObservableModelChangesAreVisibleToTheNextSearch() throws {
        // A search tracks the models its bodies read in one scope: a change to any of them
        // recomputes what the search computed.
        let score = Score()
        let sut = try VStack {
            ScoreView(score: Score())
            ScoreView(score: score)
        }.inspect()
        XCTAssertEqual(try sut.find(text: "0 points").pathToRoot, "vStack().view(ScoreView.self, 0).text()")
        score.points = 5
        XCTAssertEqual(try sut.find(text: "5 points").pathToRoot, "vStack().view(ScoreView.self, 1).text()")
        XCTAssertEqual(try sut.vStack().view(ScoreView.self, 1).text().string(), "5 points")
        score.points = 6
        XCTAssertEqual(sut.findAll(ViewType.Text.self).map { try? $0.string() }, ["0 points", "6 points"])
    }

    func testEnvironmentFlowsDownAndCanBeOverridden() throws {
        let sut = try VStack {
            FontReader()
            FontReader().environment(\.font, .caption)
            Group { FontReader() }.font(.body)
        }
        .environment(\.font, .title)
        .inspect()
        XCTAssertEqual(try sut.vStack().view(FontReader.self, 0).text().string(), ".title")
        XCTAssertEqual(try sut.vStack().view(FontReader.self, 1).text().string(), ".caption")
        XCTAssertEqual(try sut.vStack().group(2).view(FontReader.self, 0).text().string(), ".body")
        XCTAssertEqual(try FontReader().inspect().text().string(), "no font")
    }

    func testEnvironmentSetInsideACustomModifierReachesItsContent() throws {
        let sut = try FontReader().modifier(TitleFont()).inspect()
        XCTAssertEqual(try sut.view(FontReader.self).text().string(), ".title")
    }

    func testEnvironmentObjectsFlowDownAndSearchFindsWhatTheyShow() throws {
        let counter = Counter()
        counter.count = 7
        let sut = try VStack { ModelReader() }.environmentObject(counter).inspect()
        XCTAssertEqual(try sut.find(text: "count 7").pathToRoot, "vStack().view(ModelReader.self, 0).text()")
        XCTAssertTrue(try sut.find(ModelReader.self).actualView().model === counter)
    }

    func testAMissingEnvironmentObjectIsAnErrorNotACrash() throws {
        let sut = try VStack { ModelReader() }.inspect()
        XCTAssertThrowsError(try sut.vStack().view(ModelReader.self, 0).text()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().view(ModelReader.self, 0).text(): ModelReader reads @EnvironmentObject var model: Counter,"
                    + " but no Counter was provided with .environmentObject(_:) on it or an ancestor")
        }
        // As in ViewInspector, the value is returned without evaluating its body.
        XCTAssertNoThrow(try sut.vStack().view(ModelReader.self, 0).actualView())
        XCTAssertThrowsError(try sut.find(text: "count 0")) { error in
            XCTAssertTrue("\(error)".hasPrefix(
                "vStack().view(ModelReader.self, 0): ModelReader reads @EnvironmentObject var model: Counter"))
        }
    }
}
