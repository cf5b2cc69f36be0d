import Foundation
import Inspector
import ViewTree
import XCTest

// A custom modifier that observes a model re-renders when it changes.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

// MARK: - A modifier that observes a model

private final class Theme: ObservableObject {
    @Published var name = "light"
}

private struct Frame<Content: View>: View {
    let content: Content
    var body: some View {
        VStack { content }
    }
}

private struct Themed: ViewModifier {
    @ObservedObject var theme: Theme
    let log: Log
    func body(content: Content) -> some View {
        Frame(content: VStack {
            Text("theme \(theme.name)")
            content
        })
        .onChange(of: theme.name) { log.entries.append("rendered \($0)") }
    }
}

final class RuntimeModifierObservationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAModifierThatWrapsContentInACustomViewFollowsItsModel() throws {
        let theme = Theme()
        let log = Log()
        let hosted = ViewHosting.host(view: Text("content").modifier(Themed(theme: theme, log: log)))
        XCTAssertNoThrow(try hosted.inspect().find(text: "theme light"))
        theme.name = "dark"
        hosted.update()
        XCTAssertNoThrow(try hosted.inspect().find(text: "theme dark"))
        // The runtime re-rendered the modifier's body: its onChange saw the new name.
        XCTAssertEqual(log.entries, ["rendered dark"])
    }
}
