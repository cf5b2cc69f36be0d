import ViewTree

extension InspectableView {
    /// The amount of color `grayscale(_:)` removes; the innermost.
    public func grayscale() throws -> Double {
        try reading("grayscale()") {
            try ColorEffectReading.field("amount", of: .grayscale, "grayscale", on: $0, as: Double.self)
        }
    }

    /// The saturation factor set by `saturation(_:)`; the innermost.
    public func saturation() throws -> Double {
        try reading("saturation()") {
            try ColorEffectReading.field("amount", of: .saturation, "saturation", on: $0, as: Double.self)
        }
    }

    /// The contrast factor set by `contrast(_:)`; the innermost.
    public func contrast() throws -> Double {
        try reading("contrast()") {
            try ColorEffectReading.field("amount", of: .contrast, "contrast", on: $0, as: Double.self)
        }
    }

    /// The hue shift set by `hueRotation(_:)`; the innermost.
    public func hueRotation() throws -> Angle {
        try reading("hueRotation()") {
            try ColorEffectReading.field("angle", of: .hueRotation, "hueRotation", on: $0, as: Angle.self)
        }
    }

    /// The color `colorMultiply(_:)` multiplies the view's colors by; the innermost.
    public func colorMultiply() throws -> Color {
        try reading("colorMultiply()") {
            try ColorEffectReading.field("color", of: .colorMultiply, "colorMultiply", on: $0, as: Color.self)
        }
    }

    /// The blend mode set by `blendMode(_:)`; the innermost.
    public func blendMode() throws -> BlendMode {
        try reading("blendMode()") {
            try ColorEffectReading.field("blendMode", of: .blendMode, "blendMode", on: $0, as: BlendMode.self)
        }
    }

    /// Throws unless the view's colors are inverted by `colorInvert()`.
    public func colorInvert() throws {
        try reading("colorInvert()") { node in
            guard !node.ownModifiers(.colorInvert).isEmpty else { throw node.missing("colorInvert") }
        }
    }
}

enum ColorEffectReading {
    /// The stored property `label` of the innermost modifier of `kind` (`modifier`, by name) on `node`.
    static func field<T>(
        _ label: String, of kind: ModifierKind, _ modifier: String, on node: InspectionNode, as type: T.Type
    ) throws -> T {
        guard let (_, modifier) = node.ownModifiers(kind).first else { throw node.missing(modifier) }
        return try Reflection.field(label, of: modifier, as: T.self)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.grayscale(_:)`.
    static let grayscale = ModifierKind(
        name: ".grayscale", summary: { ModifierDescription.call(".grayscale", "amount", of: $0) })

    /// `.saturation(_:)`.
    static let saturation = ModifierKind(
        name: ".saturation", summary: { ModifierDescription.call(".saturation", "amount", of: $0) })

    /// `.contrast(_:)`.
    static let contrast = ModifierKind(
        name: ".contrast", summary: { ModifierDescription.call(".contrast", "amount", of: $0) })

    /// `.hueRotation(_:)`.
    static let hueRotation = ModifierKind(
        name: ".hueRotation", summary: { ModifierDescription.call(".hueRotation", "angle", of: $0) })

    /// `.colorMultiply(_:)`.
    static let colorMultiply = ModifierKind(
        name: ".colorMultiply", summary: { ModifierDescription.call(".colorMultiply", "color", of: $0) })

    /// `.blendMode(_:)`.
    static let blendMode = ModifierKind(
        name: ".blendMode", summary: { ModifierDescription.call(".blendMode", "blendMode", of: $0) })

    /// `.colorInvert()`.
    static let colorInvert = ModifierKind(name: ".colorInvert", summary: { _ in ".colorInvert()" })
}

extension _GrayscaleEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .grayscale }
}

extension _SaturationEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .saturation }
}

extension _ContrastEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .contrast }
}

extension _HueRotationEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .hueRotation }
}

extension _ColorMultiplyEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .colorMultiply }
}

extension _BlendModeEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .blendMode }
}

extension _ColorInvertEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .colorInvert }
}
