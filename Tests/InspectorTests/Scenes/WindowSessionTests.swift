import Inspector
import ViewTree
import XCTest

/// Counts the default values made.
private final class Made: @unchecked Sendable {
    var count = 0
    func next() -> Int {
        count += 1
        return count * 100
    }
}

private let made = Made()

private struct Note: View {
    @SceneStorage("draft") private var draft = ""
    @Binding var number: Int
    var body: some View {
        VStack {
            Text("Note \(number): \(draft)")
            TextField("Draft", text: $draft)
            Button("Next") { number += 1 }
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $number in
            Note(number: $number)
        } defaultValue: {
            made.next()
        }
        WindowGroup(id: "scratch") { Scratch() }
    }
}

private struct Scratch: View {
    @Environment(\.openWindow) private var openWindow
    @SceneStorage("text") private var text = ""
    var body: some View {
        VStack {
            TextField("Text", text: $text)
            Text("Scratch: \(text)")
            Button("Another") { openWindow(id: "scratch") }
        }
    }
}

/// A window opened without a value presents its default, made once; each window open at once
/// keeps its own scene storage, as each SwiftUI window does.
final class WindowSessionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    func testTheDefaultValueIsMadeOnceAndKept() throws {
        let before = made.count
        let hosted = ViewHosting.host(app: NotesApp())
        let first = try hosted.inspect().find(ViewType.Text.self).string()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), first, "bodies read the same value")
        XCTAssertEqual(made.count, before + 1)
        try hosted.inspect().find(button: "Next").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Note \((before + 1) * 100 + 1): ")
        XCTAssertEqual(made.count, before + 1)
    }

    func testEachOpenWindowOfAGroupHasItsOwnSceneStorage() throws {
        let hosted = ViewHosting.host(app: NotesApp(), id: "scratch")
        try hosted.inspect().find(ViewType.TextField.self).setInput("first")
        try hosted.inspect().find(button: "Another").tap()
        XCTAssertEqual(hosted.windows.count, 2)
        let second = hosted.windows[1]
        XCTAssertEqual(try second.inspect().find(text: "Scratch: ").string(), "Scratch: ")
        try second.inspect().find(ViewType.TextField.self).setInput("second")
        XCTAssertNoThrow(try hosted.inspect().find(text: "Scratch: first"))
        XCTAssertNoThrow(try second.inspect().find(text: "Scratch: second"))
    }
}
