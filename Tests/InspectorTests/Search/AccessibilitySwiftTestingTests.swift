import Inspector
import Testing
import ViewTree

/// Role queries and the audit from Swift Testing: an error thrown by `assertAccessible()`
/// fails the test with every issue.
@Suite("Accessibility in Swift Testing")
struct AccessibilitySwiftTestingTests {
    struct Player: View {
        var body: some View {
            HStack {
                Button { } label: { Image(systemName: "play.fill") }
                    .accessibilityLabel("Play")
                Slider(value: .constant(0.3)) { Text("Volume") }
            }
        }
    }

    @Test @MainActor func findsByRoleAndName() throws {
        let sut = try Player().inspect()
        #expect(try sut.find(role: .button, name: "Play").pathToRoot == "view(Player.self).hStack().button(0)")
        #expect(try sut.find(role: .slider).accessibleName() == "Volume")
        try sut.assertAccessible()
    }

    @Test @MainActor func assertAccessibleThrowsTheIssues() {
        let sut = Button { } label: { Image(systemName: "play.fill") }
        let error = #expect(throws: InspectionError.self) { try sut.inspect().assertAccessible() }
        #expect(error?.reason == .accessibilityIssues(count: 1))
        #expect(
            error?.message == """
                button().assertAccessible(): found 1 accessibility issue
                [buttonWithoutName] button(): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)
                """)
    }
}
