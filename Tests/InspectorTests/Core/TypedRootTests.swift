import Inspector
import ViewTree
import XCTest

private struct Counter: View, Inspectable {
    @State var count = 0
    let title: String
    var body: some View {
        VStack {
            Text(title)
            Button("Add") { count += 1 }
            Text("\(count)")
        }
    }
}

private struct Plain: View {
    var body: some View { Text("plain") }
}

/// `inspect()` on a view marked `Inspectable` is typed by the view, as in ViewInspector, so
/// `actualView()` needs no type annotation; on other views it is anonymous, as in
/// ViewInspector's current versions.
final class TypedRootTests: XCTestCase {
    func testAnInspectableViewsRootIsTypedByTheView() throws {
        let sut = try Counter(title: "Taps").inspect()
        XCTAssertTrue(type(of: sut) == InspectableView<ViewType.View<Counter>>.self)
        let view = try sut.actualView()
        XCTAssertEqual(view.title, "Taps")
        XCTAssertEqual(sut.pathToRoot, "view(Counter.self)")
    }

    func testATypedRootUnwrapsAsTheAnonymousRootDoes() throws {
        let typed = try Counter(title: "Taps").inspect()
        XCTAssertEqual(try typed.vStack().text(0).string(), "Taps")
        XCTAssertEqual(try typed.vStack().pathToRoot, "view(Counter.self).vStack()")
        XCTAssertEqual(try typed.view(Counter.self).pathToRoot, "view(Counter.self)")
        XCTAssertEqual(try typed.find(button: "Add").pathToRoot, "view(Counter.self).vStack().button(1)")
    }

    func testOtherViewsRootIsAnonymous() throws {
        let sut = try Plain().inspect()
        XCTAssertTrue(type(of: sut) == InspectableView<ViewType.ClassifiedView>.self)
        XCTAssertEqual(try sut.text().string(), "plain")
        XCTAssertEqual(try sut.view(Plain.self).text().string(), "plain")
        XCTAssertEqual(try Text("a").inspect().text().string(), "a")
    }

    func testAHostedInspectableViewsRootIsTypedToo() throws {
        let hosted = ViewHosting.host(view: Counter(title: "Taps"))
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Add").tap()
        let view = try hosted.inspect().actualView()
        XCTAssertEqual(view.title, "Taps")
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "1")
        // Still a `HostedView` wherever one is expected.
        let plain: HostedView = hosted
        XCTAssertTrue(type(of: try plain.inspect()) == InspectableView<ViewType.ClassifiedView>.self)
        let other = ViewHosting.host(view: Plain())
        defer { other.expel() }
        XCTAssertTrue(type(of: try other.inspect()) == InspectableView<ViewType.ClassifiedView>.self)
    }
}
