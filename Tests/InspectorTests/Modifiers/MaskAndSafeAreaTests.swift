import Foundation
@testable import Inspector
import ViewTree
import XCTest

final class MaskAndSafeAreaTests: XCTestCase {
    func testMaskIsReachedAndSearched() throws {
        let sut = Image("photo").mask(alignment: .top) {
            Circle()
            Text("cut")
        }
        let image = try sut.inspect().image()
        XCTAssertEqual(try image.mask().alignment(), .top)
        XCTAssertEqual(try image.mask().shape(0).pathToRoot, "image().mask().shape(0)")
        XCTAssertEqual(try image.mask().text(1).string(), "cut")
        XCTAssertEqual(try sut.inspect().find(text: "cut").pathToRoot, "image().mask().text(1)")
    }

    @available(*, deprecated)
    func testDeprecatedMaskForm() throws {
        let image = try Image("photo").mask(Circle()).inspect().image()
        XCTAssertEqual(try image.mask().shape().pathToRoot, "image().mask().shape()")
        XCTAssertEqual(try image.mask().alignment(), .center)
    }

    func testMissingMask() throws {
        XCTAssertThrowsError(try Image("a").inspect().image().mask()) { error in
            XCTAssertEqual("\(error)", "image().mask(): Image has no mask; it has no modifiers")
        }
    }

    func testSafeAreaInsetOnEveryEdge() throws {
        let sut = List { Text("row") }
            .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 8) { Button("Add") {} }
            .safeAreaInset(edge: .trailing, alignment: .top) { Text("side") }
        let list = try sut.inspect().list()
        let bottom = try list.safeAreaInset()
        XCTAssertEqual(try bottom.edge(), .bottom)
        XCTAssertEqual(try bottom.alignment(), Alignment(horizontal: .leading, vertical: .center))
        XCTAssertEqual(try bottom.spacing(), 8)
        XCTAssertEqual(try bottom.button().labelView().text().string(), "Add")
        let trailing = try list.safeAreaInset(1)
        XCTAssertEqual(try trailing.edge(), .trailing)
        XCTAssertEqual(try trailing.alignment(), Alignment(horizontal: .center, vertical: .top))
        XCTAssertNil(try trailing.spacing())
        XCTAssertEqual(try sut.inspect().find(text: "side").pathToRoot, "list().safeAreaInset(1).text()")
        XCTAssertEqual(try sut.inspect().find(button: "Add").pathToRoot, "list().safeAreaInset().button()")
        let top = try Text("a").safeAreaInset(edge: .top) { Text("b") }.inspect().text().safeAreaInset()
        XCTAssertEqual(try top.edge(), .top)
        let leading = try Text("a").safeAreaInset(edge: .leading) { Text("b") }.inspect().text().safeAreaInset()
        XCTAssertEqual(try leading.edge(), .leading)
    }

    func testSafeAreaInsetErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().safeAreaInset()) { error in
            XCTAssertEqual("\(error)", "text().safeAreaInset(): Text has no safeAreaInset; it has no modifiers")
        }
        XCTAssertThrowsError(try Text("a").safeAreaInset(edge: .top) { Text("b") }.inspect().text().safeAreaInset(1)) { error in
            XCTAssertEqual(
                "\(error)", "text().safeAreaInset(1): index 1 is out of range: Text has 1 safeAreaInset (valid indices: 0...0)")
        }
    }

    func testIgnoresSafeArea() throws {
        let all = try Color.blue.ignoresSafeArea().inspect().color().ignoresSafeArea()
        XCTAssertEqual(all.regions, .all)
        XCTAssertEqual(all.edges, .all)
        let keyboard = try Color.blue.ignoresSafeArea(.keyboard, edges: .bottom).inspect().color().ignoresSafeArea()
        XCTAssertEqual(keyboard.regions, .keyboard)
        XCTAssertEqual(keyboard.edges, .bottom)
        XCTAssertThrowsError(try Color.blue.inspect().color().ignoresSafeArea()) { error in
            XCTAssertEqual("\(error)", "color().ignoresSafeArea(): Color has no ignoresSafeArea; it has no modifiers")
        }
    }

    @available(*, deprecated)
    func testEdgesIgnoringSafeArea() throws {
        XCTAssertEqual(try Color.red.edgesIgnoringSafeArea(.top).inspect().color().edgesIgnoringSafeArea(), .top)
        XCTAssertEqual(
            try Color.red.edgesIgnoringSafeArea(.all).inspect().treeDump(), "color() red .edgesIgnoringSafeArea(.all)")
        XCTAssertThrowsError(try Color.red.ignoresSafeArea().inspect().color().edgesIgnoringSafeArea()) { error in
            XCTAssertEqual(
                "\(error)", "color().edgesIgnoringSafeArea(): Color has no edgesIgnoringSafeArea; its modifiers: .ignoresSafeArea")
        }
    }

    func testAMasksViewsAreNotReadButAnInsetsAre() throws {
        let sut = VStack {
            Image("photo").mask { Text("cut") }
            List { Text("row") }.safeAreaInset(edge: .bottom) { Button("Add") {} }
        }
        let root = try sut.inspect()
        XCTAssertTrue(try root.find(text: "cut").isAccessibilityHidden())
        XCTAssertThrowsError(try root.find(role: .staticText, name: "cut")) { error in
            XCTAssertEqual(
                "\(error)",
                """
                vStack().find(role: .staticText, name: "cut"): found no element with role .staticText named "cut" (searched 9 views below)
                vStack().image(0).mask().text() has role .staticText and name "cut", but it is hidden by .mask on vStack().image(0).
                The elements with role .staticText there:
                  "row" at vStack().list(1).text(0)
                Searched views (as Inspector sees them):
                vStack()
                  image(0) "photo" .mask
                    mask()
                      text() "cut"
                  list(1) .safeAreaInset(edge: .bottom)
                    text(0) "row"
                    safeAreaInset()
                      button()
                        labelView().text() "Add"
                """)
        }
        XCTAssertEqual(try root.find(role: .button, name: "Add").pathToRoot, "vStack().list(1).safeAreaInset().button()")
    }

    func testEveryPathIsAChain() throws {
        let sut = VStack {
            Image("photo").mask { Circle(); Text("cut") }
            List { Text("row").badge(2) }
                .safeAreaInset(edge: .bottom) { Button("Add") {} }
                .safeAreaInset(edge: .top) { Text("header") }
        }
        try assertEveryPathIsAChain(of: sut)
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Color.blue.ignoresSafeArea(.container, edges: .top).ignoresSafeArea()
            .safeAreaInset(edge: .bottom) { Text("b") }.mask { Circle() }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            color() blue .ignoresSafeArea(.container, edges: .top) .ignoresSafeArea(.all) .safeAreaInset(edge: .bottom) .mask
              safeAreaInset()
                text() "b"
              mask()
                shape() Circle
            """)
    }
}
