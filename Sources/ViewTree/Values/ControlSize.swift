/// The size of controls: `.controlSize(.small)`.
public enum ControlSize: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// The default size.
    case regular
    /// Large controls.
    case large
    /// The largest controls.
    case extraLarge

    /// The size as written in source: `.small`.
    public var description: String {
        switch self {
        case .mini: ".mini"
        case .small: ".small"
        case .regular: ".regular"
        case .large: ".large"
        case .extraLarge: ".extraLarge"
        }
    }
}
