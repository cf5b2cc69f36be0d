import Inspector
import Observation
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private final class Model: ObservableObject {
    @Published var count = 0
}

@Observable
private final class Tally {
    var value = 0
}

private struct ModelView: View {
    @ObservedObject var model: Model
    let log: Log
    var body: some View {
        Text("\(model.count)")
            .onChange(of: model.count) { log.entries.append("changed to \($0)") }
    }
}

private struct TallyView: View {
    let tally: Tally
    let log: Log
    var body: some View {
        Text("\(tally.value)")
            .onChange(of: tally.value) { old, new in log.entries.append("\(old) → \(new)") }
    }
}

private struct Owner: View {
    @StateObject var model = Model()
    var body: some View {
        Text("\(model.count)")
    }
}

private struct FontReader: View {
    @Environment(\.font) var font
    var body: some View {
        Text(font.map { "\($0)" } ?? "none")
    }
}

private struct Lifecycle: View {
    @State var showDetail = true
    let log: Log
    var body: some View {
        VStack {
            if showDetail {
                Text("detail")
                    .onAppear { log.entries.append("detail appeared") }
                    .onDisappear { log.entries.append("detail disappeared") }
            }
            Button("Toggle") { showDetail.toggle() }
        }
        .onAppear { log.entries.append("stack appeared") }
    }
}

private struct Runaway: View {
    @State var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { count += 1 }
            .onAppear { count += 1 }
    }
}

private struct Identified: View {
    @State var version = 0
    var body: some View {
        VStack {
            Toggler().id(version)
            Button("Reset") { version += 1 }
        }
    }
}

private struct Toggler: View {
    @State var isOn = false
    var body: some View {
        Button(isOn ? "on" : "off") { isOn.toggle() }
    }
}

private struct Loader: View {
    @State var text = "loading"
    var body: some View {
        Text(text)
            .task { text = "loaded" }
    }
}

private struct Receiver: View {
    @State var received: [Int] = []
    let numbers: PassthroughSubject<Int, Never>
    var body: some View {
        Text(received.map(String.init).joined(separator: ","))
            .onReceive(numbers) { received.append($0) }
    }
}

final class HostingLifecycleTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testEnvironmentPropagatesAndIsOverriddenInHostedViews() throws {
        let hosted = ViewHosting.host(
            view: VStack {
                FontReader()
                FontReader().font(.caption)
            }
            .font(.title))
        let vStack = try hosted.inspect().vStack()
        XCTAssertEqual(try vStack.view(FontReader.self, 0).text().string(), ".title")
        XCTAssertEqual(try vStack.view(FontReader.self, 1).text().string(), ".caption")
        XCTAssertEqual(try vStack.view(FontReader.self, 1).actualView().font, .caption)
    }

    func testAnObservableObjectChangeReRendersTheView() throws {
        let model = Model()
        let log = Log()
        let hosted = ViewHosting.host(view: ModelView(model: model, log: log))
        model.count = 3
        XCTAssertEqual(try hosted.inspect().text().string(), "3")
        XCTAssertEqual(log.entries, ["changed to 3"], "the runtime re-rendered and ran onChange")
    }

    func testAnObservableModelChangeReRendersTheView() throws {
        let tally = Tally()
        let log = Log()
        let hosted = ViewHosting.host(view: TallyView(tally: tally, log: log))
        tally.value = 2
        XCTAssertEqual(try hosted.inspect().text().string(), "2")
        XCTAssertEqual(log.entries, ["0 → 2"])
    }

    func testUpdatesAreDeliveredOnTheMainQueue() {
        let model = Model()
        let log = Log()
        ViewHosting.host(view: ModelView(model: model, log: log))
        model.count = 1
        XCTAssertEqual(log.entries, [], "not yet: the update is scheduled")
        let delivered = expectation(description: "delivered")
        DispatchQueue.main.async { delivered.fulfill() }
        wait(for: [delivered], timeout: 1)
        XCTAssertEqual(log.entries, ["changed to 1"])
    }

    func testAppearAndDisappearCallbacks() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Lifecycle(log: log))
        XCTAssertEqual(log.entries, [])
        hosted.update()
        XCTAssertEqual(log.entries, ["detail appeared", "stack appeared"], "deepest first, as in SwiftUI")
        try hosted.inspect().find(button: "Toggle").tap()
        hosted.update()
        XCTAssertEqual(log.entries.last, "detail disappeared")
        try hosted.inspect().find(button: "Toggle").tap()
        hosted.update()
        XCTAssertEqual(log.entries.last, "detail appeared")
        hosted.expel()
        XCTAssertEqual(log.entries.last, "detail disappeared")
    }

    func testExpelReleasesState() throws {
        weak var weakModel: Model?
        do {
            let hosted = ViewHosting.host(view: Owner())
            weakModel = try hosted.inspect().view(Owner.self).actualView().model
            XCTAssertNotNil(weakModel)
            ViewHosting.expel()
        }
        XCTAssertNil(weakModel)
        ViewHosting.expel()
    }

    func testANewIDMakesNewState() throws {
        let hosted = ViewHosting.host(view: Identified())
        try hosted.inspect().find(button: "off").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "on"))
        try hosted.inspect().find(button: "Reset").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "off"))
    }

    func testACallbackLoopIsCutOffWithADiagnostic() throws {
        let hosted = ViewHosting.host(view: Runaway())
        XCTAssertThrowsError(try hosted.inspect()) { error in
            XCTAssertTrue("\(error)".hasPrefix(
                "the hosted view stopped updating: state kept changing for 100 rounds of updates in a row"))
        }
        XCTAssertEqual(hosted.diagnostics.count, 1)
        XCTAssertTrue(hosted.diagnostics[0].contains("Runaway"))
    }

    func testTasksRunAndUpdateState() throws {
        let hosted = ViewHosting.host(view: Loader())
        let deadline = Date().addingTimeInterval(2)
        while (try? hosted.inspect().text().string()) != "loaded", Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(try hosted.inspect().text().string(), "loaded")
    }

    func testOnReceiveDeliversPublisherValues() throws {
        let numbers = PassthroughSubject<Int, Never>()
        let hosted = ViewHosting.host(view: Receiver(numbers: numbers))
        numbers.send(1)
        numbers.send(2)
        XCTAssertEqual(try hosted.inspect().text().string(), "1,2")
        hosted.expel()
        numbers.send(3)
        XCTAssertThrowsError(try hosted.inspect())
    }

    func testExpelTwiceOrWithNothingHostedIsSafe() {
        ViewHosting.expel()
        ViewHosting.expel()
        let hosted = ViewHosting.host(view: Text("a"))
        hosted.expel()
        hosted.expel()
        ViewHosting.expel()
    }
}
