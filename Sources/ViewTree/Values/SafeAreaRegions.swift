/// The kinds of safe area a view can ignore: the container's (bars, notches), the keyboard's.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// Creates a set from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area the container defines: bars, the notch, the home indicator.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]

    /// The set as written in source: `.all`, `.keyboard`, `[]`.
    public var description: String {
        if self == .all { return ".all" }
        if self == .container { return ".container" }
        if self == .keyboard { return ".keyboard" }
        return "[]"
    }
}

/// The top or bottom edge: where a `safeAreaInset(edge:)` places its view.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// The edge as written in source: `.top`, `.bottom`.
    public var description: String {
        switch self {
        case .top: ".top"
        case .bottom: ".bottom"
        }
    }
}

extension VerticalEdge {
    /// A set of vertical edges: `.top`, `.bottom`, `.all`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8

        /// The set with `rawValue`'s edges.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding `edge` alone.
        public init(_ edge: VerticalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
