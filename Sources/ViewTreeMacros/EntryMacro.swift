/// `@Entry var name: Value = default` in an extension of `EnvironmentValues` becomes a
/// computed property backed by a key type declared beside it:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
///     // accessor role:
///     //     get { self[__Key_accent.self] }
///     //     set { self[__Key_accent.self] = newValue }
///     // peer role:
///     //     private struct __Key_accent: ViewTree.EnvironmentKey {
///     //         static var defaultValue: Color { .blue }
///     //     }
/// }
/// ```
///
/// An optional value may leave out its default (`nil`); a value without a type annotation
/// keeps its default as a stored constant, whose type the compiler infers.
///
/// In an extension of `FocusedValues` the value is optional, without a default (a focused
/// value is nil until a view publishes one), and the key names the wrapped type:
/// `@Entry var note: Note?` has the peer `private struct __Key_note: ViewTree.FocusedValueKey
/// { typealias Value = Note }`.
enum EntryMacro {
    struct Declaration {
        var name: String
        var type: String?
        var defaultValue: String?
    }

    /// The containers `@Entry` is written in, and the key protocol each one's subscript takes.
    static let keyProtocols = [
        "EnvironmentValues": "ViewTree.EnvironmentKey",
        "FocusedValues": "ViewTree.FocusedValueKey",
    ]

    static func expand(_ request: HostMessage.AttachedExpansion) -> Result<String, MacroDiagnostic> {
        let location = request.declSyntax.location
        func failure(_ message: String) -> Result<String, MacroDiagnostic> {
            .failure(MacroDiagnostic(message: message, offset: location.offset, fileName: location.fileName))
        }
        guard let declaration = parse(request.declSyntax.source) else {
            return failure("@Entry applies to a variable: @Entry var name: Value = default")
        }
        let container = request.lexicalContext?.lazy.compactMap(extendedType).first
        let keyProtocol: String
        if let container {
            guard let found = keyProtocols[container] else {
                return failure("@Entry is written in an extension of \(keyProtocols.keys.sorted().joined(separator: ", ")), not of \(container)")
            }
            keyProtocol = found
        } else {
            keyProtocol = "ViewTree.EnvironmentKey"
        }
        let key = "__Key_" + declaration.name.filter { $0 != "`" }
        switch request.macroRole {
        case "accessor":
            return .success("get { self[\(key).self] }\nset { self[\(key).self] = newValue }")
        case "peer" where container == "FocusedValues":
            // A focused value is nil until a view publishes one: the key names the wrapped type.
            guard let type = declaration.type, type.hasSuffix("?"),
                  declaration.defaultValue == nil || declaration.defaultValue == "nil"
            else {
                return failure("@Entry in FocusedValues needs an optional type and no default: @Entry var \(declaration.name): Value?")
            }
            return .success("private struct \(key): \(keyProtocol) {\n    typealias Value = \(type.dropLast())\n}")
        case "peer":
            let defaultValue: String
            if let value = declaration.defaultValue {
                defaultValue = value
            } else if let type = declaration.type, type.hasSuffix("?") {
                defaultValue = "nil"
            } else {
                return failure("@Entry needs a default value: @Entry var \(declaration.name): \(declaration.type ?? "Value") = default")
            }
            let requirement = if let type = declaration.type {
                "static var defaultValue: \(type) { \(defaultValue) }"
            } else {
                "static let defaultValue = \(defaultValue)"
            }
            return .success("private struct \(key): \(keyProtocol) {\n    \(requirement)\n}")
        default:
            return failure("@Entry has no \(request.macroRole) role")
        }
    }

    /// The name, type and default of `[attributes] [modifiers] var name[: Type][ = default]`.
    static func parse(_ text: String) -> Declaration? {
        let source = SwiftSource(text)
        let range = source.significant
        var index = source.skippingTrivia(from: range.lowerBound)
        // Attributes, with their arguments: `@Entry`, `@MainActor`, `@available(…)`.
        while index < range.upperBound, source.bytes[index] == UInt8(ascii: "@") {
            index = source.skippingTrivia(from: source.identifierEnd(from: index + 1))
            if index < range.upperBound, source.bytes[index] == UInt8(ascii: "(") {
                index = source.skippingTrivia(from: source.afterClosingBracket(of: index))
            }
        }
        // Modifiers up to `var`: `public`, `private(set)`, `nonisolated`…
        while index < range.upperBound {
            let end = source.identifierEnd(from: index)
            guard end > index else { return nil }
            let word = source.text(index..<end)
            index = source.skippingTrivia(from: end)
            if word == "var" { break }
            if word == "let" { return nil }
            if index < range.upperBound, source.bytes[index] == UInt8(ascii: "(") {
                index = source.skippingTrivia(from: source.afterClosingBracket(of: index))
            }
        }
        let nameEnd = source.identifierEnd(from: index)
        guard nameEnd > index else { return nil }
        var declaration = Declaration(name: source.text(index..<nameEnd))
        let rest = nameEnd..<range.upperBound
        let equals = source.firstTopLevel(UInt8(ascii: "="), in: rest)
        let typeStart = source.skippingTrivia(from: nameEnd)
        if typeStart < range.upperBound, source.bytes[typeStart] == UInt8(ascii: ":") {
            let typeEnd = equals ?? source.firstTopLevel(UInt8(ascii: "{"), in: rest) ?? range.upperBound
            declaration.type = trimmed(source, (typeStart + 1)..<typeEnd)
        }
        if let equals {
            declaration.defaultValue = trimmed(source, (equals + 1)..<range.upperBound)
        }
        return declaration
    }

    static func trimmed(_ source: SwiftSource, _ range: Range<Int>) -> String? {
        let start = source.skippingTrivia(from: range.lowerBound)
        guard let last = range.last(where: { source.kinds[$0] != .trivia }), start <= last else { return nil }
        return source.text(start..<(last + 1))
    }

    /// `EnvironmentValues` for a lexical context that reads `extension EnvironmentValues …`.
    static func extendedType(_ context: HostMessage.Syntax) -> String? {
        let source = SwiftSource(context.source)
        var index = source.skippingTrivia(from: 0)
        // Attributes and modifiers before the keyword.
        while index < source.bytes.count {
            if source.bytes[index] == UInt8(ascii: "@") {
                index = source.skippingTrivia(from: source.identifierEnd(from: index + 1))
                if index < source.bytes.count, source.bytes[index] == UInt8(ascii: "(") {
                    index = source.skippingTrivia(from: source.afterClosingBracket(of: index))
                }
                continue
            }
            let end = source.identifierEnd(from: index)
            guard end > index else { return nil }
            let word = source.text(index..<end)
            index = source.skippingTrivia(from: end)
            guard word == "extension" else { continue }
            var nameEnd = index
            while nameEnd < source.bytes.count,
                  SwiftSource.isIdentifierByte(source.bytes[nameEnd]) || source.bytes[nameEnd] == UInt8(ascii: ".") {
                nameEnd += 1
            }
            let name = source.text(index..<nameEnd)
            return name.split(separator: ".").last.map(String.init)
        }
        return nil
    }
}
