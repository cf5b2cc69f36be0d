import Inspector
import ViewTree
import XCTest

final class ListModifierTests: XCTestCase {
    // MARK: - listStyle

    func testEveryListStyleIsReadable() throws {
        let styles: [(any ListStyle, String)] = [
            (.plain as PlainListStyle, "PlainListStyle"), (.grouped as GroupedListStyle, "GroupedListStyle"),
            (.insetGrouped as InsetGroupedListStyle, "InsetGroupedListStyle"), (.inset as InsetListStyle, "InsetListStyle"),
            (.sidebar as SidebarListStyle, "SidebarListStyle"), (.automatic as DefaultListStyle, "DefaultListStyle"),
        ]
        for (style, name) in styles {
            let sut = List { Text("a") }.listStyle(style)
            XCTAssertEqual("\(type(of: try sut.inspect().list().listStyle()))", name)
        }
    }

    func testListStyleSetOnAnAncestorOrNone() throws {
        let sut = VStack {
            List { Text("a") }
        }
        .listStyle(.insetGrouped)
        XCTAssertTrue(try sut.inspect().vStack().list(0).listStyle() is InsetGroupedListStyle)
        XCTAssertThrowsError(try List { Text("a") }.inspect().list().listStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "list().listStyle(): List has no listStyle; expected a .listStyle(_:) on this view or above it, found none"
                    + " (SwiftUI then uses .automatic)")
        }
        let nested = List { Text("a") }.listStyle(.plain).listStyle(.grouped)
        XCTAssertTrue(try nested.inspect().list().listStyle() is PlainListStyle, "the innermost style wins")
    }

    private struct Custom<S: ListStyle>: View {
        private let style: S

        init(_ style: S) {
            self.style = style
        }

        var body: some View {
            List { Text("a") }.listStyle(style)
        }
    }

    func testListStyleGenericOverStyle() throws {
        XCTAssertTrue(try Custom(.sidebar).inspect().list().listStyle() is SidebarListStyle)
    }

    func testListStyleInATreeDump() throws {
        XCTAssertTrue(try List { Text("a") }.listStyle(.insetGrouped).inspect().treeDump().contains(".listStyle(.insetGrouped)"))
    }

    // MARK: - listRowBackground, listRowInsets

    func testListRowBackgroundIsSearched() throws {
        let sut = List {
            Text("Row").listRowBackground(Color.yellow)
            Text("Plain").listRowBackground(Optional<Color>.none)
        }
        let list = try sut.inspect().list()
        XCTAssertEqual(try list.text(0).listRowBackground().color().value(), .yellow)
        XCTAssertEqual(try list.text(0).listRowBackground().color().pathToRoot, "list().text(0).listRowBackground().color()")
        XCTAssertEqual(try sut.inspect().find(ViewType.Color.self).pathToRoot, "list().text(0).listRowBackground().color()")
        XCTAssertThrowsError(try list.text(1).listRowBackground().color()) { error in
            XCTAssertEqual("\(error)", "list().text(1).listRowBackground().color(): listRowBackground has no content view")
        }
    }

    func testListRowInsets() throws {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let sut = List {
            Text("a").listRowInsets(insets)
            Text("b").listRowInsets(nil)
            Text("c")
        }
        let list = try sut.inspect().list()
        XCTAssertEqual(try list.text(0).listRowInsets(), insets)
        XCTAssertNil(try list.text(1).listRowInsets())
        XCTAssertThrowsError(try list.text(2).listRowInsets()) { error in
            XCTAssertEqual("\(error)", "list().text(2).listRowInsets(): Text has no listRowInsets; it has no modifiers")
        }
    }
}
