import Foundation
import ViewTree

extension ViewType {
    /// `NavigationLink`: a control whose label is reached with `labelView()`; `activate()`
    /// pushes its destination (or appends its value) onto the enclosing `NavigationStack`.
    ///
    /// As in ViewInspector, a link is a container of its destination: `navigationLink().text()`,
    /// `navigationLink().view(Detail.self)` unwrap the destination's views (one view is reached
    /// without an index, several by index). A link made with `isActive:` or `tag:selection:`
    /// shows its destination only while active; a link made with `value:` has none.
    public struct NavigationLink: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "NavigationLink".
        public static var typePrefix: String { "NavigationLink" }
        static var viewKind: ViewKind { .navigationLink }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `NavigationLink`.
    public func navigationLink() throws -> InspectableView<ViewType.NavigationLink> {
        try single(ViewType.NavigationLink.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `NavigationLink` at `index`.
    public func navigationLink(_ index: Int) throws -> InspectableView<ViewType.NavigationLink> {
        try child(ViewType.NavigationLink.self, at: index)
    }
}

extension InspectableView where View == ViewType.NavigationLink {
    /// The link's label, to be unwrapped: `navigationLink().labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The view a `NavigationLink(destination:)` would push, to be unwrapped:
    /// `navigationLink().destination().view(Detail.self)`: the destination as the link holds
    /// it, whether or not it is pushed (ViewInspector's way, `navigationLink().view(Detail.self)`,
    /// reads the same view as the link's content). Search does not enter it here: it finds the
    /// destination as the link's content. Once activated, the pushed view is the stack's:
    /// `navigationStack().pushedView(0)`. A link made with `value:` has no destination of its
    /// own: the stack's `navigationDestination(for:)` shows its value.
    public func destination() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("destination()") { node in
            guard let destination = try NavigationLinkReading.destination(of: node) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "destination", view: "NavigationLink",
                    reason: "it was made with value: \(try NavigationLinkReading.valueDescription(of: node));"
                        + " the stack's navigationDestination(for:) shows the value once the link is activated")
            }
            // Not a part: search does not visit it. It hangs apart from the link's label in the
            // hosted hierarchy too (nothing renders it there until it is pushed).
            let attached = node.attached(
                destination, role: .group, link: .attributeView(call: "destination()"), attachment: -1)
            return InspectableView<ViewType.ClassifiedView>(attached)
        }
    }

    /// The value a `NavigationLink(value:)` appends to the stack's path; nil for a link made
    /// with a nil value or with a destination.
    public func value() throws -> AnyHashable? {
        try reading("value()") { try Reflection.field("value", of: $0.value, as: AnyHashable?.self) }
    }

    /// The value a `NavigationLink(value:)` appends to the stack's path, as a `T`.
    public func value<T: Hashable>(_ type: T.Type) throws -> T {
        try reading("value(\(TypeName.display(type)).self)") { node in
            let value = try Reflection.field("value", of: node.value, as: AnyHashable?.self)
            guard let typed = value?.base as? T else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "a value of type \(TypeName.display(type))",
                    found: value.map { "\(NearMiss.show($0)) of type \(TypeName.display(Swift.type(of: $0.base)))" }
                        ?? "no value", hint: nil)
            }
            return typed
        }
    }
}

enum NavigationLinkReading {
    /// The stack of the link at `node`, the position of the topmost entry the link pushed
    /// there, and how many entries the stack has; nil when the link pushed none.
    static func activePosition(of node: InspectionNode) throws -> (stack: InspectionNode, position: Int, count: Int)? {
        guard let stack = NavigationReading.enclosingStack(of: node) else { return nil }
        let entries = NavigationReading.stackState(of: stack).entries(path: try NavigationReading.pathAccess(of: stack))
        // Search asks this of every link it passes: an empty stack answers at once, and the
        // link's path (a string built from the root) is only built for a destination entry.
        guard !entries.isEmpty else { return nil }
        let value = try Reflection.field("value", of: node.value, as: AnyHashable?.self)
        let hasDestination = try destination(of: node) != nil
        var origin: AnyHashable?
        let position = entries.lastIndex { entry in
            switch entry {
            case let .value(pushed, _):
                return value == pushed
            case let .destination(_, _, pushedBy):
                guard hasDestination else { return false }
                if origin == nil { origin = AnyHashable(node.pathToRoot) }
                return pushedBy == origin
            }
        }
        return position.map { (stack, $0, entries.count) }
    }

    /// What the link shows as its content: its destination, but for a link made with
    /// `isActive:` or `tag:selection:`, which shows it (as presented content) only while active.
    static func shownDestination(of node: InspectionNode, observation: ObservationFlag?) throws -> Any? {
        guard try activation(of: node) != nil else { return try destination(of: node) }
        // The binding's getter is the app's code: a model it reads is followed.
        return Evaluation.tracked(observation) { (node.value as? any PresentedNavigationDestination)?.shownDestination }
    }

    /// Where the link's content is shown: a link with a binding shows its destination itself
    /// while active (on screen); another link's destination is pushed onto its stack, where it
    /// is shown once pushed, and is only previewed in the link before.
    static func whereShown(_ node: InspectionNode) -> ViewKind.ContentShown {
        if (try? activation(of: node)) != nil { return .onScreen }
        if (try? activePosition(of: node)) != nil { return .shownElsewhere }
        return isInPreview(node) ? .previewedInPreview : .previewed
    }

    /// Whether `node` is inside the destination of a link without a binding: a destination
    /// that is only previewed there (or shown elsewhere).
    private static func isInPreview(_ node: InspectionNode) -> Bool {
        var child = node
        while let parent = child.parent {
            if parent.viewKind == .navigationLink, case .content = child.link, (try? activation(of: parent)) == nil {
                return true
            }
            child = parent
        }
        return false
    }

    /// The binding of a link made with `isActive:` or `tag:selection:`; nil for other links.
    static func activation(of node: InspectionNode) throws -> Binding<Bool>? {
        try Reflection.field("isActive", of: node.value, as: Binding<Bool>?.self)
    }

    /// The destination of a `NavigationLink(destination:)`; nil for a value link.
    static func destination(of node: InspectionNode) throws -> Any? {
        let stored = try Reflection.field("destination", of: node.value, as: Any.self)
        return (stored as? OptionalParts)?.inspectorWrapped
    }

    static func valueDescription(of node: InspectionNode) throws -> String {
        guard let value = try Reflection.field("value", of: node.value, as: AnyHashable?.self) else { return "nil" }
        return NearMiss.show(value)
    }

    /// The texts of a link's label, read in `locale`.
    static func titles(of node: InspectionNode, locale: Locale? = nil) -> [String] {
        guard node.viewKind == .navigationLink, let label = try? node.partNode(call: "labelView()") else { return [] }
        return NodeFacts.collect(from: label) { NodeFacts.string(of: $0, locale: locale) }
    }
}

extension SearchQuery where Found == ViewType.NavigationLink {
    /// A `NavigationLink` whose label contains a `Text` showing `title`, read in `locale`:
    /// `find(.navigationLink("Settings"))`.
    public static func navigationLink(_ title: String, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        navigationLink(.exact(title), locale: locale)
    }

    /// A `NavigationLink` whose label contains a `Text` whose string, read in `locale`, matches:
    /// `.navigationLink(.substring("Settings"))`.
    public static func navigationLink(_ match: TextMatch, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "navigationLink: \(match)\(localeArgument(locale))", description: "navigation link \(match.phrase)",
            criteria: SearchCriteria(
                mayMatch: { $0.viewKind == .navigationLink },
                matches: { NavigationLinkReading.titles(of: $0, locale: locale).contains { match.matches($0) } },
                nearMiss: { start in
                    NearMiss.hint(
                        for: match,
                        among: NodeFacts.collect(from: start) { NavigationLinkReading.titles(of: $0, locale: locale) }.flatMap { $0 },
                        noun: "navigation link title")
                }))
    }
}

extension InspectableView {
    /// The first `NavigationLink` whose label contains a `Text` showing `title`:
    /// `find(navigationLink: "Settings")`.
    public func find(navigationLink title: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.NavigationLink> {
        try find(.navigationLink(title, locale: locale))
    }

    /// The first `NavigationLink` whose label contains a `Text` whose string, read in `locale`,
    /// matches: `find(navigationLink: .substring("Settings"))`.
    public func find(navigationLink match: TextMatch, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.NavigationLink> {
        try find(.navigationLink(match, locale: locale))
    }

    /// The only `NavigationLink` whose label contains a `Text` showing `title`; throws when
    /// there is none or several.
    public func findUnique(navigationLink title: String) throws -> InspectableView<ViewType.NavigationLink> {
        try findUnique(.navigationLink(title))
    }

    /// The only `NavigationLink` whose label contains a `Text` whose string matches.
    public func findUnique(navigationLink match: TextMatch) throws -> InspectableView<ViewType.NavigationLink> {
        try findUnique(.navigationLink(match))
    }
}

// MARK: - Kind

extension ViewKind {
    /// `NavigationLink`: its content is its destination (at `.content`, where the runtime
    /// renders an active `isActive:` link's destination); its label is a part, reached with
    /// `labelView()`. Before it is pushed, a destination is only previewed in the link: `find`
    /// enters it, role queries and the audit do not; once pushed onto its stack, it is found
    /// there, not in the link (`whereShown`).
    static let navigationLink = ViewKind(
        name: "NavigationLink", accessor: "navigationLink",
        content: .computed { node, observation in
            guard let shown = try NavigationLinkReading.shownDestination(of: node, observation: observation) else {
                return []
            }
            return Expansion.expand(shown, in: node.tree, prefix: .content)
        },
        parts: [Part(call: "labelView()", declared: .label)],
        dumpAttributes: { link in
            if let binding = (Reflection.field("isActive", of: link) as? OptionalParts)?.inspectorWrapped as? Binding<Bool> {
                return ["isActive: \(binding.wrappedValue)"]
            }
            guard let value = (Reflection.field("value", of: link) as? OptionalParts)?.inspectorWrapped as? AnyHashable
            else { return [] }
            return ["value: \(NearMiss.show(value))"]
        },
        accessibility: AccessibilityProfile(role: .button, traits: .isButton, name: .parts(["labelView()"])),
        contentShown: NavigationLinkReading.whereShown)
}

extension ViewTree.NavigationLink: InspectableKind {
    static var inspectorKind: ViewKind { .navigationLink }
}
