/// `#Preview("Name", traits: …) { body }` becomes a type that registers the preview:
///
/// ```swift
/// nonisolated private struct $s…7PreviewfMu_: ViewTree.PreviewRegistry {
///     static let fileID = "App/ContentView.swift"
///     static let line = 42
///     static let column = 1
///     @MainActor static func makePreview() -> ViewTree.Preview {
///         ViewTree.Preview("Name", traits: …) { body }
///     }
/// }
/// ```
///
/// The macro's arguments are passed as they were written to `Preview`'s initializer, which
/// takes the same ones; `Previews` in Inspector finds the registered types at run time.
enum PreviewMacro {
    static func expand(_ request: HostMessage.FreestandingExpansion) -> Result<String, MacroDiagnostic> {
        let source = SwiftSource(request.syntax.source)
        let range = source.significant
        let location = request.syntax.location
        guard range.lowerBound < range.upperBound, source.bytes[range.lowerBound] == UInt8(ascii: "#") else {
            return .failure(MacroDiagnostic(
                message: "expected a #\(request.macro.name) call, found `\(source.text(range))`",
                offset: location.offset, fileName: location.fileName))
        }
        // `#Preview` or `#ViewTree.Preview`: the name and its qualifiers.
        var nameEnd = range.lowerBound + 1
        while nameEnd < range.upperBound,
              SwiftSource.isIdentifierByte(source.bytes[nameEnd]) || source.bytes[nameEnd] == UInt8(ascii: ".") {
            nameEnd += 1
        }
        let arguments = source.text(nameEnd..<range.upperBound)
        guard arguments.contains(where: { $0 == "{" || $0 == "(" }) else {
            return .failure(MacroDiagnostic(
                message: "#\(request.macro.name) needs a body: #\(request.macro.name) { ContentView() }",
                offset: location.offset, fileName: location.fileName))
        }
        // A unique name, mangled as the compiler expects macros to make them (the expansion's
        // discriminator, the name's length and the name, `fMu_`), so the macro declares no names.
        let typeName = request.discriminator + "7PreviewfMu_"
        // The syntax starts with the whitespace and comments before the call: its location is
        // theirs. The preview's is the `#`'s.
        var line = location.line
        var column = location.column
        for byte in source.bytes[..<range.lowerBound] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return .success("""
            nonisolated private struct \(typeName): ViewTree.PreviewRegistry {
                static let fileID = \(literal(location.fileID))
                static let line = \(line)
                static let column = \(column)
                @MainActor static func makePreview() -> ViewTree.Preview {
                    ViewTree.Preview\(arguments)
                }
            }
            """)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
