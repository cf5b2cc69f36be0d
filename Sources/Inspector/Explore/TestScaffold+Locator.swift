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

extension TestScaffold {
    /// The strictest query that finds `node` alone from the root: by role and name, else by
    /// text or button title, else its path. Each is tried by running it, as the test will.
    func locate(_ node: InspectionNode) -> ScaffoldLocator {
        let target = node.pathToRoot
        let sut = InspectableView<ViewType.ClassifiedView>(root, retypes: true)
        let roles = AccessibilityModel().roles(of: node)
        let name = AccessibilityModel().name(of: node)
        for role in roles where (try? sut.findUnique(role: role, name: name))?.pathToRoot == target {
            let named = name.map { ", name: \(SwiftLiteral.string($0))" } ?? ""
            return ScaffoldLocator(expression: "sut.findUnique(role: \(role)\(named))", typed: false)
        }
        if node.viewKind == .text, let string = try? InspectableView<ViewType.Text>(node).string(),
            (try? sut.findUnique(text: string))?.pathToRoot == target
        {
            return ScaffoldLocator(expression: "sut.findUnique(text: \(SwiftLiteral.string(string)))", typed: true)
        }
        if node.viewKind == .button, let title = AccessibilityModel().contentName(of: node, includingHidden: false),
            (try? sut.findUnique(button: title))?.pathToRoot == target
        {
            return ScaffoldLocator(expression: "sut.findUnique(button: \(SwiftLiteral.string(title)))", typed: true)
        }
        return ScaffoldLocator(expression: "sut." + target, typed: true, note: pathNote(role: roles.first, name: name, sut: sut))
    }

    /// Why an element is found by its path: which other elements share its role and name.
    private func pathNote(role: AccessibilityRole?, name: String?, sut: InspectableView<ViewType.ClassifiedView>) -> String {
        guard let role else { return "// Found by its path: no query finds this element alone." }
        let count = sut.findAll(role: role, name: name).count
        let named = name.map { "named \(SwiftLiteral.string($0))" } ?? "without a name"
        guard count > 1 else { return "// Found by its path: no query finds this element alone." }
        return "// \(count) elements with role \(role) are \(named) here: this one is found by its path."
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
    /// when it is a string, a number, a Boolean or an enum case without a payload.
    static func value(_ value: Any) -> (type: String, literal: String)? {
        let type = Swift.type(of: value)
        if type == String.self, let string = value as? String { return ("String", self.string(string)) }
        if type == Int.self, let int = value as? Int { return ("Int", "\(int)") }
        if type == Bool.self, let bool = value as? Bool { return ("Bool", "\(bool)") }
        if type == Double.self, let double = value as? Double, double.isFinite { return ("Double", "\(double)") }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, mirror.children.isEmpty, !(value is CustomStringConvertible) {
            return (TypeName.unqualified(type), ".\(value)")
        }
        return nil
    }
}
