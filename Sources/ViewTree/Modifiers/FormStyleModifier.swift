/// How a `Form` looks: `.automatic`, `.grouped` or `.columns`.
public protocol FormStyle: Sendable {}

/// The platform's default form style: what `.automatic` is, and what a form has when no
/// `.formStyle(_:)` is set.
public struct AutomaticFormStyle: FormStyle, Hashable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

/// Rows in grouped sections.
public struct GroupedFormStyle: FormStyle, Hashable, CustomStringConvertible {
    /// The grouped style.
    public init() {}

    /// As written in source: `.grouped`.
    public var description: String { ".grouped" }
}

/// Labels and controls in columns, labels trailing-aligned.
public struct ColumnsFormStyle: FormStyle, Hashable, CustomStringConvertible {
    /// The columns style.
    public init() {}

    /// As written in source: `.columns`.
    public var description: String { ".columns" }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// Sets the style of the forms in the modified view.
public struct _FormStyleModifier<Style: FormStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of forms to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.formStyle = style
    }
}

private enum FormStyleKey: EnvironmentKey {
    static var defaultValue: any FormStyle { AutomaticFormStyle() }
}

extension EnvironmentValues {
    /// The style of forms, set with `.formStyle(_:)`.
    package var formStyle: any FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    /// What `.formStyle(_:)` on the view or an ancestor wrote; nil when none did.
    package var writtenFormStyle: (any FormStyle)? {
        written(FormStyleKey.self)
    }
}

extension View {
    /// Sets the style of the forms in this view: `.formStyle(.grouped)`.
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(_FormStyleModifier(style: style))
    }
}
