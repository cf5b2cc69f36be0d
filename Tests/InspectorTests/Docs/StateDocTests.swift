import Inspector
import Testing
import ViewTree
import XCTest

// Every example of Docs/State.md, as written there.

private struct ContentView: View {
    @State var flag: Bool = false

    var body: some View {
        Button(action: {
            self.flag.toggle()
        }, label: { Text(flag ? "True" : "False") })
    }
}

private struct Rows: View {
    @State var order = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(order, id: \.self) { Row(id: $0) }
            Button("Reverse") { order.reverse() }
        }
    }
}

private struct Row: View {
    let id: Int
    @State var taps = 0
    var body: some View {
        Button("\(id): \(taps)") { taps += 1 }
    }
}

private struct TapRow: View {
    @State private var taps = 0
    var body: some View {
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct TwiceTheSameRow: View {
    let row = TapRow()
    var body: some View {
        VStack {
            row
            row
        }
    }
}

private struct ToggleView: View {
    @Binding var binding: Bool
    var body: some View {
        Button("Toggle") { binding.toggle() }
    }
}

private final class Counter: ObservableObject {
    @Published var count = 0
}

private struct ModelReader: View {
    @EnvironmentObject var model: Counter
    var body: some View {
        Text("\(model.count)")
    }
}

private struct Greeting: View {
    @EnvironmentObject var model: Counter
    let name: String
    var body: some View { Text("Hello \(name), \(model.count)") }
}

private struct Loader: View {
    @State var text = "loading"
    var body: some View {
        Text(text)
            .task { text = "loaded" }
    }
}

private struct AppearingView: View {
    @State var flag: Bool = false
    internal var didAppear: ((Self) -> Void)? // 1.

    var body: some View {
        Button(action: {
            self.flag.toggle()
        }, label: { Text(flag ? "True" : "False") })
        .onAppear { self.didAppear?(self) } // 2.
    }
}

private struct NotifiedView: View, Inspectable {
    @State var flag: Bool = false
    let publisher: PassthroughSubject<Bool, Never>
    internal let inspection = Inspection<Self>() // 1.

    var body: some View {
        Button(action: {
            self.flag.toggle()
        }, label: { Text(flag ? "True" : "False") })
        .onReceive(publisher) { self.flag = $0 }
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) } // 2.
    }
}

private struct TopPadding: ViewModifier {
    var didAppear: ((Self.Body) -> Void)?

    func body(content: Content) -> some View {
        content
            .padding(.top, 15)
            .onAppear { self.didAppear?(self.body(content: content)) }
    }
}

final class StateDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testButtonTogglesFlag() throws {
        let hosted = ViewHosting.host(view: ContentView())
        try hosted.inspect().button().tap()
        XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "True")
        XCTAssertTrue(try hosted.inspect().view(ContentView.self).actualView().flag)
        hosted.expel()
    }

    func testStateFollowsThePlace() throws {
        let hosted = ViewHosting.host(view: Rows())
        try hosted.inspect().find(button: "1: 0").tap()
        try hosted.inspect().find(button: "Reverse").tap()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["3: 0", "2: 0", "1: 1", "Reverse"])
    }

    func testAViewValuePlacedTwiceKeepsAStatePerPlace() throws {
        let hosted = ViewHosting.host(view: TwiceTheSameRow())
        defer { hosted.expel() }
        try hosted.inspect().vStack().view(TapRow.self, 0).button().tap()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["taps 1", "taps 0"])
    }

    func testWithoutHosting() throws {
        let flag = Binding<Bool>(wrappedValue: false)
        let sut = ToggleView(binding: flag)
        XCTAssertFalse(flag.wrappedValue)
        try sut.inspect().button().tap()
        XCTAssertTrue(flag.wrappedValue)
    }

    func testMissingEnvironmentObject() throws {
        XCTAssertThrowsError(try VStack { ModelReader() }.inspect().vStack().view(ModelReader.self, 0).text()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().view(ModelReader.self, 0).text(): ModelReader reads @EnvironmentObject var model: Counter,"
                    + " but no Counter was provided with .environmentObject(_:) on it or an ancestor")
        }
    }

    func testActualViewWithoutTheEnvironmentObject() throws {
        let greeting = try VStack { Greeting(name: "Ada") }.inspect().vStack().view(Greeting.self, 0)
        XCTAssertEqual(try greeting.actualView().name, "Ada")
        XCTAssertThrowsError(try greeting.text())
    }

    func testStateValueChanges() {
        var sut = AppearingView()
        let exp = sut.on(\.didAppear) { view in
            XCTAssertFalse(try view.actualView().flag)
            try view.button().tap()
            XCTAssertTrue(try view.actualView().flag)
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 0.1)
    }

    func testPublisherChangingValue() {
        let publisher = PassthroughSubject<Bool, Never>()
        let sut = NotifiedView(publisher: publisher)

        let exp1 = sut.inspection.inspect { view in
            XCTAssertFalse(try view.actualView().flag)
            publisher.send(true)
        }
        let exp2 = sut.inspection.inspect(onReceive: publisher) { view in
            XCTAssertTrue(try view.actualView().flag)
            publisher.send(false)
        }
        let exp3 = sut.inspection.inspect(after: 0.2) { view in
            XCTAssertFalse(try view.actualView().flag)
        }
        ViewHosting.host(view: sut)
        wait(for: [exp1, exp2, exp3], timeout: 0.3)
    }

    func testModifierCallbackInspectsOnTheSpot() {
        var sut = TopPadding()
        let exp = XCTestExpectation(description: #function)
        sut.didAppear = { body in
            body.inspect { view in XCTAssertEqual(try view.padding(.top), 15) }
            exp.fulfill()
        }
        ViewHosting.host(view: EmptyView().modifier(sut))
        wait(for: [exp], timeout: 0.1)
    }
}

// Docs/State.md, "Timers and notifications".
private struct Stopwatch: View {
    let ticks = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    @State var elapsed = 0
    var body: some View {
        Text("\(elapsed)").onReceive(ticks) { _ in elapsed += 1 }
    }
}

final class StateTimerDocTests: XCTestCase {
    @MainActor func testATimerTicksWhileTheHandleWaits() async throws {
        let hosted = ViewHosting.host(view: Stopwatch())
        defer { hosted.expel() }
        try await hosted.waitUntil { (Int(try $0.text().string()) ?? 0) >= 3 }
    }
}

@Suite("Docs: State, async forms", .serialized)
struct StateDocAsyncTests {
    @Test @MainActor func waitingForAsynchronousUpdates() async throws {
        let publisher = PassthroughSubject<Bool, Never>()
        let hosted = ViewHosting.host(view: Loader())
        defer { hosted.expel() }
        let later = try await hosted.inspect(after: 0.5)
        #expect(try later.text().string() == "loaded")
        Task {
            try await Task.sleep(nanoseconds: 20_000_000)
            publisher.send(true)
        }
        let updated = try await hosted.inspect(onReceive: publisher)
        #expect(try updated.text().string() == "loaded")
    }

    @Test @MainActor func theEmissaryInAsyncTests() async throws {
        let sut = NotifiedView(publisher: PassthroughSubject<Bool, Never>())
        ViewHosting.host(view: sut)
        try await sut.inspection.inspect { view in
            let flag = try view.actualView().flag
            #expect(flag == false)
        }
        ViewHosting.expel()
    }
}

// Docs/State.md, "How the runtime updates": the Swift Testing trait.
@Suite(.expelsHostedViews) @MainActor
struct ForgetfulHostingTests {
    @Test func hostsAndForgets() throws {
        let hosted = ViewHosting.host(view: Text("left behind"))
        #expect(try hosted.inspect().find(text: "left behind").string() == "left behind")
    }   // expelled here
}
