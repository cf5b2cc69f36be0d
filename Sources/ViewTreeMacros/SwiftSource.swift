/// The little of Swift's lexical structure the expansions need: where comments and
/// whitespace are, where string literals are (with their interpolations), and how deep in
/// brackets each piece of code is. Enough to take a declaration or a macro call apart at its
/// top level without a parser.
struct SwiftSource {
    enum Kind: Equatable {
        /// Whitespace or a comment.
        case trivia
        /// Part of a string literal, its quotes included.
        case string
        /// Any other code, at a depth in `(`, `[` and `{`.
        case code(depth: Int)
    }

    let bytes: [UInt8]
    let kinds: [Kind]

    init(_ text: String) {
        bytes = Array(text.utf8)
        kinds = Self.classify(bytes)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The source without the whitespace and comments before and after it.
    var significant: Range<Int> {
        guard let first = kinds.firstIndex(where: { $0 != .trivia }),
              let last = kinds.lastIndex(where: { $0 != .trivia }) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The first position at or after `index` that is not whitespace or a comment.
    func skippingTrivia(from index: Int) -> Int {
        var index = index
        while index < bytes.count, kinds[index] == .trivia { index += 1 }
        return index
    }

    /// The first `byte` in `range` that is code outside any bracket.
    func firstTopLevel(_ byte: UInt8, in range: Range<Int>) -> Int? {
        range.first { bytes[$0] == byte && kinds[$0] == .code(depth: 0) }
    }

    /// The end of the identifier starting at `index` (a backquoted one included), or `index`
    /// when there is none.
    func identifierEnd(from index: Int) -> Int {
        guard index < bytes.count else { return index }
        if bytes[index] == UInt8(ascii: "`") {
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`") { end += 1 }
            return min(end + 1, bytes.count)
        }
        var end = index
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    /// The position after the bracket that closes the one at `index`.
    func afterClosingBracket(of index: Int) -> Int {
        guard case let .code(depth) = kinds[index] else { return index + 1 }
        var end = index + 1
        while end < bytes.count {
            if case let .code(inner) = kinds[end], inner == depth, Self.closers.contains(bytes[end]) { return end + 1 }
            end += 1
        }
        return end
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    private static let openers: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
    private static let closers: Set<UInt8> = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]

    /// One pass over the bytes. A stack of modes follows string literals (plain, multi-line,
    /// raw) and the code interpolated into them; a bracket's opening and closing bytes are at
    /// the depth outside it.
    private static func classify(_ bytes: [UInt8]) -> [Kind] {
        enum Mode {
            case code
            /// An interpolation's code, and how many of its own parentheses are open.
            case interpolation(open: Int)
            case string(hashes: Int, multiline: Bool)
        }
        var kinds = [Kind](repeating: .trivia, count: bytes.count)
        var modes: [Mode] = [.code]
        var depth = 0
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < bytes.count, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        func opensMultiline(at position: Int) -> Bool {
            position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
        }
        func startsRawString(at position: Int) -> Bool {
            let quote = position + hashes(from: position)
            return quote < bytes.count && bytes[quote] == UInt8(ascii: "\"")
        }
        /// Marks the opening delimiter of the literal at `position` and enters it.
        func openString(at position: Int) -> Int {
            let hashCount = hashes(from: position)
            let quote = position + hashCount
            let multiline = opensMultiline(at: quote)
            let end = min(quote + (multiline ? 3 : 1), bytes.count)
            for offset in position..<end { kinds[offset] = .string }
            modes.append(.string(hashes: hashCount, multiline: multiline))
            return end
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch modes[modes.count - 1] {
            case let .string(hashCount, multiline):
                kinds[index] = .string
                if byte == UInt8(ascii: "\\"), hashes(from: index + 1) == hashCount {
                    let after = index + 1 + hashCount
                    for offset in index..<min(after + 1, bytes.count) { kinds[offset] = .string }
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        modes.append(.interpolation(open: 1))
                    }
                    index = after + 1
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    let closes = (0..<quotes).allSatisfy { at($0) == UInt8(ascii: "\"") }
                        && hashes(from: index + quotes) >= hashCount
                    if closes {
                        let end = min(index + quotes + hashCount, bytes.count)
                        for offset in index..<end { kinds[offset] = .string }
                        modes.removeLast()
                        index = end
                    } else {
                        index += 1
                    }
                } else {
                    index += 1
                }
            case let .interpolation(open):
                // An interpolation belongs to its literal: its bytes are string, and only its
                // own parentheses and nested literals are followed.
                kinds[index] = .string
                if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(at: index)) {
                    index = openString(at: index)
                } else if byte == UInt8(ascii: "(") {
                    modes[modes.count - 1] = .interpolation(open: open + 1)
                    index += 1
                } else if byte == UInt8(ascii: ")") {
                    if open == 1 { modes.removeLast() } else { modes[modes.count - 1] = .interpolation(open: open - 1) }
                    index += 1
                } else {
                    index += 1
                }
            case .code:
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    var nesting = 0
                    repeat {
                        if at(0) == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                            nesting += 1
                            index += 2
                        } else if at(0) == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                            nesting -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    } while nesting > 0 && index < bytes.count
                } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(at: index)) {
                    index = openString(at: index)
                } else if openers.contains(byte) {
                    kinds[index] = .code(depth: depth)
                    depth += 1
                    index += 1
                } else if closers.contains(byte) {
                    depth = max(depth - 1, 0)
                    kinds[index] = .code(depth: depth)
                    index += 1
                } else {
                    kinds[index] = .code(depth: depth)
                    index += 1
                }
            }
        }
        return kinds
    }
}
