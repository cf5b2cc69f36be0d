/// The horizontal or the vertical dimension: the direction a text field grows in
/// (`TextField("Notes", text: $notes, axis: .vertical)`), the directions a view scrolls in.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal, vertical

    /// A set of axes: `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Hashable, Sendable {
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
    }

    /// The axis as written in source: `.horizontal`.
    public var description: String {
        switch self {
        case .horizontal: ".horizontal"
        case .vertical: ".vertical"
        }
    }
}
