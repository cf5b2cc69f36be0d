/// How the lines of a multiline text line up with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centered.
    case center
    /// Lines end at the trailing edge.
    case trailing

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
        /// Cut at the start: `…end of text`.
        case head
        /// Cut at the end: `Start of te…`.
        case tail
        /// Cut in the middle: `Start…text`.
        case middle

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
