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
    static func attributedString(_ source: String) -> AttributedString? {
        guard source.contains(where: { "*_~`[\\".contains($0) }) else { return nil }
        var reader = Reader(characters: Array(source))
        let result = reader.read(reader.characters[...], intent: [], link: nil)
        return reader.foundMarkdown ? result : nil
    }

    private struct Reader {
        let characters: [Character]
        var foundMarkdown = false

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
                if character == "\\", let next, next.isASCII, next.isPunctuation || next.isSymbol {
                    plain.append(next)
                    foundMarkdown = true
                    index += 2
                    continue
                }
                if character == "`", let close = text[(index + 1)...].firstIndex(of: "`"), close > index + 1 {
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
                if Array(text[index..<(index + marker.count)]) == marker, !text[index - 1].isWhitespace {
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
            guard let close = text[(index + 1)...].firstIndex(of: "]"), close + 1 < text.endIndex, text[close + 1] == "(",
                let end = text[(close + 2)...].firstIndex(of: ")"),
                let url = URL(string: String(text[(close + 2)..<end]).trimmingCharacters(in: .whitespaces))
            else { return nil }
            return (text[(index + 1)..<close], url, end + 1)
        }
    }
}
