import ViewTree

extension InspectableView {
    /// The style of gauges here, set with `.gaugeStyle(_:)` on this view or an ancestor:
    /// `XCTAssertTrue(try gauge.gaugeStyle() is AccessoryCircularGaugeStyle)`. Throws, as the
    /// other style getters do, when none is set (SwiftUI then uses `.automatic`).
    public func gaugeStyle() throws -> any GaugeStyle {
        try reading("gaugeStyle()") { try StyleReading.written("gaugeStyle", at: $0) { $0.writtenGaugeStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.gaugeStyle(_:)`, with its style: `.gaugeStyle(.accessoryCircular)`.
    static let gaugeStyle = ModifierKind(
        name: ".gaugeStyle", summary: { ModifierDescription.call(".gaugeStyle", "style", of: $0) })
}

extension _GaugeStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gaugeStyle }
}
