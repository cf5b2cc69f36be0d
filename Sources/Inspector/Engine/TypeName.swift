/// Type names as users write them in source.
///
/// `String(reflecting:)` gives `MyAppTests.Outer.Inner<Swift.Int>` or, for local and private
/// types, `MyAppTests.(unknown context at $10f2c).Row`. Messages and `pathToRoot` want
/// `Outer.Inner<Int>` and `Row`: module prefixes and anonymous contexts are dropped.
enum TypeName {
    private static let cache = TypeCache<String>()

    /// The name of `type` as written in source.
    static func display(_ type: Any.Type) -> String {
        cache.value(for: type) {
            strip(String(reflecting: type))
        }
    }

    /// The name of your view type `type` as ViewInspector writes it in paths and calls, and
    /// as `String(describing:)` does: without the types it is nested in, its generic arguments
    /// written the same way — `Inner` for `Outer.Inner`, `Row<Item>` for `Row<Model.Item>`.
    /// Pasted in the scope that declares it (a test class's nested views), it names the type.
    static func unqualified(_ type: Any.Type) -> String {
        unqualifiedCache.value(for: type) {
            strip(String(reflecting: type), keepingLastComponentOnly: true)
        }
    }

    private static let unqualifiedCache = TypeCache<String>()

    /// The name of `type` without its generic arguments: `ForEach`, `Outer.Inner`.
    static func base(_ type: Any.Type) -> String {
        let name = display(type)
        guard let open = name.firstIndex(of: "<") else { return name }
        return String(name[..<open])
    }

    /// Removes module qualifiers and anonymous contexts from a reflected type name; with
    /// `keepingLastComponentOnly`, the enclosing types' names too.
    static func strip(_ reflected: String, keepingLastComponentOnly: Bool = false) -> String {
        let withoutContexts = removeAnonymousContexts(reflected)
        var output = ""
        var identifierRun: [Substring] = []
        var current = Substring()

        func flushIdentifier() {
            identifierRun.append(current)
            current = Substring()
        }
        func flushRun() {
            if !current.isEmpty || !identifierRun.isEmpty { flushIdentifier() }
            let parts = identifierRun.filter { !$0.isEmpty }
            // A qualified name always starts with its module: drop it. A lone identifier is a
            // tuple label or an unqualified name and stays.
            let kept = parts.count > 1 ? (keepingLastComponentOnly ? parts.suffix(1) : parts.dropFirst()) : parts[...]
            output += kept.joined(separator: ".")
            identifierRun = []
        }

        var index = withoutContexts.startIndex
        while index < withoutContexts.endIndex {
            let character = withoutContexts[index]
            if character.isLetter || character.isNumber || character == "_" {
                let start = index
                while index < withoutContexts.endIndex,
                    withoutContexts[index].isLetter || withoutContexts[index].isNumber || withoutContexts[index] == "_"
                {
                    index = withoutContexts.index(after: index)
                }
                current = withoutContexts[start..<index]
                continue
            }
            if character == "." && !current.isEmpty {
                flushIdentifier()
            } else {
                flushRun()
                output.append(character)
            }
            index = withoutContexts.index(after: index)
        }
        flushRun()
        return output
    }

    /// `Module.Outer.(unknown context at $1234).Local` → `_.Local`; `(Name in _ABC123)` → `Name`.
    ///
    /// A type inside a function or a private context is written in source by its own name
    /// only, so everything before the anonymous context goes, replaced by a placeholder
    /// component that `strip` then drops like a module name.
    private static func removeAnonymousContexts(_ name: String) -> String {
        var result = name
        while let range = result.range(of: "(unknown context at ") {
            guard let close = result[range.upperBound...].firstIndex(of: ")") else { break }
            var end = result.index(after: close)
            if end < result.endIndex, result[end] == "." { end = result.index(after: end) }
            var start = range.lowerBound
            while start > result.startIndex {
                let previous = result.index(before: start)
                let character = result[previous]
                guard character.isLetter || character.isNumber || character == "_" || character == "." else { break }
                start = previous
            }
            result.replaceSubrange(start..<end, with: "_.")
        }
        while let range = result.range(of: " in _") {
            guard let open = result[..<range.lowerBound].lastIndex(of: "("),
                let close = result[range.upperBound...].firstIndex(of: ")")
            else { break }
            let inner = result[result.index(after: open)..<range.lowerBound]
            result.replaceSubrange(open...close, with: inner)
        }
        return result
    }
}
