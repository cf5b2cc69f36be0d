import Foundation
import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

private struct Switcher: View {
    @State private var isWide = true
    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(alignment: .leading))
        layout {
            Counter()
            Button("switch") { isWide.toggle() }
        }
    }
}

final class AnyLayoutTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheErasedLayoutIsRead() throws {
        let container = try Switcher().inspect().anyLayout()
        XCTAssertEqual(try container.actualLayout(HStackLayout.self), HStackLayout(spacing: 4))
        XCTAssertEqual(try container.button(1).labelView().text().string(), "switch")
        XCTAssertEqual(try container.find(button: "count 0").pathToRoot, "view(Switcher.self).anyLayout().view(Counter.self, 0).button()")
        XCTAssertThrowsError(try container.actualLayout(VStackLayout.self)) { error in
            XCTAssertEqual(
                "\(error)", "view(Switcher.self).anyLayout().actualLayout(VStackLayout.self): expected VStackLayout, found HStackLayout")
        }
    }

    func testSwitchingTheLayoutKeepsTheChildrensState() throws {
        let hosted = ViewHosting.host(view: Switcher())
        try hosted.inspect().find(button: "count 0").tap()
        try hosted.inspect().find(button: "count 1").tap()
        try hosted.inspect().find(button: "switch").tap()
        let container = try hosted.inspect().anyLayout()
        XCTAssertEqual(try container.actualLayout(VStackLayout.self), VStackLayout(alignment: .leading))
        XCTAssertNoThrow(try container.find(button: "count 2"), "the counter kept its state across the switch")
        try hosted.inspect().find(button: "switch").tap()
        XCTAssertEqual(try hosted.inspect().anyLayout().actualLayout(HStackLayout.self), HStackLayout(spacing: 4))
        XCTAssertNoThrow(try hosted.inspect().find(button: "count 2"))
    }

    func testTheTreeDumpNamesTheLayoutInside() throws {
        XCTAssertEqual(try Switcher().inspect().anyLayout().treeDump(), """
            view(Switcher.self).anyLayout() layout: HStackLayout
              view(Counter.self, 0)
                button()
                  labelView().text() "count 0"
              button(1)
                labelView().text() "switch"
            """)
    }
}
