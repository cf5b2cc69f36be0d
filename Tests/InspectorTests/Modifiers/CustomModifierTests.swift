import Inspector
import ViewTree
import XCTest

private struct Badge: ViewModifier {
    let count: Int
    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(count)")
        }
        .padding(.top, 2)
    }
}

private struct Border: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay(Rectangle().stroke(Color.red, lineWidth: 1))
    }
}

final class CustomModifierTests: XCTestCase {
    func testModifierBodyIsInspectable() throws {
        let sut = Image("mail").modifier(Badge(count: 4))
        let badge = try sut.inspect().image().modifier(Badge.self)
        XCTAssertEqual(try badge.actualView().count, 4)
        XCTAssertEqual(try badge.hStack().text(1).string(), "4")
        XCTAssertEqual(try badge.hStack().padding(.top), 2)
        XCTAssertNoThrow(try badge.hStack().viewModifierContent(0))
        XCTAssertEqual(
            try badge.hStack().text(1).pathToRoot, "image().modifier(Badge.self).hStack().text(1)")
    }

    func testSeveralModifiersOfTheSameType() throws {
        let sut = Image("mail").modifier(Badge(count: 1)).modifier(Border()).modifier(Badge(count: 2))
        let image = try sut.inspect().image()
        XCTAssertEqual(try image.modifier(Badge.self).actualView().count, 1)
        XCTAssertEqual(try image.modifier(Badge.self, 1).actualView().count, 2)
        XCTAssertEqual(try image.modifier(Badge.self, 1).pathToRoot, "image().modifier(Badge.self, 1)")
        XCTAssertEqual(
            try image.modifier(Border.self).viewModifierContent().overlay().shape().strokeStyle().lineWidth, 1)
    }

    func testMissingCustomModifier() throws {
        XCTAssertThrowsError(try Image("mail").modifier(Border()).inspect().image().modifier(Badge.self)) { error in
            XCTAssertEqual("\(error)", "image().modifier(Badge.self): Image has no Badge; its modifiers: .modifier(Border)")
        }
        XCTAssertThrowsError(try Image("mail").modifier(Border()).inspect().image().modifier(Border.self, 1)) { error in
            XCTAssertEqual(
                "\(error)",
                "image().modifier(Border.self, 1): index 1 is out of range: Image has 1 Border modifier (valid indices: 0...0)")
        }
    }
}
