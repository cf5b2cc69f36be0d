import Inspector
import XCTest

// No `import ViewTree`: `import Inspector` brings it, as `import ViewInspector` brings
// `ViewHosting`.

private struct Pair: View {
    var body: some View {
        HStack {
            Button("Go") {}
            Text("Label")
        }
    }
}

/// `asInspectableView(ofType:)` and `asInspectableView()`, which users' own helpers call.
final class RetypeTests: XCTestCase {
    func testAViewRetypesToItsOwnKind() throws {
        let anonymous = try Pair().inspect().hStack()[0]
        let button = try anonymous.asInspectableView(ofType: ViewType.Button.self)
        XCTAssertEqual(try button.labelView().text().string(), "Go")
        XCTAssertEqual(button.pathToRoot, "view(Pair.self).hStack().button(0)")
        XCTAssertEqual(try button.asInspectableView().button().pathToRoot, button.pathToRoot)
    }

    func testRetypingToAnotherKindThrows() throws {
        let text = try Pair().inspect().hStack().text(1)
        XCTAssertThrowsError(try text.asInspectableView(ofType: ViewType.Button.self)) { error in
            XCTAssertEqual("\(error)", "view(Pair.self).hStack().text(1): expected Button, found Text")
        }
    }

    func testImportingInspectorAloneHostsViews() throws {
        let hosted = ViewHosting.host(view: Pair())
        defer { hosted.expel() }
        XCTAssertEqual(try hosted.inspect().find(text: "Label").pathToRoot, "view(Pair.self).hStack().text(1)")
    }
}
