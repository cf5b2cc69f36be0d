/// How the lines of a multiline text line up with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case leading, center, trailing

    /// The alignment as written in source: `.center`.
    public var description: String {
        switch self {
        case .leading: ".leading"
        case .center: ".center"
        case .trailing: ".trailing"
        }
    }
}

extension Text {
    /// Where a text that does not fit is cut, replaced by an ellipsis.
    public enum TruncationMode: Hashable, Sendable, CustomStringConvertible {
        case head, tail, middle

        /// The mode as written in source: `.tail`.
        public var description: String {
            switch self {
            case .head: ".head"
            case .tail: ".tail"
            case .middle: ".middle"
            }
        }
    }
}
