/// How a view fills the space an aspect ratio gives it: fitting inside it, or filling it.
public enum ContentMode: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case fit, fill

    /// The mode as written in source: `.fit`.
    public var description: String {
        switch self {
        case .fit: ".fit"
        case .fill: ".fill"
        }
    }
}
