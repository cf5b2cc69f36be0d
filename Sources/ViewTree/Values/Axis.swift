/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal, vertical

    /// A set of axes: what a `ScrollView` scrolls along, what a `ViewThatFits` measures.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// Creates a set from raw bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)

        /// The set as written in source: `.vertical`, `[.horizontal, .vertical]`.
        public var description: String {
            let names = Axis.allCases.filter { contains(Set(rawValue: 1 << $0.rawValue)) }.map { "." + "\($0)" }
            return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// The axis' name: `horizontal`, `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}
