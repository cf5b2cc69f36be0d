import Inspector
import ViewTree
import XCTest

// Every example of Docs/CustomViewModifier.md, as written there.

private struct MyViewModifier: ViewModifier {
    func body(content: Self.Content) -> some View {
        content
            .padding(.top, 15)
    }
}

private struct Badge: ViewModifier {
    let count: Int

    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(count)")
                .font(.caption)
        }
    }
}

final class CustomViewModifierDocTests: XCTestCase {
    func testCustomViewModifierAppliedToHierarchy() throws {
        let sut = EmptyView().modifier(MyViewModifier())
        let modifier = try sut.inspect().emptyView().modifier(MyViewModifier.self)
        let content = try modifier.viewModifierContent()
        XCTAssertTrue(try content.hasPadding(.top))
        XCTAssertEqual(try content.padding(.top), 15)
    }

    func testAModifierOnItsOwn() throws {
        let modifier = try MyViewModifier().inspect()
        XCTAssertEqual(try modifier.viewModifierContent().padding(.top), 15)

        MyViewModifier().inspect { modifier in
            XCTAssertEqual(try modifier.viewModifierContent().padding(.top), 15)
        }
        XCTAssertEqual(try modifier.viewModifierContent().pathToRoot, "emptyView().modifier(MyViewModifier.self).viewModifierContent()")
    }

    func testModifierBody() throws {
        let badge = try Image("mail").modifier(Badge(count: 4)).inspect().image().modifier(Badge.self)
        XCTAssertEqual(try badge.actualView().count, 4)
        XCTAssertEqual(try badge.hStack().text(1).string(), "4")
        XCTAssertEqual(try badge.hStack().text(1).attributes().font(), .caption)
        XCTAssertNoThrow(try badge.hStack().viewModifierContent(0))
        XCTAssertEqual(badge.pathToRoot, "image().modifier(Badge.self)")
    }

    func testMissingModifier() throws {
        XCTAssertThrowsError(try Image("mail").padding().inspect().image().modifier(Badge.self)) { error in
            XCTAssertEqual("\(error)", "image().modifier(Badge.self): Image has no Badge; its modifiers: .padding")
        }
    }
}
