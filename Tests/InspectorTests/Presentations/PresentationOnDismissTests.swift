import Inspector
import ViewTree
import XCTest

// A presentation's `onDismiss` runs whenever it goes away in a hosted hierarchy, however its
// binding changed, and once per dismissal (`Docs/Presentations.md`, "When onDismiss runs").

private final class Log: @unchecked Sendable {
    var entries: [String] = []
    var dismissals: Int { entries.filter { $0 == "dismissed" }.count }
}

private struct Note: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

private struct Presenter: View {
    let log: Log
    @State var showsNote = false
    var body: some View {
        VStack {
            Button("Open") { showsNote = true }
            Button("Close") { showsNote = false }
        }
        .sheet(isPresented: $showsNote, onDismiss: { log.entries.append("dismissed") }) {
            Note()
                .onDisappear { log.entries.append("disappeared") }
        }
    }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct ItemPresenter: View {
    let log: Log
    @State var fruit: Fruit?
    var body: some View {
        VStack {
            Button("Apple") { fruit = Fruit(id: 1, name: "Apple") }
            Button("Clear") { fruit = nil }
        }
        .sheet(item: $fruit, onDismiss: { log.entries.append("dismissed") }) { fruit in
            Text(fruit.name)
                .onDisappear { log.entries.append("disappeared") }
        }
    }
}

final class PresentationOnDismissTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testHostedButtonSettingTheBindingFalseRunsOnDismissOnceAfterOnDisappear() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        XCTAssertEqual(log.dismissals, 0)
        try hosted.inspect().find(button: "Close").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["disappeared", "dismissed"])
        XCTAssertThrowsError(try hosted.inspect().vStack().sheet())
        hosted.update()
        XCTAssertEqual(log.dismissals, 1)
    }

    func testHostedInspectorDismissRunsOnDismissOnce() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        try hosted.inspect().vStack().sheet().dismiss()
        XCTAssertEqual(log.dismissals, 1)
        hosted.update()
        XCTAssertThrowsError(try hosted.inspect().vStack().sheet())
        XCTAssertEqual(log.entries, ["dismissed", "disappeared"])
    }

    func testHostedDismissEnvironmentActionRunsOnDismissOnce() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        try hosted.inspect().find(button: "Done").tap()
        hosted.update()
        XCTAssertThrowsError(try hosted.inspect().find(button: "Done"))
        XCTAssertEqual(log.entries, ["dismissed", "disappeared"])
    }

    func testHostedItemSetToNilRunsOnDismissOnce() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: ItemPresenter(log: log))
        try hosted.inspect().find(button: "Apple").tap()
        hosted.update()
        XCTAssertEqual(try hosted.inspect().vStack().sheet().text().string(), "Apple")
        try hosted.inspect().find(button: "Clear").tap()
        hosted.update()
        XCTAssertThrowsError(try hosted.inspect().vStack().sheet())
        XCTAssertEqual(log.entries, ["disappeared", "dismissed"])
    }

    func testRepresentingAndDismissingAgainRunsOnDismissTwiceInTotal() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        try hosted.inspect().find(button: "Close").tap()
        hosted.update()
        XCTAssertEqual(log.dismissals, 1)
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        try hosted.inspect().vStack().sheet().dismiss()
        hosted.update()
        XCTAssertEqual(log.dismissals, 2)
        try hosted.inspect().find(button: "Close").tap()
        hosted.update()
        XCTAssertEqual(log.dismissals, 2)
        XCTAssertEqual(log.entries, ["disappeared", "dismissed", "dismissed", "disappeared"])
    }

    func testUnhostedInspectionRunsOnDismissThroughDismiss() throws {
        var dismissals = 0
        var shows = true
        let binding = Binding(get: { shows }, set: { shows = $0 })
        let view = Text("Base").sheet(isPresented: binding, onDismiss: { dismissals += 1 }) { Text("Sheet") }
        try view.inspect().sheet().dismiss()
        XCTAssertFalse(shows)
        XCTAssertEqual(dismissals, 1)
    }
}
