import ViewTree

extension InspectableView {
    /// The style of tab views here, set with `.tabViewStyle(_:)` on this view or an ancestor:
    /// `XCTAssertEqual(try sut.inspect().tabView().tabViewStyle() as? PageTabViewStyle, .page)`.
    /// Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI
    /// then uses `.automatic`).
    public func tabViewStyle() throws -> any TabViewStyle {
        try reading("tabViewStyle()") { try StyleReading.written("tabViewStyle", at: $0) { $0.writtenTabViewStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.tabViewStyle(_:)`, with its style: `.tabViewStyle(.page)`.
    static let tabViewStyle = ModifierKind(
        name: ".tabViewStyle",
        summary: { ModifierDescription.call(".tabViewStyle", "style", of: $0) })
}

extension _TabViewStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .tabViewStyle }
}
