import Foundation

#if !canImport(Darwin)
    /// How Markdown styles a run of an attributed string, as Foundation's
    /// `InlinePresentationIntent` (which Foundation on Linux does not have): the attribute
    /// `Text` reads for `**strong**`, `_emphasis_`, `` `code` `` and `~~strikethrough~~` in a
    /// literal key.
    public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
        /// The intents' bits, as Foundation numbers them.
        public let rawValue: UInt

        /// The intents whose bits are `rawValue`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Emphasis: `_word_`, `*word*`, drawn italic.
        public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
        /// Strong emphasis: `**word**`, `__word__`, drawn bold.
        public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
        /// Code: `` `word` ``, drawn monospaced.
        public static let code = InlinePresentationIntent(rawValue: 1 << 2)
        /// Struck through: `~~word~~`.
        public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
        /// A soft line break.
        public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
        /// A hard line break.
        public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
        /// Inline HTML.
        public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
        /// A block of HTML.
        public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
    }
#endif
