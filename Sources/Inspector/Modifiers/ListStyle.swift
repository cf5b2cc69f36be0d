import ViewTree

extension InspectableView {
    /// The style of lists here, set with `.listStyle(_:)` on this view or an ancestor:
    /// `XCTAssertTrue(try sut.inspect().list().listStyle() is InsetGroupedListStyle)`. Throws, as
    /// ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then uses
    /// `.automatic`).
    public func listStyle() throws -> any ListStyle {
        try reading("listStyle()") { try StyleReading.written("listStyle", at: $0) { $0.writtenListStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.listStyle(_:)`, with its style: `.listStyle(.insetGrouped)`.
    static let listStyle = ModifierKind(
        name: ".listStyle",
        summary: { ModifierDescription.call(".listStyle", "style", of: $0) })
}

extension _ListStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listStyle }
}
