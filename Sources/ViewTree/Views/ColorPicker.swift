/// A control for choosing a color.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ColorPicker("Ink", selection: $ink, supportsOpacity: false)
/// ColorPicker(selection: $tint) { Label("Tint", systemImage: "paintpalette") }
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A color picker with a label built from a view builder; `supportsOpacity: false` offers
    /// opaque colors only.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// Primitive view: `ColorPicker` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ColorPicker where Label == Text {
    /// A color picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A color picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }
}

extension Color {
    /// How opaque the color is, from 0 to 1: its own opacity times every `opacity(_:)` applied;
    /// 1 for system and asset colors.
    package var opacityLevel: Double {
        var level = 1.0
        var storage = self.storage
        while true {
            switch storage {
            case .system, .asset:
                return level
            case let .rgb(_, _, _, _, opacity), let .hsb(_, _, _, opacity):
                return level * opacity
            case let .opacity(base, factor):
                level *= factor
                storage = base
            }
        }
    }
}
