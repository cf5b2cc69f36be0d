import Inspector
import ViewTree
import XCTest

private struct Hero: View {
    @Namespace private var hero
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Text("Title")
                .matchedGeometryEffect(id: "title", in: hero, properties: .position, anchor: .top, isSource: !isExpanded)
            Button("Expand") { isExpanded.toggle() }
        }
    }
}

final class MatchedGeometryEffectTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheEffectsValuesAreRead() throws {
        let namespace = Namespace().wrappedValue
        let effect = try Text("a").matchedGeometryEffect(id: 7, in: namespace).inspect().text().matchedGeometryEffect()
        XCTAssertEqual(effect.id, 7)
        XCTAssertEqual(effect.namespace, namespace)
        XCTAssertEqual(effect.properties, .frame)
        XCTAssertEqual(effect.anchor, .center)
        XCTAssertTrue(effect.isSource)
        XCTAssertThrowsError(try Text("a").inspect().text().matchedGeometryEffect()) { error in
            XCTAssertEqual("\(error)", "text().matchedGeometryEffect(): Text has no matchedGeometryEffect; it has no modifiers")
        }
    }

    func testEachNamespaceHasItsOwnID() {
        XCTAssertNotEqual(Namespace().wrappedValue, Namespace().wrappedValue)
    }

    func testAHostedViewKeepsItsNamespace() throws {
        let hosted = ViewHosting.host(view: Hero())
        let before = try hosted.inspect().find(text: "Title").matchedGeometryEffect()
        XCTAssertEqual(before.properties, .position)
        XCTAssertEqual(before.anchor, .top)
        XCTAssertTrue(before.isSource)
        try hosted.inspect().find(button: "Expand").tap()
        let after = try hosted.inspect().find(text: "Title").matchedGeometryEffect()
        XCTAssertFalse(after.isSource)
        XCTAssertEqual(after.namespace, before.namespace, "the namespace belongs to the view's place")
        XCTAssertEqual(after.id, "title")
    }

    func testTheTreeDumpShowsTheEffect() throws {
        XCTAssertEqual(try Text("a").matchedGeometryEffect(id: "t", in: Namespace().wrappedValue).inspect().treeDump(), """
            text() "a" .matchedGeometryEffect("t")
            """)
    }
}
