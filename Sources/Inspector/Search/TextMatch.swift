import Foundation

/// How a search compares a string it reads (a text, a button's title) with what it looks for.
///
/// ```swift
/// try sut.inspect().find(text: .exact("Save"))                        // the same as find(text: "Save")
/// try sut.inspect().find(text: .substring("items"))                   // "3 items in the cart"
/// try sut.inspect().find(text: .exact("creme brulee", options: [.caseInsensitive, .diacriticInsensitive]))
/// try sut.inspect().find(text: .exact("Total: 3", options: .whitespaceNormalized))   // "Total:  3\n"
/// try sut.inspect().find(button: .regex(/^Delete \d+ items?$/))
/// ```
///
/// A string literal is an exact match: where a `TextMatch` is expected, `"Save"` means
/// `.exact("Save")`, and `"\(count) items"` the exact interpolated string.
///
/// `TextMatch` is not `Sendable`: Swift's `Regex` is not. Build it where it is used.
public struct TextMatch: ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What a `TextMatch` compares strings with.
    public enum Kind {
        /// The whole string equals the pattern.
        case exact(String)
        /// The string contains the pattern. An empty pattern is in every string.
        case substring(String)
        /// The regex matches somewhere in the string; anchor it with `^…$` to match the
        /// whole string.
        case regex(Regex<AnyRegexOutput>)
    }

    /// How strings are normalised before they are compared. Each option applies to both the
    /// string read and the pattern (for a regex, to the string read only: write the pattern
    /// without diacritics and with single spaces).
    public struct Options: OptionSet, Sendable, CustomStringConvertible {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Upper and lower case compare equal, with full case folding (`"STRASSE"` matches
        /// `"straße"`).
        public static let caseInsensitive = Options(rawValue: 1 << 0)
        /// Letters compare equal with or without accents and other diacritics (`"creme"`
        /// matches `"crème"`).
        public static let diacriticInsensitive = Options(rawValue: 1 << 1)
        /// Leading and trailing whitespace is dropped and every run of whitespace (spaces,
        /// tabs, new lines) counts as one space (`"Total: 3"` matches `" Total:\n  3 "`).
        public static let whitespaceNormalized = Options(rawValue: 1 << 2)

        /// The options as written in Swift: `.caseInsensitive`, `[.caseInsensitive, .whitespaceNormalized]`.
        public var description: String {
            let names = [
                (Options.caseInsensitive, ".caseInsensitive"), (.diacriticInsensitive, ".diacriticInsensitive"),
                (.whitespaceNormalized, ".whitespaceNormalized"),
            ].filter { contains($0.0) }.map(\.1)
            return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// What the strings are compared with.
    public let kind: Kind
    /// How the strings are normalised first.
    public let options: Options
    /// The pattern normalised, computed once rather than for every string compared.
    private let normalizedPattern: String
    /// The regex as run: ignoring case with `.caseInsensitive`.
    private let effectiveRegex: Regex<AnyRegexOutput>?
    /// The pattern of an exact match without options, which strings are compared with as they
    /// are: searches compare it with every text they pass.
    private let plainPattern: String?

    /// A match comparing with `kind` after normalising with `options`.
    public init(_ kind: Kind, options: Options = []) {
        self.kind = kind
        self.options = options
        switch kind {
        case let .exact(pattern), let .substring(pattern):
            normalizedPattern = TextMatch.normalize(pattern, options: options, foldingCase: true)
            effectiveRegex = nil
            if case .exact = kind, options.isEmpty { plainPattern = pattern } else { plainPattern = nil }
        case let .regex(regex):
            normalizedPattern = ""
            plainPattern = nil
            effectiveRegex = options.contains(.caseInsensitive) ? regex.ignoresCase() : regex
        }
    }

    /// An exact match: `"Save"` where a `TextMatch` is expected.
    public init(stringLiteral value: String) {
        self.init(.exact(value))
    }

    /// An exact match of an interpolated string: `"\(count) items"` where a `TextMatch` is
    /// expected.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(.exact(String(stringInterpolation: stringInterpolation)))
    }

    /// Matches a string equal to `string`, after normalising both with `options`.
    public static func exact(_ string: String, options: Options = []) -> TextMatch {
        TextMatch(.exact(string), options: options)
    }

    /// Matches a string that contains `string`, after normalising both with `options`.
    public static func substring(_ string: String, options: Options = []) -> TextMatch {
        TextMatch(.substring(string), options: options)
    }

    /// Matches a string in which `regex` finds a match, after normalising the string with
    /// `options`; `.caseInsensitive` also makes the regex ignore case.
    public static func regex<Output>(_ regex: Regex<Output>, options: Options = []) -> TextMatch {
        TextMatch(.regex(Regex<AnyRegexOutput>(regex)), options: options)
    }

    /// Whether `string` matches.
    public func matches(_ string: String) -> Bool {
        if let plainPattern { return string == plainPattern }
        let candidate = normalized(string)
        switch kind {
        case .exact:
            return candidate == normalizedPattern
        case .substring:
            return normalizedPattern.isEmpty || candidate.contains(normalizedPattern)
        case .regex:
            return (try? effectiveRegex?.firstMatch(in: candidate)) != nil
        }
    }

    /// `string` normalised with the options, as compared.
    public func normalized(_ string: String) -> String {
        TextMatch.normalize(string, options: options, foldingCase: !isRegex)
    }

    /// `string` normalised with `options`; case is folded only when `foldingCase` (a regex
    /// ignores case itself).
    private static func normalize(_ string: String, options: Options, foldingCase: Bool) -> String {
        guard !options.isEmpty else { return string }
        var result = string
        if options.contains(.whitespaceNormalized) {
            result = result.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        var folding: String.CompareOptions = []
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        if options.contains(.caseInsensitive), foldingCase { folding.insert(.caseInsensitive) }
        return folding.isEmpty ? result : result.folding(options: folding, locale: nil)
    }

    /// The pattern, for an exact or substring match; nil for a regex, which has no text to
    /// show.
    public var pattern: String? {
        switch kind {
        case let .exact(pattern), let .substring(pattern): pattern
        case .regex: nil
        }
    }

    /// The match as written in Swift, for messages: `"Save"`, `.substring("Save")`,
    /// `.exact("save", options: .caseInsensitive)`, `.regex(…)` (a regex cannot show its
    /// source).
    public var description: String {
        let optionsArgument = options.isEmpty ? "" : ", options: \(options)"
        switch kind {
        case let .exact(pattern):
            return options.isEmpty ? TreeDump.quoted(pattern) : ".exact(\(TreeDump.quoted(pattern))\(optionsArgument))"
        case let .substring(pattern):
            return ".substring(\(TreeDump.quoted(pattern))\(optionsArgument))"
        case .regex:
            return ".regex(…\(optionsArgument))"
        }
    }

    /// What is looked for, in words, after a noun: `"Save"`, `containing "Save"`,
    /// `"save" (ignoring case)`, `matching a regex`.
    var phrase: String {
        var ignoring: [String] = []
        if options.contains(.caseInsensitive) { ignoring.append("case") }
        if options.contains(.diacriticInsensitive) { ignoring.append("diacritics") }
        if options.contains(.whitespaceNormalized) { ignoring.append("extra whitespace") }
        let qualifier = ignoring.isEmpty ? "" : " (ignoring \(ignoring.joined(separator: ", ")))"
        switch kind {
        case let .exact(pattern): return TreeDump.quoted(pattern) + qualifier
        case let .substring(pattern): return "containing \(TreeDump.quoted(pattern))" + qualifier
        case .regex: return "matching a regex" + qualifier
        }
    }

    private var isRegex: Bool {
        switch kind {
        case .exact, .substring: false
        case .regex: true
        }
    }
}
