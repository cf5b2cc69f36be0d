/// SwiftUI's built-in button styles. ViewTree draws nothing, so they are values tests read back
/// (`try sut.inspect().buttonStyle() is PlainButtonStyle`); a button with one of them renders
/// its label itself, as without a style. Their `makeBody` returns the label.
package protocol BuiltinButtonStyle {}

/// The platform's default button style: `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A button without decoration while idle: `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable, CustomStringConvertible {
    /// The plain style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.plain`.
    public var description: String { ".plain" }
}

/// A button with a border: `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable, CustomStringConvertible {
    /// The bordered style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.bordered`.
    public var description: String { ".bordered" }
}

/// A bordered button filled with the accent color: `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The bordered prominent style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.borderedProminent`.
    public var description: String { ".borderedProminent" }
}

/// A button without a border: `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle, Equatable, Sendable, CustomStringConvertible {
    /// The borderless style.
    public init() {}
    /// The button's label.
    public func makeBody(configuration: Configuration) -> PrimitiveButtonStyleConfiguration.Label {
        configuration.label
    }
    /// `.borderless`.
    public var description: String { ".borderless" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button without decoration while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button with a border.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A bordered button filled with the accent color.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
