import Inspector
import ViewTree
import XCTest

private struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay(Text("1"))
    }
}

private struct Profile: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Ada")
                .font(.title)
                .accessibilityIdentifier("profile.name")
                .padding(.top, 8)
            Image("avatar")
                .modifier(Badge())
                .tag("avatar")
            Button("Follow") {}
                .disabled(true)
                .opacity(0.5)
            Color.red.frame(width: 10, height: 2)
            RoundedRectangle(cornerRadius: 2).fill(Color.blue)
        }
    }
}

final class TreeDumpTests: XCTestCase {
    func testDumpShowsKindsAttributesAndModifiers() throws {
        let dump = try Profile().inspect().treeDump()
        XCTAssertEqual(dump, """
            view(Profile.self)
              vStack()
                text(0) "Ada" .font(.title) .accessibilityIdentifier("profile.name") .padding(.top, 8.0)
                image(1) "avatar" .modifier(Badge) .tag("avatar")
                  modifier(Badge.self)
                    viewModifierContent() .overlay
                      overlay()
                        text() "1"
                button(2) .disabled .opacity(0.5)
                  labelView().text() "Follow"
                color(3) red .frame(width: 10.0, height: 2.0)
                shape(4) RoundedRectangle
            """)
    }

    func testDumpOfASubtreeStartsWithItsPath() throws {
        let dump = try Profile().inspect().vStack().button(2).treeDump()
        XCTAssertEqual(dump, """
            view(Profile.self).vStack().button(2) .disabled .opacity(0.5)
              labelView().text() "Follow"
            """)
    }

    func testDumpOfAFailedHandleIsItsError() throws {
        let missing = try Profile().inspect().vStack()[9]
        XCTAssertEqual(
            missing.treeDump(),
            "view(Profile.self).vStack()[9]: index 9 is out of range: VStack has 5 child views (valid indices: 0...4)")
    }
}
