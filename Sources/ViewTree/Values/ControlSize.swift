/// The size of controls: `.controlSize(.small)`.
public enum ControlSize: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case mini, small, regular, large, extraLarge

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
