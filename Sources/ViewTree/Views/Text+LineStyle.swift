extension Text {
    /// How a line through or under a text is drawn: the value of an attributed string's
    /// `underlineStyle` and `strikethroughStyle`.
    ///
    /// ```swift
    /// var title = AttributedString("Sale")
    /// title.strikethroughStyle = Text.LineStyle(pattern: .solid, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public let pattern: Pattern
        /// The color of the line; nil draws it in the text's color.
        public let color: Color?

        /// A line of `pattern`, in `color` or the text's color.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()

        /// The pattern of a line: solid, or dots and dashes.
        public struct Pattern: Hashable, Sendable {
            let name: String

            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Alternating dashes and pairs of dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
