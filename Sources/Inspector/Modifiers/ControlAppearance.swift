import ViewTree

extension InspectableView {
    /// The tint color set by `tint(_:)` on this view or an ancestor; nil after `.tint(nil)`.
    public func tint() throws -> Color? {
        try reading("tint()") { node in
            guard let style = try EnvironmentReading.written(TintKey.self, by: "tint", on: node) else { return nil }
            guard let color = TextReading.color(of: style) else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "Color", found: AppearanceReading.styleName(style), hint: "read it with tint(_:)")
            }
            return color
        }
    }

    /// The shape style set by `tint(_:)` on this view or an ancestor, as an `S`.
    public func tint<S: ShapeStyle>(_ type: S.Type) throws -> S {
        try reading("tint(\(TypeName.display(S.self)).self)") { node in
            let style = try EnvironmentReading.written(TintKey.self, by: "tint", on: node)
            guard let style, let typed = Reflection.field("storage", of: style) as? S else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self), found: style.map(AppearanceReading.styleName) ?? "nil", hint: nil)
            }
            return typed
        }
    }

    /// The accent color set by `accentColor(_:)` on this view or an ancestor, as ViewInspector
    /// reads it; nil after `.accentColor(nil)`. Throws when neither sets one.
    public func accentColor() throws -> Color? {
        try reading("accentColor()") { try EnvironmentReading.written(AccentColorKey.self, by: "accentColor", on: $0) }
    }

    /// The control size set by `controlSize(_:)` on this view or an ancestor.
    public func controlSize() throws -> ControlSize {
        try reading("controlSize()") { try EnvironmentReading.written(ControlSizeKey.self, by: "controlSize", on: $0) }
    }

    /// The symbol image scale set by `imageScale(_:)` on this view or an ancestor.
    public func imageScale() throws -> Image.Scale {
        try reading("imageScale()") { try EnvironmentReading.written(ImageScaleKey.self, by: "imageScale", on: $0) }
    }
}
