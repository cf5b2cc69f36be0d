import Foundation
import Inspector
import ViewTree
import XCTest

private struct Feed: View {
    @State var position: Int?

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack {
                    ForEach(0..<20) { Text("Row \($0)").id($0) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position, anchor: .top)
            Button("Last") { proxy.scrollTo(19) }
            Button("First") { position = 0 }
            Text("At \(position.map(String.init) ?? "none")")
        }
    }
}

// `.scrollPosition(id:)`: the binding is the position; hosted, a reader's proxy writes it.
final class ScrollPositionTests: XCTestCase {
    func testReadsTheBindingAndAnchor() throws {
        var position: String? = "b"
        let binding = Binding(get: { position }, set: { position = $0 })
        let view = ScrollView { Text("a") }.scrollPosition(id: binding)
        XCTAssertEqual(try view.inspect().scrollView().scrollPosition(), AnyHashable("b"))
        XCTAssertNil(try view.inspect().scrollView().scrollPositionAnchor())
        position = nil
        XCTAssertNil(try view.inspect().scrollView().scrollPosition())
    }

    func testProxyScrollWritesTheBindingWhenHosted() throws {
        let hosted = ViewHosting.host(view: Feed())
        defer { hosted.expel() }
        let scroll = try hosted.inspect().find(ViewType.ScrollView.self)
        XCTAssertNil(try scroll.scrollPosition())
        XCTAssertEqual(try scroll.scrollPositionAnchor(), .top)
        try hosted.inspect().find(button: "Last").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition(), AnyHashable(19))
        XCTAssertNoThrow(try hosted.inspect().find(text: "At 19"))
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollViewReader.self).lastScrollTarget(), AnyHashable(19))
    }

    func testWritingTheBindingMovesThePositionAndAScrollAgainWritesItAgain() throws {
        let hosted = ViewHosting.host(view: Feed())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Last").tap()
        try hosted.inspect().find(button: "First").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition(), AnyHashable(0))
        // The same scroll a second time is another scroll: it writes the binding again.
        try hosted.inspect().find(button: "Last").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition(), AnyHashable(19))
    }

    func testAScrollToAnIdOfAnotherTypeLeavesTheBinding() throws {
        struct Mixed: View {
            @State var position: Int? = 3
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { Text("a").id("a") }.scrollPosition(id: $position)
                    Button("A") { proxy.scrollTo("a") }
                }
            }
        }
        let hosted = ViewHosting.host(view: Mixed())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "A").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition(), AnyHashable(3))
    }
}
