/// A button on Liquid Glass (iOS 26): `.glass`.
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable, CustomStringConvertible {
    /// The glass style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.glass`.
    public var description: String { ".glass" }
}

/// A prominent button on Liquid Glass tinted with the accent color (iOS 26): `.glassProminent`.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The prominent glass style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.glassProminent`.
    public var description: String { ".glassProminent" }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A prominent button on Liquid Glass.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
