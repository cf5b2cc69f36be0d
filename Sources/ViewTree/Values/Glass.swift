import Foundation

/// The Liquid Glass material of `glassEffect(_:in:)` (iOS 26): a variant (`.regular`,
/// `.clear`, `.identity`), tinted or not, interactive or not.
///
/// ```swift
/// Label("Flag", systemImage: "flag.fill")
///     .padding()
///     .glassEffect(.regular.tint(.orange).interactive(), in: RoundedRectangle(cornerRadius: 16))
/// ```
///
/// ViewTree draws nothing: a glass is a value tests read (`glassEffect().tintColor()`).
public struct Glass: Hashable, Sendable, CustomStringConvertible {
    /// The variants of the material.
    package enum Variant: String, Hashable, Sendable {
        case regular, clear, identity
    }

    package let variant: Variant
    package let tint: Color?
    package let isInteractive: Bool

    private init(variant: Variant, tint: Color? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tint = tint
        self.isInteractive = isInteractive
    }

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent glass, for controls over media; keep content legible beneath it.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: the content shows as if no effect was applied.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass tinted with `color`; nil: no tint.
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tint: color, isInteractive: isInteractive)
    }

    /// This glass, reacting to touches and pointers when `isEnabled`.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tint: tint, isInteractive: isEnabled)
    }

    /// The glass as written in source: `.regular.tint(red).interactive()`.
    public var description: String {
        var text = "." + variant.rawValue
        if let tint { text += ".tint(\(tint))" }
        if isInteractive { text += ".interactive()" }
        return text
    }
}

/// The shape `glassEffect(_:in:)` uses when none is given: a capsule.
public struct DefaultGlassEffectShape: Shape, Hashable, Sendable {
    /// The default shape.
    public init() {}

    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

/// How a view with a glass effect enters and leaves a `GlassEffectContainer`.
public struct GlassEffectTransition: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The glass morphs into and out of the glass of the views with the same
    /// `glassEffectID(_:in:)`.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition("matchedGeometry") }
    /// The glass fades in and out, the content materializing with it.
    public static var materialize: GlassEffectTransition { GlassEffectTransition("materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition("identity") }

    /// `.matchedGeometry`, `.materialize` or `.identity`.
    public var description: String { "." + name }
}
