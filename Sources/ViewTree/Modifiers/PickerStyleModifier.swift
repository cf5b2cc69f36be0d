/// How a `Picker` presents its options: a menu, segments, a wheel.
///
/// Set it with `.pickerStyle(_:)` on a picker or on a view around pickers; it applies to every
/// picker inside. ViewTree draws nothing, so a style is a value tests read back.
public protocol PickerStyle {}

/// The platform's default picker style: `.automatic`.
public struct DefaultPickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// Options in a menu that opens from a button: `.menu`.
public struct MenuPickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The menu style.
    public init() {}

    /// `.menu`.
    public var description: String { ".menu" }
}

/// Options as segments of one control: `.segmented`.
public struct SegmentedPickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The segmented style.
    public init() {}

    /// `.segmented`.
    public var description: String { ".segmented" }
}

/// Options on a scrolling wheel: `.wheel`.
public struct WheelPickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The wheel style.
    public init() {}

    /// `.wheel`.
    public var description: String { ".wheel" }
}

/// Options inline with the picker's container, such as rows of a list: `.inline`.
public struct InlinePickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The inline style.
    public init() {}

    /// `.inline`.
    public var description: String { ".inline" }
}

/// Options on a page a navigation link pushes: `.navigationLink`.
public struct NavigationLinkPickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The navigation link style.
    public init() {}

    /// `.navigationLink`.
    public var description: String { ".navigationLink" }
}

/// Options as a row of compact items, such as symbols: `.palette`.
public struct PalettePickerStyle: PickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The palette style.
    public init() {}

    /// `.palette`.
    public var description: String { ".palette" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// Options in a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options as segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// Options on a wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Options inline with the container.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Options on a pushed page.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// Options as a palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// Sets the style of the pickers in the modified content.
public struct _PickerStyleModifier<Style: PickerStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the picker style to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.pickerStyle = style
    }
}

extension View {
    /// Sets the style of the pickers in this view: `.pickerStyle(.segmented)`.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(_PickerStyleModifier(style: style))
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
    /// The style of pickers here: the innermost `.pickerStyle(_:)`, or `.automatic`.
    package var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// What `.pickerStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenPickerStyle: (any PickerStyle)? {
        written(PickerStyleKey.self)
    }
}
