import Foundation
import Inspector
import ViewTree
import XCTest

// Row and section separators, read on the row or section; row and section spacing, read on the
// list or any view inside it.
final class ListSeparatorTests: XCTestCase {
    private var list: some View {
        List {
            Section("Fruit") {
                Text("Apple").listRowSeparator(.hidden)
                Text("Pear")
                    .listRowSeparator(.visible, edges: .bottom)
                    .listRowSeparatorTint(.red)
            }
            .listSectionSeparator(.hidden, edges: .top)
            .listSectionSeparatorTint(.blue, edges: .bottom)
        }
        .listRowSpacing(4)
        .listSectionSpacing(.compact)
    }

    func testRowSeparators() throws {
        let section = try list.inspect().list().section(0)
        XCTAssertEqual(try section.text(0).listRowSeparator(), .hidden)
        XCTAssertEqual(try section.text(0).listRowSeparator(edge: .top), .hidden)
        let pear = try section.text(1)
        XCTAssertEqual(try pear.listRowSeparator(edge: .bottom), .visible)
        XCTAssertEqual(try pear.listRowSeparator(edge: .top), .automatic)
        XCTAssertEqual(try pear.listRowSeparatorTint(), .red)
    }

    func testSectionSeparators() throws {
        let section = try list.inspect().list().section(0)
        XCTAssertEqual(try section.listSectionSeparator(edge: .top), .hidden)
        XCTAssertEqual(try section.listSectionSeparator(edge: .bottom), .automatic)
        XCTAssertEqual(try section.listSectionSeparatorTint(edge: .bottom), .blue)
        XCTAssertNil(try section.listSectionSeparatorTint(edge: .top))
    }

    func testSpacingIsReadInsideTheList() throws {
        let apple = try list.inspect().find(text: "Apple")
        XCTAssertEqual(try apple.listRowSpacing(), 4)
        XCTAssertEqual(try apple.listSectionSpacing(), .compact)
        XCTAssertNil(try Text("a").inspect().listRowSpacing())
        XCTAssertEqual(try Text("a").listSectionSpacing(12).inspect().listSectionSpacing(), .custom(12))
        XCTAssertEqual(ListSectionSpacing.custom(12).description, ".custom(12.0)")
    }

    func testErrors() throws {
        let section = try list.inspect().list().section(0)
        XCTAssertThrowsError(try section.text(1).listRowSeparator()) { error in
            XCTAssertEqual(
                "\(error)",
                "list().section(0).text(1).listRowSeparator(edge:): the listRowSeparator differs between the top edge"
                    + " (automatic) and the bottom edge (visible); pass edge: .top or edge: .bottom")
        }
        XCTAssertThrowsError(try section.text(0).listRowSeparatorTint()) { error in
            XCTAssertEqual(
                "\(error)",
                "list().section(0).text(0).listRowSeparatorTint(edge:): Text has no listRowSeparatorTint; its modifiers: .listRowSeparator")
        }
        // A row's separator is not a section's.
        XCTAssertThrowsError(try section.text(0).listSectionSeparator())
    }

    func testTheDumpNamesThem() throws {
        let dump = try list.inspect().treeDump()
        XCTAssertTrue(dump.contains(".listRowSeparator(.visible, edges: .bottom)"), dump)
        XCTAssertTrue(dump.contains(".listSectionSeparator(.hidden, edges: .top)"), dump)
        XCTAssertTrue(dump.contains(".listRowSpacing(4"), dump)
        XCTAssertTrue(dump.contains(".listSectionSpacing(.compact)"), dump)
    }
}
