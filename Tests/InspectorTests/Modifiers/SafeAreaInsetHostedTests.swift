import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Button("Add \(count)") { count += 1 }
    }
}

private struct Screen: View {
    @State var items: [String] = []
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
        }
        .safeAreaInset(edge: .bottom) {
            Button("New") { items.append("item \(items.count)") }
        }
        .mask { Counter() }
    }
}

/// The views a `safeAreaInset` or a `mask` carries are hosted like an overlay's: their buttons
/// act on the screen's state, and state of their own lasts.
final class SafeAreaInsetHostedTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testButtonsInAnInsetChangeTheScreen() throws {
        let hosted = ViewHosting.host(view: Screen())
        try hosted.inspect().find(button: "New").tap()
        try hosted.inspect().find(button: "New").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "item 1").pathToRoot, "view(Screen.self).list().forEach(0).text(1)")
    }

    func testStateInsideAMaskLasts() throws {
        let hosted = ViewHosting.host(view: Screen())
        try hosted.inspect().find(button: "Add 0").tap()
        try hosted.inspect().find(button: "Add 1").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Add 2"))
        XCTAssertEqual(
            try hosted.inspect().find(button: "Add 2").pathToRoot, "view(Screen.self).list().mask().view(Counter.self).button()")
    }
}
