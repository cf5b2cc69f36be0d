import Foundation
import ViewTree

extension InspectableView {
    /// The font this view's text is drawn with: set by `.font(_:)` on the view or on an
    /// ancestor, the innermost one winning, as in the environment.
    public func font() throws -> Font {
        try reading("font()") { node in
            guard let written = node.environment.writtenFont else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "font", detail: "neither it nor an ancestor sets one with .font(_:)")
            }
            guard let font = written else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "font", view: node.kindName, reason: "it is reset with .font(nil)")
            }
            return font
        }
    }

    /// The color set by `.foregroundColor(_:)` or `.foregroundStyle(_:)` on this view or an
    /// ancestor; nil when it was reset with `.foregroundColor(nil)`.
    public func foregroundColor() throws -> Color? {
        try reading("foregroundColor()") { node in
            let style = try AppearanceReading.foregroundStyle(of: node)
            guard let style else { return nil }
            guard let color = TextReading.color(of: style) else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "Color", found: AppearanceReading.styleName(style), hint: "read it with foregroundStyle(_:)")
            }
            return color
        }
    }

    /// The shape style set by `.foregroundStyle(_:)` or `.foregroundColor(_:)` on this view or
    /// an ancestor, as an `S`.
    public func foregroundStyle<S: ShapeStyle>(_ type: S.Type) throws -> S {
        try reading("foregroundStyle(\(TypeName.display(S.self)).self)") { node in
            let style = try AppearanceReading.foregroundStyle(of: node)
            guard let style, let typed = Reflection.field("storage", of: style) as? S else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self), found: style.map(AppearanceReading.styleName) ?? "nil", hint: nil)
            }
            return typed
        }
    }

    /// The opacity of this view: the product of its `opacity` modifiers.
    public func opacity() throws -> Double {
        try reading("opacity()") { node in
            let effects = node.ownModifiers(.opacity)
            guard !effects.isEmpty else { throw node.missing("opacity") }
            return try effects.reduce(1) { $0 * (try Reflection.field("opacity", of: $1.modifier, as: Double.self)) }
        }
    }

    /// The blur of this view: `try view.blur().radius`.
    public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
        try reading("blur()") { node in
            guard let (_, blur) = node.ownModifiers(.blur).first else { throw node.missing("blur") }
            return (
                try Reflection.field("radius", of: blur, as: CGFloat.self),
                try Reflection.field("isOpaque", of: blur, as: Bool.self)
            )
        }
    }

    /// The brightness change of this view: the sum of its `brightness` modifiers.
    public func brightness() throws -> Double {
        try reading("brightness()") { node in
            let effects = node.ownModifiers(.brightness)
            guard !effects.isEmpty else { throw node.missing("brightness") }
            return try effects.reduce(0) { $0 + (try Reflection.field("amount", of: $1.modifier, as: Double.self)) }
        }
    }
}

enum AppearanceReading {
    /// The innermost foreground style set on the node or an ancestor; nil inside means reset.
    static func foregroundStyle(of node: InspectionNode) throws -> AnyShapeStyle? {
        guard let style = node.environment.writtenForegroundStyle else {
            throw InspectionError.Reason.modifierNotFound(
                view: node.kindName, modifier: "foreground color",
                detail: "neither it nor an ancestor sets one with .foregroundColor(_:) or .foregroundStyle(_:)")
        }
        return style
    }

    static func styleName(_ style: AnyShapeStyle) -> String {
        storage(of: style).map { TypeName.display(type(of: $0)) } ?? "AnyShapeStyle"
    }

    /// The style an `AnyShapeStyle` erases.
    static func storage(of style: AnyShapeStyle) -> Any? {
        Reflection.field("storage", of: style)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.opacity(_:)`.
    static let opacity = ModifierKind(
        name: ".opacity", summary: { ModifierDescription.call(".opacity", "opacity", of: $0) })

    /// `.blur(radius:opaque:)`.
    static let blur = ModifierKind(
        name: ".blur", summary: { ".blur(radius: \(ModifierDescription.show(Reflection.field("radius", of: $0))))" })

    /// `.brightness(_:)`.
    static let brightness = ModifierKind(
        name: ".brightness", summary: { ModifierDescription.call(".brightness", "amount", of: $0) })
}

extension _OpacityEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .opacity }
}

extension _BlurEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .blur }
}

extension _BrightnessEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .brightness }
}
