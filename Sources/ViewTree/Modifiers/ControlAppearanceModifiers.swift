extension EnvironmentValues {
    /// The size of controls here.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint of controls here, set by `.tint(_:)`; nil: the accent color.
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The accent color set by the deprecated `.accentColor(_:)`; nil: the app's.
    package var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

package struct AccentColorKey: EnvironmentKey {
    package static var defaultValue: Color? { nil }
}

package struct ControlSizeKey: EnvironmentKey {
    package static var defaultValue: ControlSize { .regular }
}

package struct TintKey: EnvironmentKey {
    package static var defaultValue: AnyShapeStyle? { nil }
}

extension View {
    /// Sizes the controls in this view: `.controlSize(.small)`.
    public consuming func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the accent color of this view and the views inside it; nil: the app's. Deprecated
    /// in SwiftUI in favour of `tint(_:)`, without a warning, as here.
    @available(swift, deprecated: 100000, renamed: "tint(_:)")
    public consuming func accentColor(_ accentColor: Color?) -> some View {
        environment(\.accentColor, accentColor)
    }

    /// Tints the controls in this view with `tint`; nil: the accent color.
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.tint, value: tint.map(AnyShapeStyle.init)))
    }

    /// Tints the controls in this view with the shape style `tint`; nil: the accent color.
    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let style: AnyShapeStyle? = if let tint { AnyShapeStyle(tint) } else { nil }
        return modifier(_EnvironmentKeyWritingModifier(keyPath: \.tint, value: style))
    }
}
