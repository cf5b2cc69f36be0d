import Inspector
import ViewTree
import XCTest

// The non-hosted part of "Custom ViewModifier" in guide-v4.md and guide-v3.md, with only the
// imports swapped.

private struct MyViewModifier: ViewModifier {

    func body(content: Self.Content) -> some View {
        content
            .padding(.top, 15)
    }
}

extension MyViewModifier: Inspectable {}

final class CustomViewModifierGuideTests: XCTestCase {
    func testCustomViewModifierAppliedToHierarchy() throws {
        let sut = EmptyView().modifier(MyViewModifier())
        let modifier = try sut.inspect().emptyView().modifier(MyViewModifier.self)
        let content = try modifier.viewModifierContent()
        XCTAssertTrue(try content.hasPadding(.top))
        XCTAssertEqual(try content.padding(.top), 15)
    }

    func testPathOfTheModifierContent() throws {
        let sut = EmptyView().modifier(MyViewModifier())
        let content = try sut.inspect().emptyView().modifier(MyViewModifier.self).viewModifierContent()
        XCTAssertEqual(content.pathToRoot, "emptyView().modifier(MyViewModifier.self).viewModifierContent()")
    }
}
