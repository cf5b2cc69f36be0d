import ViewTree

extension InspectableView {
    /// The style of navigation views here, set with `.navigationViewStyle(_:)` on this view or
    /// an ancestor: `XCTAssertTrue(try sut.inspect().navigationView().navigationViewStyle() is
    /// StackNavigationViewStyle)`. Throws, as ViewInspector does, when neither the view nor
    /// an ancestor sets one (SwiftUI then uses `.automatic`).
    public func navigationViewStyle() throws -> any NavigationViewStyle {
        try reading("navigationViewStyle()") { node in
            try StyleReading.written("navigationViewStyle", at: node) { $0.writtenNavigationViewStyle }
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.navigationViewStyle(_:)`, with its style: `.navigationViewStyle(.stack)`.
    static let navigationViewStyle = ModifierKind(
        name: ".navigationViewStyle",
        summary: { ModifierDescription.call(".navigationViewStyle", "style", of: $0) })
}

extension _NavigationViewStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationViewStyle }
}
