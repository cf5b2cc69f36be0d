import ViewTree

/// A check `accessibilityAudit()` makes; each issue names the one it failed.
public enum AccessibilityAuditRule: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A button with no accessible name: an icon-only label without `.accessibilityLabel(_:)`.
    case buttonWithoutName
    /// A link with no accessible name.
    case linkWithoutName
    /// An image a screen reader reads, with no label: label it (`Image(_:label:)`,
    /// `.accessibilityLabel(_:)`) or hide it (`Image(decorative:)`, `.accessibilityHidden(true)`).
    case imageWithoutLabel
    /// A text field (or secure field, or text editor) with no label, no prompt and no
    /// accessibility label.
    case textFieldWithoutLabel
    /// An accessibility identifier used by more than one view.
    case duplicateIdentifier
    /// A control whose label is there but hidden from accessibility, with no
    /// `.accessibilityLabel(_:)` to name it instead.
    case hiddenControlLabel
    /// An element with `.accessibilityAdjustableAction(_:)` but no `.accessibilityValue(_:)`:
    /// after an adjustment a screen reader has no value to read. Controls with a value of their
    /// own (a slider, a stepper, a picker, …) are not reported.
    case adjustableWithoutValue

    /// The rule's identifier.
    public var description: String { rawValue }
}

/// A problem a screen reader user would hit, found by `accessibilityAudit()`.
public struct AccessibilityIssue: Equatable, Sendable, CustomStringConvertible {
    /// The check that failed.
    public let rule: AccessibilityAuditRule
    /// Where the view is: `vStack().button(1)`.
    public let pathToRoot: String
    /// What is wrong and how to fix it.
    public let message: String

    /// `[rule] pathToRoot: message`.
    public var description: String { "[\(rule)] \(pathToRoot): \(message)" }
}

extension InspectableView {
    /// The problems a screen reader user would hit in this view and everything inside it, top
    /// to bottom as in the source; empty when there is none. The rules (`AccessibilityAuditRule`):
    /// a button or link with no accessible name, an image neither labelled nor hidden, a text
    /// field with no label or prompt, an accessibility identifier on several views, a control
    /// whose label is hidden with no accessibility label, an adjustable element with no value.
    ///
    /// - Parameter ignoring: rules not to check.
    /// - Throws: when part of the tree cannot be inspected (a body that fails).
    public func accessibilityAudit(ignoring: Set<AccessibilityAuditRule> = []) throws -> [AccessibilityIssue] {
        try reading("accessibilityAudit()") { node in
            try AccessibilityAudit.issues(from: node).filter { !ignoring.contains($0.rule) }
        }
    }

    /// Throws an `InspectionError` listing the issues `accessibilityAudit(ignoring:)` finds, if
    /// any: `try sut.inspect().assertAccessible()` fails the test with all of them.
    public func assertAccessible(ignoring: Set<AccessibilityAuditRule> = []) throws {
        let call = "assertAccessible()"
        let node = try node()
        let issues: [AccessibilityIssue]
        do {
            issues = try AccessibilityAudit.issues(from: node).filter { !ignoring.contains($0.rule) }
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, at: node, appending: call)
        }
        guard !issues.isEmpty else { return }
        let listed = issues.map(\.description).joined(separator: "\n")
        throw InspectionError(
            .accessibilityIssues(count: issues.count), location: DeferredText(about: node) { $0.path(appending: call) },
            details: DeferredText(listed))
    }
}

/// The checks of `accessibilityAudit()`.
enum AccessibilityAudit {
    static func issues(from start: InspectionNode) throws -> [AccessibilityIssue] {
        let model = AccessibilityModel()
        var issues: [AccessibilityIssue] = []
        var identifiers: [String: InspectionNode] = [:]
        let outcome = SearchEngine.traverse(from: start, traversal: .depthFirst, limit: nil, onScreenOnly: true) { node in
            if let identifier = NodeFacts.accessibilityIdentifier(of: node) {
                if let first = identifiers[identifier] {
                    issues.append(
                        AccessibilityIssue(
                            rule: .duplicateIdentifier, pathToRoot: node.pathToRoot,
                            message: "accessibility identifier \(TreeDump.quoted(identifier)) is also on \(first.pathToRoot)"))
                } else {
                    identifiers[identifier] = node
                }
            }
            if let issue = elementIssue(of: node, model: model) { issues.append(issue) }
            if let issue = adjustableIssue(of: node, model: model) { issues.append(issue) }
            return false
        }
        if let (_, reason) = outcome.blocked.first { throw reason }
        return issues
    }

    /// The issue of the element `node`, if it is one and has one.
    private static func elementIssue(of node: InspectionNode, model: AccessibilityModel) -> AccessibilityIssue? {
        guard case .element = model.status(of: node), model.name(of: node) == nil else { return nil }
        let roles = model.roles(of: node)
        let kind = node.kindName
        let profile = node.viewKind.accessibility
        /// The kind, with the role when it comes from a trait: `Button`, `Image (role .button)`.
        func named(_ role: AccessibilityRole) -> String {
            profile?.role == role ? kind : "\(kind) (role \(role))"
        }
        func issue(_ rule: AccessibilityAuditRule, _ message: String) -> AccessibilityIssue {
            AccessibilityIssue(rule: rule, pathToRoot: node.pathToRoot, message: message)
        }
        if case .parts = profile?.name, model.contentName(of: node, includingHidden: true) != nil {
            return issue(
                .hiddenControlLabel,
                "\(kind)'s label is hidden from accessibility and it has no .accessibilityLabel(_:): a screen reader reads it without a name")
        }
        if roles.contains(.button) {
            return issue(
                .buttonWithoutName,
                "\(named(.button)) has no accessible name: add a text to its label or .accessibilityLabel(_:)")
        }
        if roles.contains(.link) {
            return issue(
                .linkWithoutName, "\(named(.link)) has no accessible name: add a text to its label or .accessibilityLabel(_:)")
        }
        if roles.contains(.textField) {
            return issue(
                .textFieldWithoutLabel, "\(named(.textField)) has no label or prompt: give it a title, a prompt or .accessibilityLabel(_:)")
        }
        if roles.contains(.image) {
            let shown = ([named(.image)] + node.info.viewKind.dumpAttributes(node.value)).joined(separator: " ")
            return issue(
                .imageWithoutLabel,
                "\(shown) is neither labelled nor hidden: label it (Image(_:label:) or .accessibilityLabel(_:)),"
                    + " or hide it if it is decoration (Image(decorative:) or .accessibilityHidden(true))")
        }
        return nil
    }

    /// The issue of `node` if it is an adjustable element with nothing to read after an
    /// adjustment: no accessibility value, and no role with a value of its own.
    private static func adjustableIssue(of node: InspectionNode, model: AccessibilityModel) -> AccessibilityIssue? {
        guard AccessibilityActionReading.isAdjustable(node), case .element = model.status(of: node),
            (try? AccessibilityReading.property(.value, of: node, as: ViewTree.Text.self)) == nil,
            !model.roles(of: node).contains(where: \.hasValueOfItsOwn)
        else { return nil }
        return AccessibilityIssue(
            rule: .adjustableWithoutValue, pathToRoot: node.pathToRoot,
            message: "\(node.kindName) has .accessibilityAdjustableAction(_:) but no .accessibilityValue(_:):"
                + " a screen reader has no value to read after an adjustment")
    }
}
