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
