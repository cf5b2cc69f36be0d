import Inspector
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Search: View {
    @State var query = ""
    let log: Log
    var body: some View {
        Text("Results for \(query)")
            .onChange(of: query) { newValue in log.entries.append("new \(newValue)") }
    }
}

final class ChangeAndTaskCallTests: XCTestCase {
    func testNewValueReachesAOneValueAction() throws {
        let log = Log()
        let sut = Text("a").onChange(of: 1) { log.entries.append("new \($0)") }
        try sut.inspect().text().callOnChange(newValue: 5)
        XCTAssertEqual(log.entries, ["new 5"])
    }

    func testNewValueReachesATwoValueActionWithTheCurrentValueAsOld() throws {
        let log = Log()
        let sut = Text("a").onChange(of: "draft") { old, new in log.entries.append("\(old) → \(new)") }
        try sut.inspect().text().callOnChange(newValue: "sent")
        XCTAssertEqual(log.entries, ["draft → sent"])
    }

    func testOldAndNewValues() throws {
        let log = Log()
        let sut = Text("a").onChange(of: 1) { old, new in log.entries.append("\(old) → \(new)") }
        try sut.inspect().text().callOnChange(oldValue: 2, newValue: 3)
        XCTAssertEqual(log.entries, ["2 → 3"])
    }

    func testIndexPicksAmongTheActionsOfOneType() throws {
        let log = Log()
        let sut = Text("a")
            .onChange(of: 1) { log.entries.append("first \($0)") }
            .onChange(of: "x") { log.entries.append("string \($0)") }
            .onChange(of: 2) { log.entries.append("second \($0)") }
        try sut.inspect().text().callOnChange(newValue: 7, index: 1)
        try sut.inspect().text().callOnChange(newValue: "y")
        XCTAssertEqual(log.entries, ["second 7", "string y"])
    }

    func testAnOptionalValueIsFoundForItsWrappedType() throws {
        let log = Log()
        let selection: Int? = nil
        let sut = Text("a").onChange(of: selection) { log.entries.append("\(String(describing: $0))") }
        try sut.inspect().text().callOnChange(newValue: 4)
        XCTAssertEqual(log.entries, ["Optional(4)"])
    }

    func testAnActionInACustomViewSeesItsState() throws {
        let log = Log()
        try Search(log: log).inspect().text().callOnChange(newValue: "swift")
        XCTAssertEqual(log.entries, ["new swift"])
    }

    func testMissingOnChangeNamesTheType() {
        let sut = Text("a").onChange(of: 1) { _ in }.padding()
        XCTAssertThrowsError(try sut.inspect().text().callOnChange(newValue: "x")) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callOnChange(newValue:): Text has no onChange(of: String); its modifiers: .onChange, .padding")
        }
    }

    func testAnIndexPastTheActions() {
        let sut = Text("a").onChange(of: 1) { _ in }
        XCTAssertThrowsError(try sut.inspect().text().callOnChange(oldValue: 1, newValue: 2, index: 1)) { error in
            XCTAssertTrue("\(error)".contains("callOnChange(oldValue:newValue:index:)"), "\(error)")
            XCTAssertTrue("\(error)".contains("onChange(of: Int) modifier"), "\(error)")
        }
    }

    @MainActor func testCallTaskAwaitsTheAction() async throws {
        let log = Log()
        let sut = Text("a").task {
            try? await Task.sleep(nanoseconds: 1_000_000)
            log.entries.append("loaded")
        }
        try await sut.inspect().text().callTask()
        XCTAssertEqual(log.entries, ["loaded"])
    }

    @MainActor func testCallTaskWithIdPicksByTheIdsType() async throws {
        let log = Log()
        let sut = Text("a")
            .task { log.entries.append("plain") }
            .task(id: "user") { log.entries.append("string id") }
            .task(id: 1) { log.entries.append("first int id") }
            .task(id: 2) { log.entries.append("second int id") }
        try await sut.inspect().text().callTask(id: 0, index: 1)
        try await sut.inspect().text().callTask(id: "any")
        try await sut.inspect().text().callTask()
        XCTAssertEqual(log.entries, ["second int id", "string id", "plain"])
    }

    @MainActor func testCallTaskWithoutATask() async {
        let sut = Text("a").task(id: 1) {}
        do {
            try await sut.inspect().text().callTask()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "text().callTask(): Text has no task; its modifiers: .task")
        }
        do {
            try await sut.inspect().text().callTask(id: "a")
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue("\(error)".contains("Text has no task(id: String)"), "\(error)")
        }
    }
}
