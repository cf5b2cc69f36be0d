import Foundation

/// What `explore(...)` types into text fields: each input is one action on each field.
public enum ExploreInputs {
    /// The inputs tried by default, one of each shape that breaks forms: an empty string, a
    /// word, a long string (120 characters), digits, non-Latin text, and text with spaces
    /// around it.
    public static let standard: [String] = [
        "",
        "word",
        String(repeating: "long text ", count: 12),
        "12345",
        "日本語テキスト",
        "  padded  ",
    ]
}

/// Volatile text in a screen's tree dump — a clock, a generated id — that `explore(...)`
/// replaces before it compares states, so that two visits of the same screen are one state.
///
/// ```swift
/// try explore(masking: [.matching(#"\d\d:\d\d"#)]) { ClockScreen() }
/// ```
public struct ExploreMask: Sendable, Equatable, CustomStringConvertible {
    /// The regular expression (`NSRegularExpression` syntax) whose matches are replaced.
    public let pattern: String
    /// What each match is replaced with.
    public let replacement: String

    /// Replaces every match of the regular expression `pattern` with `replacement`.
    public static func matching(_ pattern: String, replacement: String = "•") -> ExploreMask {
        ExploreMask(pattern: pattern, replacement: replacement)
    }

    /// `.matching("…")`.
    public var description: String { ".matching(\(TreeDump.quoted(pattern)))" }

    /// The compiled masks; throws naming the first pattern that is not a regular expression.
    static func compile(_ masks: [ExploreMask]) throws -> [(NSRegularExpression, String)] {
        try masks.enumerated().map { index, mask in
            guard let expression = try? NSRegularExpression(pattern: mask.pattern) else {
                throw InspectionError(
                    .invalidArgument(argument: "masking[\(index)] \(mask)", reason: "is not a regular expression"),
                    path: "explore(masking:)")
            }
            return (expression, mask.replacement)
        }
    }

    /// `dump` with every compiled mask applied, in order.
    static func apply(_ masks: [(NSRegularExpression, String)], to dump: String) -> String {
        masks.reduce(dump) { text, mask in
            mask.0.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: NSRegularExpression.escapedTemplate(for: mask.1))
        }
    }
}
