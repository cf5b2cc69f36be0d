import Foundation
import ViewTree

extension ViewType {
    /// `NavigationLink`: a control whose label is reached with `labelView()`; `activate()`
    /// pushes its destination (or appends its value) onto the enclosing `NavigationStack`.
    public struct NavigationLink: KnownViewType, BuiltinViewType {
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
    /// `navigationLink().destination().view(Detail.self)`.
    ///
    /// This is the destination as the link holds it, before anything pushed it: search does
    /// not enter it (a link's destination is not on screen until the link is activated). Once
    /// activated, the pushed view is the stack's: `navigationStack().pushedView(0)`.
    /// A link made with `value:` has no destination of its own: the stack's
    /// `navigationDestination(for:)` shows its value.
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

    /// Activates the link, as a tap does: pushes its destination onto the enclosing
    /// `NavigationStack`, or appends its value to the stack's path — its `path:` binding when
    /// it has one, else the path the stack keeps itself.
    ///
    /// Throws, changing nothing, when a user could not tap the link (it or an ancestor is
    /// disabled or hidden), when it is not inside a `NavigationStack`, when its value is nil,
    /// or when its value cannot join a typed path (`path: $books` and a link to an `Author`).
    public func activate() throws {
        try reading("activate()") { node in
            try Interaction.ensureResponsive(node, control: "NavigationLink")
            guard let stack = NavigationReading.enclosingStack(of: node) else {
                throw InspectionError.Reason.unresponsive(
                    control: "NavigationLink",
                    reason: "is not inside a NavigationStack: there is no stack to push its destination onto")
            }
            if let destination = try NavigationLinkReading.destination(of: node) {
                let path = try NavigationReading.pathAccess(of: stack)
                let state = NavigationReading.stackState(of: stack)
                let origin = AnyHashable(node.pathToRoot)
                Interaction.perform(at: node) { state.push(destination: destination, over: path, origin: origin) }
                return
            }
            guard stack.viewKind != .navigationView else {
                throw InspectionError.Reason.unresponsive(
                    control: "NavigationLink",
                    reason: "was made with value: inside a NavigationView, which pushes destinations only;"
                        + " a NavigationStack pushes values")
            }
            guard let value = try Reflection.field("value", of: node.value, as: AnyHashable?.self) else {
                throw InspectionError.Reason.unresponsive(
                    control: "NavigationLink", reason: "has a nil value: activating it does nothing")
            }
            try NavigationReading.append(value, to: stack, by: "NavigationLink's value", at: node)
        }
    }
}

extension InspectableView where View == ViewType.NavigationLink {
    /// Whether what the link pushes is on its stack: the destination it pushed (and was not
    /// popped since), or its value, in the stack's path.
    public func isActive() throws -> Bool {
        try reading("isActive()") { node in try NavigationLinkReading.activePosition(of: node) != nil }
    }

    /// Pops the link's push, and everything above it, off its stack, as the back button would;
    /// does nothing when the link is not active.
    public func deactivate() throws {
        try reading("deactivate()") { node in
            guard let (stack, position, count) = try NavigationLinkReading.activePosition(of: node) else { return }
            let path = try NavigationReading.pathAccess(of: stack)
            let state = NavigationReading.stackState(of: stack)
            Interaction.perform(at: node) { state.pop(count - position, from: path) }
        }
    }
}

enum NavigationLinkReading {
    /// The stack of the link at `node`, the position of the topmost entry the link pushed
    /// there, and how many entries the stack has; nil when the link pushed none.
    static func activePosition(of node: InspectionNode) throws -> (stack: InspectionNode, position: Int, count: Int)? {
        guard let stack = NavigationReading.enclosingStack(of: node) else { return nil }
        let entries = NavigationReading.stackState(of: stack).entries(path: try NavigationReading.pathAccess(of: stack))
        let value = try Reflection.field("value", of: node.value, as: AnyHashable?.self)
        let origin: AnyHashable? = try destination(of: node) == nil ? nil : AnyHashable(node.pathToRoot)
        let position = entries.lastIndex { entry in
            switch entry {
            case let .value(pushed, _): value == pushed
            case let .destination(_, _, pushedBy): origin != nil && pushedBy == origin
            }
        }
        return position.map { (stack, $0, entries.count) }
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
    /// `NavigationLink`: no content; its label is a part, reached with `labelView()`. Its
    /// destination is not a part: search does not enter it.
    static let navigationLink = ViewKind(
        name: "NavigationLink", accessor: "navigationLink", parts: [Part(call: "labelView()", declared: .label)],
        dumpAttributes: { link in
            guard let value = (Reflection.field("value", of: link) as? OptionalParts)?.inspectorWrapped as? AnyHashable
            else { return [] }
            return ["value: \(NearMiss.show(value))"]
        },
        accessibility: AccessibilityProfile(role: .button, traits: .isButton, name: .parts(["labelView()"])))
}

extension ViewTree.NavigationLink: InspectableKind {
    static var inspectorKind: ViewKind { .navigationLink }
}
