import ViewTree

extension InspectableView {
    /// The style of navigation views here, set with `.navigationViewStyle(_:)` on this view or
    /// an ancestor: `XCTAssertTrue(try sut.inspect().navigationView().navigationViewStyle() is
    /// StackNavigationViewStyle)`. Without one, `DefaultNavigationViewStyle` (`.automatic`).
    public func navigationViewStyle() throws -> any NavigationViewStyle {
        try reading("navigationViewStyle()") { $0.environment.navigationViewStyle }
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
