/// How a `DatePicker` presents its date: a compact button, a calendar, wheels, a field.
///
/// Set it with `.datePickerStyle(_:)` on a date picker or on a view around date pickers; it
/// applies to every date picker inside. ViewTree draws nothing, so a style is a value tests
/// read back.
public protocol DatePickerStyle {}

/// The platform's default date picker style: `.automatic`.
public struct DefaultDatePickerStyle: DatePickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A button that shows the date and opens an editor: `.compact`.
public struct CompactDatePickerStyle: DatePickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The compact style.
    public init() {}

    /// `.compact`.
    public var description: String { ".compact" }
}

/// A calendar and a clock shown in place: `.graphical`.
public struct GraphicalDatePickerStyle: DatePickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The graphical style.
    public init() {}

    /// `.graphical`.
    public var description: String { ".graphical" }
}

/// A wheel per component: `.wheel`.
public struct WheelDatePickerStyle: DatePickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The wheel style.
    public init() {}

    /// `.wheel`.
    public var description: String { ".wheel" }
}

/// An editable text field (macOS): `.field`.
public struct FieldDatePickerStyle: DatePickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The field style.
    public init() {}

    /// `.field`.
    public var description: String { ".field" }
}

/// An editable text field with a stepper (macOS): `.stepperField`.
public struct StepperFieldDatePickerStyle: DatePickerStyle, Equatable, Sendable, CustomStringConvertible {
    /// The stepper field style.
    public init() {}

    /// `.stepperField`.
    public var description: String { ".stepperField" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default date picker style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact button.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar shown in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// An editable field.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// An editable field with a stepper.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

/// Sets the style of the date pickers in the modified content.
public struct _DatePickerStyleModifier<Style: DatePickerStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the date picker style to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.datePickerStyle = style
    }
}

extension View {
    /// Sets the style of the date pickers in this view: `.datePickerStyle(.graphical)`.
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(_DatePickerStyleModifier(style: style))
    }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: (any DatePickerStyle)? { nil }
}

extension EnvironmentValues {
    /// The style of date pickers here: the innermost `.datePickerStyle(_:)`; nil when none
    /// sets one (the pickers are then `.automatic`).
    package var datePickerStyle: (any DatePickerStyle)? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}
