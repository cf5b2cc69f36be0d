import Foundation
import Inspector
import ViewTree
import XCTest

private final class Taps {
    var log: [String] = []
}

/// SwiftUI's convenience initializers of buttons, menus, control groups and labels that build a
/// `Label` for their title and image (`systemImage:`, an `ImageResource`), with a role, or with
/// only a role: each is read back the way a `Label` written by hand is.
final class ConvenienceInitializersButtonsTests: XCTestCase {
    private let bin = ImageResource(name: "bin", bundle: .main)
    private let title = "Remove"

    private func titleText(_ button: InspectableView<ViewType.Button>) throws -> String {
        try button.labelView().label().title().text().string()
    }

    private func icon(_ button: InspectableView<ViewType.Button>) throws -> ViewTree.Image {
        try button.labelView().label().icon().image().actualImage()
    }

    func testSystemImageForms() throws {
        let taps = Taps()
        let key = try Button("Delete", systemImage: "trash") { taps.log.append("key") }.inspect().button()
        XCTAssertEqual(try titleText(key), "Delete")
        XCTAssertEqual(try icon(key).name(), "trash")
        XCTAssertTrue(try icon(key).isSystemImage())
        XCTAssertNil(try key.role())
        XCTAssertEqual(try key.accessibleName(), "Delete")
        try key.tap()
        let string = try Button(title, systemImage: "minus.circle") { taps.log.append("string") }.inspect().button()
        XCTAssertEqual(try titleText(string), "Remove")
        XCTAssertEqual(try icon(string).name(), "minus.circle")
        try string.tap()
        XCTAssertEqual(taps.log, ["key", "string"])
    }

    func testSystemImageWithRoleForms() throws {
        let taps = Taps()
        let key = try Button("Delete", systemImage: "trash", role: .destructive) { taps.log.append("key") }
            .inspect().button()
        XCTAssertEqual(try key.role(), .destructive)
        XCTAssertEqual(try titleText(key), "Delete")
        XCTAssertEqual(try icon(key).name(), "trash")
        try key.tap()
        let string = try Button(title, systemImage: "xmark", role: .cancel) { taps.log.append("string") }
            .inspect().button()
        XCTAssertEqual(try string.role(), .cancel)
        XCTAssertEqual(try titleText(string), "Remove")
        XCTAssertEqual(try icon(string).name(), "xmark")
        try string.tap()
        let none = try Button("Keep", systemImage: "tray", role: nil) {}.inspect().button()
        XCTAssertNil(try none.role())
        XCTAssertEqual(taps.log, ["key", "string"])
    }

    func testImageResourceForms() throws {
        let taps = Taps()
        let key = try Button("Delete", image: bin) { taps.log.append("key") }.inspect().button()
        XCTAssertEqual(try titleText(key), "Delete")
        XCTAssertEqual(try icon(key).name(), "bin")
        XCTAssertFalse(try icon(key).isSystemImage())
        XCTAssertNil(try key.role())
        try key.tap()
        let string = try Button(title, image: bin) { taps.log.append("string") }.inspect().button()
        XCTAssertEqual(try titleText(string), "Remove")
        XCTAssertEqual(try icon(string).name(), "bin")
        try string.tap()
        let keyRole = try Button("Delete", image: bin, role: .destructive) { taps.log.append("keyRole") }
            .inspect().button()
        XCTAssertEqual(try keyRole.role(), .destructive)
        XCTAssertEqual(try icon(keyRole).name(), "bin")
        try keyRole.tap()
        let stringRole = try Button(title, image: bin, role: .cancel) { taps.log.append("stringRole") }
            .inspect().button()
        XCTAssertEqual(try stringRole.role(), .cancel)
        XCTAssertEqual(try titleText(stringRole), "Remove")
        try stringRole.tap()
        XCTAssertEqual(taps.log, ["key", "string", "keyRole", "stringRole"])
    }

    func testButtonsAreFoundByTheirTitle() throws {
        let taps = Taps()
        let sut = VStack {
            Button("Archive", systemImage: "archivebox") { taps.log.append("archive") }
            Button("Delete", image: bin, role: .destructive) { taps.log.append("delete") }
        }
        try sut.inspect().find(button: "Delete").tap()
        try sut.inspect().find(button: "Archive").tap()
        XCTAssertEqual(try sut.inspect().find(text: "Delete").pathToRoot, "vStack().button(1).labelView().label().title().text()")
        XCTAssertEqual(taps.log, ["delete", "archive"])
    }

    func testButtonsMadeWithOnlyARoleShowTheRolesLabel() throws {
        let taps = Taps()
        let expected: [(ButtonRole, String, String)] = [
            (.cancel, "Cancel", "xmark"), (.close, "Close", "xmark"), (.confirm, "Done", "checkmark"),
            (.destructive, "Delete", "trash"),
        ]
        for (role, text, symbol) in expected {
            let button = try Button(role: role) { taps.log.append(text) }.inspect().button()
            XCTAssertEqual(try button.role(), role)
            XCTAssertEqual(try titleText(button), text)
            XCTAssertEqual(try icon(button).name(), symbol)
            XCTAssertTrue(try icon(button).isSystemImage())
            try button.tap()
        }
        XCTAssertEqual(taps.log, ["Cancel", "Close", "Done", "Delete"])
        XCTAssertEqual(ButtonRole.close.description, ".close")
        XCTAssertEqual(ButtonRole.confirm.description, ".confirm")
        XCTAssertNotEqual(ButtonRole.close, ButtonRole.cancel)
    }

    func testLabelOfAnImageFormIsNotAText() throws {
        let button = try Button("Delete", systemImage: "trash") {}.inspect().button()
        XCTAssertThrowsError(try button.labelView().text()) { error in
            XCTAssertEqual("\(error)", "button().labelView().text(): expected Text, found Label")
        }
        let disabled = Button(role: .close) { XCTFail("a disabled button's action ran") }.disabled(true)
        XCTAssertThrowsError(try disabled.inspect().button().tap()) { error in
            XCTAssertEqual("\(error)", "button().tap(): Button is disabled by .disabled(true) on itself")
        }
    }

    func testMenuSystemImageWithPrimaryActionForms() throws {
        let taps = Taps()
        let key = try Menu("Share", systemImage: "square.and.arrow.up") { Button("Copy") {} } primaryAction: {
            taps.log.append("key")
        }.inspect().menu()
        XCTAssertEqual(try key.labelView().label().title().text().string(), "Share")
        XCTAssertEqual(try key.labelView().label().icon().image().actualImage().name(), "square.and.arrow.up")
        try key.callPrimaryAction()
        let string = try Menu(title, systemImage: "minus") { Button("All") {} } primaryAction: {
            taps.log.append("string")
        }.inspect().menu()
        XCTAssertEqual(try string.labelView().label().title().text().string(), "Remove")
        XCTAssertEqual(try string.button(0).labelView().text().string(), "All")
        try string.callPrimaryAction()
        XCTAssertEqual(taps.log, ["key", "string"])
    }

    func testMenuImageResourceForms() throws {
        let taps = Taps()
        let key = try Menu("Trash", image: bin) { Button("Empty") { taps.log.append("empty") } }.inspect().menu()
        XCTAssertEqual(try key.labelView().label().title().text().string(), "Trash")
        XCTAssertEqual(try key.labelView().label().icon().image().actualImage().name(), "bin")
        try key.button(0).tap()
        let string = try Menu(title, image: bin) { Button("One") {} }.inspect().menu()
        XCTAssertEqual(try string.labelView().label().title().text().string(), "Remove")
        let keyPrimary = try Menu("Trash", image: bin) { Button("Empty") {} } primaryAction: {
            taps.log.append("keyPrimary")
        }.inspect().menu()
        XCTAssertEqual(try keyPrimary.labelView().label().icon().image().actualImage().name(), "bin")
        try keyPrimary.callPrimaryAction()
        let stringPrimary = try Menu(title, image: bin) { Button("One") {} } primaryAction: {
            taps.log.append("stringPrimary")
        }.inspect().menu()
        XCTAssertEqual(try stringPrimary.labelView().label().title().text().string(), "Remove")
        try stringPrimary.callPrimaryAction()
        XCTAssertEqual(taps.log, ["empty", "keyPrimary", "stringPrimary"])
    }

    func testControlGroupImageResourceForms() throws {
        let taps = Taps()
        let key = try ControlGroup("Bin", image: bin) {
            Button("Empty") { taps.log.append("empty") }
            Button("Restore") { taps.log.append("restore") }
        }.inspect().controlGroup()
        XCTAssertEqual(try key.labelView().label().title().text().string(), "Bin")
        XCTAssertEqual(try key.labelView().label().icon().image().actualImage().name(), "bin")
        try key.button(1).tap()
        let string = try ControlGroup(title, image: bin) { Button("All") {} }.inspect().controlGroup()
        XCTAssertEqual(try string.labelView().label().title().text().string(), "Remove")
        XCTAssertFalse(try string.labelView().label().icon().image().actualImage().isSystemImage())
        XCTAssertEqual(taps.log, ["restore"])
    }

    func testLabelImageResourceForms() throws {
        let key = try Label("Trash", image: bin).inspect().label()
        XCTAssertEqual(try key.title().text().string(), "Trash")
        XCTAssertEqual(try key.icon().image().actualImage().name(), "bin")
        XCTAssertFalse(try key.icon().image().actualImage().isSystemImage())
        let string = try Label(title, image: bin).inspect().label()
        XCTAssertEqual(try string.title().text().string(), "Remove")
        XCTAssertEqual(try string.icon().image().actualImage().name(), "bin")
        XCTAssertEqual(try Label(title, image: bin).inspect().accessibleName(), "Remove")
    }
}
