import ViewTree

extension InspectableView {
    /// What Inspector sees under this view, one line per view, indented by level.
    ///
    /// Each line starts with the call that reaches the view from the line above it, so the
    /// dump reads like the chains that reach each view; then come its key attributes (a
    /// text's string, an image's name) and its modifiers with their main values:
    ///
    /// ```text
    /// view(Inbox.self)
    ///   vStack()  .padding(.horizontal, 16.0)
    ///     text(0) "Inbox"  .font(.largeTitle) .accessibilityIdentifier("inbox.title")
    ///     forEach(1)
    ///       view(MessageRow.self, 0)
    ///         hStack()
    ///           image(0) systemName: "envelope"
    ///           text(1) "Lunch on Friday?"
    /// ```
    ///
    /// Useful in a debugger (`po try sut.inspect().treeDump()`) and in messages: a failed
    /// `find` shows the first `InspectionLimits.failureDumpLines` lines of the searched tree.
    public func treeDump() -> String {
        switch content {
        case let .success(node): TreeDump.render(node, maximumLines: nil)
        case let .failure(error): error.message
        }
    }
}

/// Renders subtrees as indented text, iteratively.
enum TreeDump {
    static func render(_ start: InspectionNode, maximumLines: Int?) -> String {
        var lines: [String] = []
        var pending: [(node: InspectionNode, level: Int)] = [(start, 0)]
        var total = 0
        while let (node, level) = pending.popLast() {
            total += 1
            let indent = String(repeating: "  ", count: level)
            if maximumLines.map({ lines.count < $0 }) ?? true {
                let head = level == 0 ? node.pathToRoot : InspectionNode.join(node.segments)
                lines.append(indent + ([head.isEmpty ? "(root)" : head] + describe(node)).joined(separator: " "))
            }
            do {
                let children = try SearchEngine.children(of: node)
                pending.append(contentsOf: children.reversed().map { ($0, level + 1) })
            } catch let reason as InspectionError.Reason {
                if maximumLines.map({ lines.count < $0 }) ?? true {
                    lines.append(indent + "  ⚠ cannot be inspected further: \(reason.explanation)")
                }
            } catch {
                lines.append(indent + "  ⚠ \(error)")
            }
        }
        if let maximumLines, total > maximumLines {
            lines.append("… and \(total - lines.count) more views; treeDump() shows them all")
        }
        return lines.joined(separator: "\n")
    }

    /// The key attributes and the modifiers of a node, as short source-like phrases.
    static func describe(_ node: InspectionNode) -> [String] {
        var parts: [String] = []
        switch node.role {
        case .view:
            parts = node.info.viewKind.dumpAttributes(node.value)
        case .absent:
            parts = ["(an `if` that shows nothing)"]
        case .customModifier, .layer, .group:
            break
        }
        return parts + node.modifiers.map(ModifierDescription.summary(of:))
    }

    /// `string` as a Swift string literal: quotes and backslashes escaped, new lines as `\n`,
    /// and the spaces and marks that cannot be told apart from a space or nothing as
    /// `\u{…}` — the narrow no-break space formatted times put before `PM`
    /// (`"10:13\u{202F}PM"`), the thin spaces around a date range's dash — so that a string in a
    /// message can be pasted into a test.
    static func quoted(_ string: String) -> String {
        var literal = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case " ", "\t", "\u{200D}":  // a zero-width joiner holds emoji sequences together
                literal.unicodeScalars.append(scalar)
            default:
                let invisible = scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                if invisible {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
