import ViewTree

/// How the starter test finds one element.
struct ScaffoldLocator {
    /// The expression, from `sut`, that finds the element.
    let expression: String
    /// Whether the expression's handle is already of the element's kind (a path, a
    /// `findUnique(text:)`), so that its readers need no retyping call.
    let typed: Bool
    /// A comment line to write before the element's lines, if any.
    var note: String? = nil
}

/// The queries of one screen, for choosing the strictest one that finds an element alone.
///
/// Role queries are counted in one walk of the screen, with the criteria and the walk
/// `findUnique(role:name:)` uses (names compared as its exact match compares them, with
/// `==`), rather than run once per element, which would cost a walk per element. The other
/// queries are run, once each.
final class ScaffoldQueries {
    private struct Key: Hashable {
        let role: AccessibilityRole
        /// nil: any name, as `findUnique(role:)` without a name.
        let name: String?
    }

    /// The root, as `sut` is.
    let sut: InspectableView<ViewType.ClassifiedView>
    private var counts: [Key: Int] = [:]
    /// Whether part of the screen could not be searched: then no query is known to find one
    /// element alone, and `findUnique` throws.
    private var blocked = false
    /// The path of the only match of each query run, by its expression; nil when it has none
    /// or several.
    private var onlyMatches: [String: String?] = [:]

    init(root: InspectionNode) {
        sut = InspectableView<ViewType.ClassifiedView>(root, retypes: true)
        let model = AccessibilityModel()
        var counts: [Key: Int] = [:]
        let outcome = SearchEngine.traverse(from: root, traversal: .depthFirst, limit: nil, onScreenOnly: true) { node in
            guard case .element = model.status(of: node) else { return false }
            let name = model.name(of: node)
            for role in model.roles(of: node) {
                counts[Key(role: role, name: nil), default: 0] += 1
                if let name { counts[Key(role: role, name: name), default: 0] += 1 }
            }
            return false
        }
        self.counts = counts
        blocked = !outcome.blocked.isEmpty
    }

    /// How many elements `findUnique(role:name:)` finds on the screen.
    func count(role: AccessibilityRole, name: String?) -> Int {
        counts[Key(role: role, name: name)] ?? 0
    }

    /// Whether `findUnique(role: role, name: name)` finds one element alone.
    func isUnique(role: AccessibilityRole, name: String?) -> Bool {
        !blocked && count(role: role, name: name) == 1
    }

    /// The path of the view `query` finds alone, run once for each `expression`.
    func onlyMatch<Found>(_ expression: String, _ query: () throws -> InspectableView<Found>) -> String? {
        if let known = onlyMatches[expression] { return known }
        let path = (try? query())?.pathToRoot
        onlyMatches[expression] = path
        return path
    }
}

extension TestScaffold {
    /// The strictest query that finds `node` alone from the root: by role and name, else by
    /// text or button title, else its path.
    func locate(_ node: InspectionNode) -> ScaffoldLocator {
        let target = node.pathToRoot
        let model = AccessibilityModel()
        let roles = model.roles(of: node)
        let name = model.name(of: node)
        for role in roles where queries.isUnique(role: role, name: name) {
            let named = name.map { ", name: \(SwiftLiteral.string($0))" } ?? ""
            return ScaffoldLocator(expression: "sut.findUnique(role: \(role)\(named))", typed: false)
        }
        let sut = queries.sut
        if node.viewKind == .text, let string = try? InspectableView<ViewType.Text>(node).string() {
            let expression = "sut.findUnique(text: \(SwiftLiteral.string(string)))"
            if queries.onlyMatch(expression, { try sut.findUnique(text: string) }) == target {
                return ScaffoldLocator(expression: expression, typed: true)
            }
        }
        if node.viewKind == .button, let title = model.contentName(of: node, includingHidden: false) {
            let expression = "sut.findUnique(button: \(SwiftLiteral.string(title)))"
            if queries.onlyMatch(expression, { try sut.findUnique(button: title) }) == target {
                return ScaffoldLocator(expression: expression, typed: true)
            }
        }
        return ScaffoldLocator(expression: "sut." + target, typed: true, note: pathNote(role: roles.first, name: name))
    }

    /// Why an element is found by its path: how many elements share its role and name.
    private func pathNote(role: AccessibilityRole?, name: String?) -> String {
        guard let role, queries.count(role: role, name: name) > 1 else {
            return "// Found by its path: no query finds this element alone."
        }
        let named = name.map { "named \(SwiftLiteral.string($0))" } ?? "without a name"
        return "// \(queries.count(role: role, name: name)) elements with role \(role) are \(named) here: this one is found by its path."
    }
}

/// Values written as Swift source.
enum SwiftLiteral {
    /// `string` as a Swift string literal: quotes, backslashes and control characters escaped,
    /// invisible characters written as `\u{…}`, everything else as it is.
    static func string(_ string: String) -> String {
        var literal = "\""
        for (offset, scalar) in string.unicodeScalars.enumerated() {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case " ", "\u{200D}":  // a zero-width joiner holds emoji sequences together
                literal.unicodeScalars.append(scalar)
            default:
                let category = scalar.properties.generalCategory
                let invisible = scalar.properties.isWhitespace || category == .control || category == .format
                    || category == .unassigned || category == .surrogate || category == .privateUse
                // A mark first would join the opening quote.
                let joinsQuote = offset == 0 && [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
                if invisible || joinsQuote {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `value` as a Swift literal of its own type, with that type's name as a test writes it,
    /// when it is a string, a number, a Boolean, an enum case without a payload, or an optional
    /// of one of those.
    static func value(_ value: Any) -> (type: String, literal: String)? {
        let type = Swift.type(of: value)
        if type == String.self, let string = value as? String { return ("String", self.string(string)) }
        if type == Int.self, let int = value as? Int { return ("Int", "\(int)") }
        if type == Bool.self, let bool = value as? Bool { return ("Bool", "\(bool)") }
        if type == Double.self, let double = value as? Double, double.isFinite { return ("Double", "\(double)") }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            // `Optional<String>`: nil, or the wrapped value's literal, which Swift promotes.
            guard let wrapped = mirror.children.first?.value else { return (TypeName.display(type), "nil") }
            return self.value(wrapped).map { (TypeName.display(type), $0.literal) }
        }
        if mirror.displayStyle == .enum, mirror.children.isEmpty, !(value is CustomStringConvertible) {
            return (TypeName.unqualified(type), ".\(value)")
        }
        return nil
    }
}
