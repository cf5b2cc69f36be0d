import Foundation
import Inspector
import XCTest

/// `symbolRenderingMode(_:)`, `symbolVariant(_:)`, `monospacedDigit()`, `textSelection(_:)`,
/// `privacySensitive(_:)`, `navigationSubtitle(_:)`, `headerProminence(_:)`,
/// `persistentSystemOverlays(_:)` and `textCase(_:)`: set on a view or an ancestor, read on the
/// view; a reader throws where nothing set one.
final class MissingModifiersSymbolTextTests: XCTestCase {
    func testSymbolRenderingMode() throws {
        let sut = HStack {
            Image(systemName: "a")
            Text("b").symbolRenderingMode(nil)
            // The image's own form (`Image.symbolRenderingMode(_:)`, as in SwiftUI) comes first.
            Image(systemName: "c").symbolRenderingMode(.palette)
        }.symbolRenderingMode(.hierarchical)
        let stack = try sut.inspect().hStack()
        XCTAssertEqual(try stack.image(0).symbolRenderingMode(), .hierarchical)
        XCTAssertNil(try stack.text(1).symbolRenderingMode())
        XCTAssertEqual(try stack.image(2).symbolRenderingMode(), .palette)
        XCTAssertEqual(try stack.image(0).environment(\.symbolRenderingMode), .hierarchical)
        XCTAssertNotEqual(SymbolRenderingMode.palette, .multicolor)
        XCTAssertThrowsError(try Image(systemName: "a").inspect().image().symbolRenderingMode()) { error in
            XCTAssertEqual(
                "\(error)",
                "image().symbolRenderingMode(): Image has no symbolRenderingMode; neither it nor an ancestor sets one with .symbolRenderingMode(_:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".symbolRenderingMode(.hierarchical)"))
    }

    func testSymbolVariantsChainAndAddUp() throws {
        XCTAssertEqual(SymbolVariants.circle.fill.description, ".circle.fill")
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.circle))
        XCTAssertFalse(SymbolVariants.circle.fill.contains(.square))
        XCTAssertEqual(SymbolVariants.fill.circle, .circle.fill)
        XCTAssertEqual(SymbolVariants.circle.square, .square)
        let sut = HStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "heart").symbolVariant(.none)
            Image(systemName: "heart").environment(\.symbolVariants, .none)
        }.symbolVariant(.circle)
        let stack = try sut.inspect().hStack()
        XCTAssertEqual(try stack.image(0).symbolVariant(), .circle.fill)
        XCTAssertEqual(try stack.image(1).symbolVariant(), .circle)
        XCTAssertEqual(try stack.image(2).symbolVariant(), SymbolVariants.none)
        XCTAssertEqual(try stack.image(0).environment(\.symbolVariants), .circle.fill)
        XCTAssertThrowsError(try Image(systemName: "a").inspect().image().symbolVariant()) { error in
            XCTAssertEqual(
                "\(error)",
                "image().symbolVariant(): Image has no symbolVariant; neither it nor an ancestor sets one with .symbolVariant(_:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".symbolVariant"))
    }

    func testMonospacedDigitOnAViewAndOnAText() throws {
        let sut = VStack {
            Text("1")
            Text("2").font(.title)
        }.monospacedDigit()
        let stack = try sut.inspect().vStack()
        XCTAssertTrue(try stack.monospacedDigit())
        XCTAssertTrue(try stack.text(0).monospacedDigit())
        XCTAssertTrue(try stack.text(0).attributes().isMonospacedDigit())
        XCTAssertEqual(try stack.text(1).attributedString().runs.first?.font, Font.title.monospacedDigit())
        let text: Text = Text("3").monospacedDigit()
        XCTAssertTrue(try text.inspect().text().attributes().isMonospacedDigit())
        XCTAssertEqual(try text.font(.body).inspect().text().attributedString().runs.first?.font, Font.body.monospacedDigit())
        XCTAssertFalse(try Text("4").inspect().text().attributes().isMonospacedDigit())
        XCTAssertThrowsError(try Text("5").inspect().text().monospacedDigit()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().monospacedDigit(): Text has no monospacedDigit; neither it nor an ancestor sets one with .monospacedDigit()")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".monospacedDigit()"))
    }

    func testTextSelection() throws {
        let sut = VStack {
            Text("a")
            Text("b").textSelection(.disabled)
        }.textSelection(.enabled)
        let stack = try sut.inspect().vStack()
        XCTAssertTrue(try stack.text(0).textSelection())
        XCTAssertFalse(try stack.text(1).textSelection())
        XCTAssertTrue(EnabledTextSelectability.allowsSelection)
        XCTAssertThrowsError(try Text("a").inspect().text().textSelection()) { error in
            XCTAssertEqual(
                "\(error)", "text().textSelection(): Text has no textSelection; neither it nor an ancestor sets one with .textSelection(_:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".textSelection(.enabled)"))
    }

    func testPrivacySensitiveHeaderProminenceAndSystemOverlays() throws {
        let sut = List {
            Section("Account") { Text("secret").privacySensitive() }
        }.headerProminence(.increased).persistentSystemOverlays(.hidden)
        let secret = try sut.inspect().find(text: "secret")
        XCTAssertTrue(try secret.privacySensitive())
        XCTAssertFalse(try Text("a").privacySensitive(false).inspect().text().privacySensitive())
        XCTAssertEqual(try secret.headerProminence(), .increased)
        XCTAssertEqual(try secret.environment(\.headerProminence), .increased)
        XCTAssertEqual(try secret.persistentSystemOverlays(), .hidden)
        XCTAssertThrowsError(try Text("a").inspect().text().privacySensitive()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().privacySensitive(): Text has no privacySensitive; neither it nor an ancestor sets one with .privacySensitive(_:)")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().headerProminence())
        XCTAssertThrowsError(try Text("a").inspect().text().persistentSystemOverlays())
        let dump = try sut.inspect().treeDump()
        XCTAssertTrue(dump.contains(".headerProminence(.increased)"), dump)
        XCTAssertTrue(dump.contains(".persistentSystemOverlays(.hidden)"), dump)
    }

    func testNavigationSubtitle() throws {
        XCTAssertEqual(try Text("a").navigationSubtitle("Drafts").inspect().text().navigationSubtitle(), "Drafts")
        let count = 3
        XCTAssertEqual(try Text("a").navigationSubtitle("\(count) items").inspect().text().navigationSubtitle(), "3 items")
        XCTAssertEqual(try Text("a").navigationSubtitle(Text("Inbox")).inspect().text().navigationSubtitle(), "Inbox")
        let name: Substring = "Sent"
        XCTAssertEqual(try Text("a").navigationSubtitle(name).inspect().text().navigationSubtitle(), "Sent")
        XCTAssertThrowsError(try Text("a").inspect().text().navigationSubtitle()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().navigationSubtitle(): Text has no navigationSubtitle; neither it nor an ancestor sets one with .navigationSubtitle(_:)")
        }
        XCTAssertTrue(try Text("a").navigationSubtitle("Drafts").inspect().treeDump().contains(#".navigationSubtitle("Drafts")"#))
    }

    func testTextCaseIsReadAndTheStringStaysAsWritten() throws {
        let sut = VStack {
            Text("Title")
            Text("Plain").textCase(nil)
        }.textCase(.uppercase)
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.text(0).textCase(), .uppercase)
        XCTAssertNil(try stack.text(1).textCase())
        XCTAssertEqual(try stack.text(0).environment(\.textCase), .uppercase)
        XCTAssertEqual(try stack.text(0).string(), "Title")
        XCTAssertThrowsError(try Text("a").inspect().text().textCase()) { error in
            XCTAssertEqual("\(error)", "text().textCase(): Text has no textCase; neither it nor an ancestor sets one with .textCase(_:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".textCase(.uppercase)"))
    }
}

/// `Image.symbolRenderingMode(_:)`: the image form, which other image modifiers can follow.
final class ImageSymbolRenderingModeTests: XCTestCase {
    func testTheImageKeepsItsModeThroughOtherImageModifiers() throws {
        let image: Image = Image(systemName: "cloud.sun").symbolRenderingMode(.multicolor).resizable()
        let actual = try image.inspect().image().actualImage()
        XCTAssertEqual(try actual.symbolRenderingMode(), .multicolor)
        XCTAssertTrue(try actual.isResizable())
        XCTAssertEqual(try actual.rootImage(), Image(systemName: "cloud.sun"))
        XCTAssertNil(try Image(systemName: "cloud").inspect().image().actualImage().symbolRenderingMode())
    }
}
