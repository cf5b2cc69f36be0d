import Foundation
import Inspector
import ViewTree
import XCTest

private struct Sidebar: View {
    @State var showsFavorites = true

    var body: some View {
        List {
            Section("Favorites", isExpanded: $showsFavorites) {
                Text("Inbox")
            }
            Section(isExpanded: .constant(false)) {
                Text("Archive")
            } header: {
                Label("Older", systemImage: "archivebox")
            }
            Section("Plain") { Text("Drafts") }
        }
    }
}

// `Section(isExpanded:)`: expanded and collapsed through its binding; its content stays
// inspected and searched while collapsed, as a `DisclosureGroup`'s.
final class SectionExpansionTests: XCTestCase {
    func testExpandAndCollapseWriteTheBinding() throws {
        let hosted = ViewHosting.host(view: Sidebar())
        defer { hosted.expel() }
        let favorites = try hosted.inspect().list().section(0)
        XCTAssertTrue(try favorites.isExpanded())
        try favorites.collapse()
        XCTAssertFalse(try hosted.inspect().list().section(0).isExpanded())
        XCTAssertNoThrow(try hosted.inspect().find(text: "Inbox"))
        try hosted.inspect().list().section(0).expand()
        XCTAssertTrue(try hosted.inspect().list().section(0).isExpanded())
    }

    func testTheHeaderFormsAndCollapsedContent() throws {
        let list = try Sidebar().inspect().list()
        XCTAssertEqual(try list.section(0).header().text().string(), "Favorites")
        XCTAssertFalse(try list.section(1).isExpanded())
        XCTAssertEqual(try list.section(1).text(0).string(), "Archive")
        XCTAssertEqual(try list.section(1).header().label().title().text().string(), "Older")
    }

    func testASectionWithoutABindingThrows() throws {
        let plain = try Sidebar().inspect().list().section(2)
        XCTAssertThrowsError(try plain.isExpanded()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Sidebar.self).list().section(2).isExpanded(): Section's isExpanded cannot be read: it was made without isExpanded:, so it does not expand or collapse")
        }
        XCTAssertThrowsError(try plain.expand())
    }

    func testADisabledSectionRefusesToExpand() throws {
        var expanded = false
        let section = Section("a", isExpanded: Binding(get: { expanded }, set: { expanded = $0 })) { Text("b") }
            .disabled(true)
        XCTAssertThrowsError(try section.inspect().section().expand())
        XCTAssertFalse(expanded)
    }
}
