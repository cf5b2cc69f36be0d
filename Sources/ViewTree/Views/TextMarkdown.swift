import Foundation

/// The inline Markdown SwiftUI reads in a localized string key (`Text("**Bold** and
/// _italic_")`): strong emphasis (`**` or `__`), emphasis (`*` or `_`), strikethrough (`~~`),
/// code (`` ` ``), links (`[title](url)`) and backslash escapes. Each becomes the
/// attribute Foundation's Markdown parser gives it (`inlinePresentationIntent`, `link`), so
/// the text's attributed string is the one SwiftUI shows.
///
/// Foundation on Linux has no `AttributedString(markdown:)`: this reads the inline syntax
/// itself. Block syntax (headings, lists) is not read, as SwiftUI's `Text` does not show it.
enum TextMarkdown {
    /// `source` with its Markdown read; nil when it has none, so that a plain key stays a
    /// plain string.
    static func attributedString(_ source: String, values: [Range<Int>] = []) -> AttributedString? {
        guard mayHaveMarkdown(source) else { return nil }
        let characters = Array(source)
        var isValue = [Bool](repeating: false, count: values.isEmpty ? 0 : characters.count)
        for range in values where range.upperBound <= isValue.count {
            for index in range { isValue[index] = true }
        }
        var reader = Reader(characters: characters, isValue: isValue)
        let result = reader.read(reader.characters[...], intent: [], link: nil)
        return reader.foundMarkdown ? result : nil
    }

    /// Whether `text` has a character Markdown's inline syntax starts with.
    static func mayHaveMarkdown(_ text: String) -> Bool {
        text.contains(where: { "*_~`[\\".contains($0) })
    }

    private struct Reader {
        let characters: [Character]
        /// For an interpolated key: which characters are values (shown as they are, never syntax).
        let isValue: [Bool]
        var foundMarkdown = false

        /// Whether the character at `index` is the key's own text, where syntax can be.
        private func isSyntax(_ index: Int) -> Bool {
            index >= isValue.count || !isValue[index]
        }

        mutating func read(_ text: ArraySlice<Character>, intent: InlinePresentationIntent, link: URL?) -> AttributedString {
            var result = AttributedString()
            var plain = ""
            func flush(_ result: inout AttributedString, _ plain: inout String) {
                guard !plain.isEmpty else { return }
                result += styled(plain, intent: intent, link: link)
                plain = ""
            }
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                let next = index + 1 < text.endIndex ? text[index + 1] : nil
                guard isSyntax(index) else {
                    plain.append(character)
                    index += 1
                    continue
                }
                if character == "\\", let next, next.isASCII, next.isPunctuation || next.isSymbol {
                    plain.append(next)
                    foundMarkdown = true
                    index += 2
                    continue
                }
                if character == "`", let close = text[(index + 1)...].indices.first(where: { text[$0] == "`" && isSyntax($0) }),
                    close > index + 1
                {
                    flush(&result, &plain)
                    result += styled(String(text[(index + 1)..<close]), intent: intent.union(.code), link: link)
                    foundMarkdown = true
                    index = close + 1
                    continue
                }
                if character == "[", let (title, url, end) = linkAt(index, in: text) {
                    flush(&result, &plain)
                    result += read(title, intent: intent, link: url)
                    foundMarkdown = true
                    index = end
                    continue
                }
                if let (marker, added) = delimiter(at: index, in: text),
                    let close = closing(marker, after: index + marker.count, in: text)
                {
                    flush(&result, &plain)
                    result += read(text[(index + marker.count)..<close], intent: intent.union(added), link: link)
                    foundMarkdown = true
                    index = close + marker.count
                    continue
                }
                plain.append(character)
                index += 1
            }
            flush(&result, &plain)
            return result
        }

        private func styled(_ string: String, intent: InlinePresentationIntent, link: URL?) -> AttributedString {
            var part = AttributedString(string)
            if !intent.isEmpty { part.inlinePresentationIntent = intent }
            if let link { part.link = link }
            return part
        }

        /// The emphasis marker opening at `index`, and the intent it adds.
        private func delimiter(at index: Int, in text: ArraySlice<Character>) -> ([Character], InlinePresentationIntent)? {
            let character = text[index]
            guard "*_~".contains(character) else { return nil }
            let doubled = index + 1 < text.endIndex && text[index + 1] == character
            // `_` inside a word (`snake_case`) is not emphasis.
            if character == "_", index > text.startIndex, text[index - 1].isLetter || text[index - 1].isNumber { return nil }
            if character == "~" { return doubled ? (["~", "~"], .strikethrough) : nil }
            return doubled ? ([character, character], .stronglyEmphasized) : ([character], .emphasized)
        }

        /// Where `marker` closes, after some text that does not start with a space.
        private func closing(_ marker: [Character], after start: Int, in text: ArraySlice<Character>) -> Int? {
            guard start < text.endIndex, !text[start].isWhitespace else { return nil }
            var index = start + 1
            while index + marker.count <= text.endIndex {
                if Array(text[index..<(index + marker.count)]) == marker, isSyntax(index), !text[index - 1].isWhitespace {
                    let after = index + marker.count
                    let followedByMarker = after < text.endIndex && text[after] == marker[0]
                    let wordAfter = after < text.endIndex && (text[after].isLetter || text[after].isNumber)
                    if !followedByMarker, !(marker[0] == "_" && wordAfter) { return index }
                }
                index += 1
            }
            return nil
        }

        /// The link opening at `index`: its title, its URL and the index after it.
        private func linkAt(_ index: Int, in text: ArraySlice<Character>) -> (ArraySlice<Character>, URL, Int)? {
            guard let close = text[(index + 1)...].indices.first(where: { text[$0] == "]" && isSyntax($0) }),
                close + 1 < text.endIndex, text[close + 1] == "(", isSyntax(close + 1),
                let end = text[(close + 2)...].indices.first(where: { text[$0] == ")" && isSyntax($0) }),
                let url = URL(string: String(text[(close + 2)..<end]).trimmingCharacters(in: .whitespaces))
            else { return nil }
            return (text[(index + 1)..<close], url, end + 1)
        }
    }
}
