/// The leading or trailing edge: where a row's swipe actions are.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case leading, trailing

    /// The edge as written in source: `.leading`, `.trailing`.
    public var description: String {
        switch self {
        case .leading: ".leading"
        case .trailing: ".trailing"
        }
    }
}
