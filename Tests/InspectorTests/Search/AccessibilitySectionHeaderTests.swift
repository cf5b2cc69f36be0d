import Inspector
import ViewTree
import XCTest

/// The texts of a `Section`'s header are headers, as a list reads them.
final class AccessibilitySectionHeaderTests: XCTestCase {
    private struct Settings: View {
        var body: some View {
            List {
                Section("Account") {
                    Text("Email")
                }
                Section {
                    Toggle("Wi-Fi", isOn: .constant(true))
                } header: {
                    HStack { Image(systemName: "wifi"); Text("Network") }
                } footer: {
                    Text("Nearby networks")
                }
            }
        }
    }

    func testSectionHeaderTextsAreHeaders() throws {
        let sut = try Settings().inspect()
        XCTAssertEqual(try sut.findAll(role: .header).map { try $0.accessibleName() }, ["Account", "Network"])
        let account = try sut.find(role: .header, name: "Account")
        XCTAssertEqual(account.pathToRoot, "view(Settings.self).list().section(0).header().text()")
        XCTAssertEqual(try account.accessibilityTraits(), [.isStaticText, .isHeader])
        XCTAssertEqual(try account.accessibilityRoles(), [.header, .staticText])
    }

    func testOnlyTextsOfTheHeaderAre() throws {
        let sut = try Settings().inspect()
        // The image of a header, its footer and its rows keep their roles.
        XCTAssertEqual(try sut.find(role: .image).accessibilityRoles(), [.image])
        XCTAssertEqual(try sut.find(role: .staticText, name: "Nearby networks").accessibilityRoles(), [.staticText])
        XCTAssertEqual(try sut.find(role: .staticText, name: "Email").accessibilityRoles(), [.staticText])
    }
}
