/// How a view fills the space an aspect ratio gives it: fitting inside it, or filling it.
public enum ContentMode: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// The whole view shows inside the space, leaving some of it empty if need be.
    case fit
    /// The view fills the space, overflowing it if need be.
    case fill

    /// The mode as written in source: `.fit`.
    public var description: String {
        switch self {
        case .fit: ".fit"
        case .fill: ".fill"
        }
    }
}
