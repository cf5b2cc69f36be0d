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
        if case .view = node.role {
            switch node.info.viewKind {
            case .text:
                if let segments = try? TextReading.segments(of: node.value) {
                    parts.append(quoted(segments.map(\.string).joined()))
                    // The text's own attributes, when the text is one part.
                    if segments.count == 1 {
                        parts += segments[0].modifiers.map(describeTextModifier)
                    }
                }
            case .image:
                if let image = node.value as? ViewTree.Image, let name = try? image.name() {
                    parts.append((try? image.isSystemImage()) == true ? "systemName: \(quoted(name))" : quoted(name))
                }
            case .color:
                parts.append(String(describing: node.value))
            case .shape:
                if let base = try? ShapeReading.chain(of: node.value).last {
                    parts.append(TypeName.display(type(of: base)))
                }
            default:
                break
            }
        }
        return parts + node.modifiers.map(ModifierDescription.summary(of:))
    }

    /// A `Text` modifier as written in source: `.font(.title)`, `.bold()`.
    private static func describeTextModifier(_ modifier: (name: String, payload: Any?)) -> String {
        guard let payload = modifier.payload else { return ".\(modifier.name)()" }
        if let isActive = payload as? Bool { return isActive ? ".\(modifier.name)()" : ".\(modifier.name)(false)" }
        if let optional = payload as? OptionalParts {
            return ".\(modifier.name)(\(optional.inspectorWrapped.map { String(describing: $0) } ?? "nil"))"
        }
        if let elements = Optional(Reflection.tupleElements(of: payload)), elements.count == 2, let isActive = elements[0] as? Bool {
            return isActive ? ".\(modifier.name)()" : ".\(modifier.name)(false)"
        }
        return ".\(modifier.name)(\(payload))"
    }

    static func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
