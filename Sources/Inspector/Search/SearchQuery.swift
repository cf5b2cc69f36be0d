import Foundation
import ViewTree

/// What a search looks for, as a value: pass it to `find(_:)`, `findUnique(_:)` or
/// `findAll(_:)`, on an inspected view or (with `timeout:`) on a hosted view.
///
/// ```swift
/// let save = try sut.inspect().find(.button("Save"))
/// let rows = sut.inspect().findAll(.view(Row.self, containing: .substring("Lunch")))
/// let total = try hosted.inspect().findUnique(.kind(ViewType.Text.self, where: { try $0.string().hasPrefix("Total") }))
/// let loaded = try await hosted.find(.text("Loaded"), timeout: .seconds(1))
/// ```
///
/// `Found` is the kind of view a match is returned as: `.text(_:)` finds
/// `InspectableView<ViewType.Text>`, `.view(Row.self)` finds `InspectableView<ViewType.View<Row>>`,
/// `.id(_:)` an anonymous view. Every labelled search — `find(text:)`, `find(button:)`,
/// `find(viewWithId:)`, `find(Row.self, where:)`… — is one of these queries, and a failure
/// names the query as that labelled call writes it: `find(text: "Save")`.
///
/// Narrow any query with a condition on what it finds: `.button("Delete").where { try !$0.isDisabled() }`.
public struct SearchQuery<Found: KnownViewType> {
    /// The query's arguments as the labelled call writes them: `text: "Save"`,
    /// `ViewType.HStack.self, containing: "Title"`; empty for a condition alone.
    let arguments: String
    /// Whether the query holds a condition, written `where: …` after the search's options.
    let hasCondition: Bool
    /// What is looked for, in words: `text "Save"`, `HStack`.
    let description: String
    /// What a waiting form waits for, when it says so otherwise: `a view matching the condition`.
    let waitingDescription: String
    /// The name of the kind, when the query is for a kind Inspector cannot search for.
    let unsearchableKind: String?
    /// The test on nodes for a search that starts at a node.
    let criteria: (_ start: InspectionNode) -> SearchCriteria

    init(
        arguments: String, hasCondition: Bool = false, description: String, waitingDescription: String? = nil,
        unsearchableKind: String? = nil, criteria: @escaping (_ start: InspectionNode) -> SearchCriteria
    ) {
        self.arguments = arguments
        self.hasCondition = hasCondition
        self.description = description
        self.waitingDescription = waitingDescription ?? description
        self.unsearchableKind = unsearchableKind
        self.criteria = criteria
    }

    /// A query whose test does not depend on where the search starts.
    init(arguments: String, description: String, criteria: SearchCriteria) {
        self.init(arguments: arguments, description: description) { _ in criteria }
    }

    /// The call as a message writes it: the verb, the query's arguments, then `options`
    /// (`skipFound: 2`, `timeout: .seconds(1)`), then the condition.
    func call(_ verb: String, options: [String] = []) -> String {
        let parts = (arguments.isEmpty ? [] : [arguments]) + options + (hasCondition ? ["where: …"] : [])
        return "\(verb)(\(parts.joined(separator: ", ")))"
    }

    /// This query, narrowed to the matches for which `condition` is true:
    /// `.button("Delete").where { try !$0.isDisabled() }`. A condition that throws does not
    /// match; it is given a view that does not look into your views' bodies, as in `find(where:)`.
    public func `where`(_ condition: @escaping (InspectableView<Found>) throws -> Bool) -> SearchQuery<Found> {
        let base = self
        return SearchQuery(
            arguments: arguments, hasCondition: true, description: "\(description) matching the condition",
            unsearchableKind: unsearchableKind
        ) { start in
            let criteria = base.criteria(start)
            return SearchCriteria(
                mayMatch: criteria.mayMatch, mayMatchLeaf: criteria.mayMatchLeaf,
                matches: { node in
                    criteria.matches(node) && ((try? condition(InspectableView<Found>(node, looksThroughCustomViews: false, groupsBuiltViews: false))) ?? false)
                },
                nearMiss: { start in
                    SearchCriteria.excluded(among: criteria, matching: base.description, from: start)
                        ?? criteria.nearMiss?(start)
                },
                order: criteria.order, resolve: criteria.resolve)
        }
    }
}

// MARK: - Kinds and your views

extension SearchQuery {
    /// Views of a kind: `.kind(ViewType.HStack.self)`.
    public static func kind(_ viewType: Found.Type) -> SearchQuery<Found> {
        kindQuery(condition: nil)
    }

    /// Views of a kind for which `condition` is true:
    /// `.kind(ViewType.Text.self, where: { try $0.string() == "abc" })`.
    public static func kind(
        _ viewType: Found.Type, where condition: @escaping (InspectableView<Found>) throws -> Bool
    ) -> SearchQuery<Found> {
        kindQuery(condition: condition)
    }

    /// The view of a kind around a `Text` showing `string`, read in `locale`:
    /// `.kind(ViewType.HStack.self, containing: "Title")`.
    public static func kind(_ viewType: Found.Type, containing string: String, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        kind(viewType, containing: .exact(string), locale: locale)
    }

    /// The view of a kind around a `Text` whose string, read in `locale`, matches. Each
    /// matching text stands for the nearest view of the kind around it, within the view the
    /// search starts from; texts in the same view count once. `find` looks for the texts level
    /// by level.
    public static func kind(_ viewType: Found.Type, containing match: TextMatch, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        guard let matcher = Found.self as? any NodeMatching.Type else { return unsearchable(containing: match) }
        return SearchQuery(
            arguments: "\(typeArgument), containing: \(match)\(localeArgument(locale))",
            description: "\(matcher.expectedName) containing text \(match.phrase)"
        ) { start in SearchCriteria.containing(match, locale: locale, matcher: matcher, from: start) }
    }

    /// Your views of type `V`: `.view(Row.self)`.
    public static func view<V: ViewTree.View>(_ viewType: V.Type) -> SearchQuery<Found> where Found == ViewType.View<V> {
        kind(Found.self)
    }

    /// Your views of type `V` for which `condition` is true:
    /// `.view(Row.self, where: { try $0.actualView().isSelected })`.
    public static func view<V: ViewTree.View>(
        _ viewType: V.Type, where condition: @escaping (InspectableView<Found>) throws -> Bool
    ) -> SearchQuery<Found> where Found == ViewType.View<V> {
        kind(Found.self, where: condition)
    }

    /// Your view of type `V` around a `Text` showing `string`, read in `locale`:
    /// `.view(TableViewCell.self, containing: "Cell's title")`.
    public static func view<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String, locale: Locale = .testsDefault
    ) -> SearchQuery<Found> where Found == ViewType.View<V> {
        kind(Found.self, containing: .exact(string), locale: locale)
    }

    /// Your view of type `V` around a `Text` whose string, read in `locale`, matches.
    public static func view<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch, locale: Locale = .testsDefault
    ) -> SearchQuery<Found> where Found == ViewType.View<V> {
        kind(Found.self, containing: match, locale: locale)
    }

    /// The kind as written in a call: `ViewType.HStack.self`, `MyView.self`.
    static var typeArgument: String {
        (Found.self as? any NodeMatching.Type)?.searchArgument ?? TypeName.display(Found.self) + ".self"
    }

    /// The kind's name in messages: `ProgressView`, `Loader`.
    static var kindName: String {
        (Found.self as? any NodeMatching.Type)?.expectedName ?? TypeName.display(Found.self)
    }

    private static func kindQuery(condition: ((InspectableView<Found>) throws -> Bool)?) -> SearchQuery<Found> {
        let waiting = condition == nil ? kindName : "\(kindName) matching the condition"
        guard let matcher = Found.self as? any NodeMatching.Type else {
            return SearchQuery(
                arguments: typeArgument, hasCondition: condition != nil, description: kindName, waitingDescription: waiting,
                unsearchableKind: Found.typePrefix) { _ in SearchCriteria(matches: { _ in false }) }
        }
        let matches: (InspectionNode) -> Bool
        if let condition {
            matches = { node in
                matcher.matches(node) && ((try? condition(InspectableView<Found>(node, looksThroughCustomViews: false, groupsBuiltViews: false))) ?? false)
            }
        } else {
            // No condition to wrap every view of the kind in a handle for.
            matches = { matcher.matches($0) }
        }
        let criteria = SearchCriteria(
            mayMatch: { matcher.mayMatch($0) }, matches: matches,
            nearMiss: { start in
                let ofKind = SearchCriteria(mayMatch: { matcher.mayMatch($0) }, matches: { matcher.matches($0) })
                return SearchCriteria.excluded(among: ofKind, ofKind: matcher.expectedName, from: start)
                    ?? "There is no \(matcher.expectedName) in the searched views."
            })
        return SearchQuery(
            arguments: typeArgument, hasCondition: condition != nil, description: matcher.expectedName,
            waitingDescription: waiting) { _ in criteria }
    }

    private static func unsearchable(containing match: TextMatch) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "\(typeArgument), containing: \(match)", description: "\(kindName) containing text \(match.phrase)",
            unsearchableKind: Found.typePrefix) { _ in SearchCriteria(matches: { _ in false }) }
    }
}

extension SearchQuery where Found == ViewType.ClassifiedView {
    /// Any view for which `condition` is true: `.view(where: { try $0.accessibilityIdentifier() == "total" })`.
    /// A condition that throws does not match. It is given an anonymous view that does not look
    /// into your views' bodies, so that it matches the view it describes, not every view around it.
    public static func view(where condition: @escaping (InspectableView<ViewType.ClassifiedView>) throws -> Bool) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "", hasCondition: true, description: "view matching the condition",
            waitingDescription: "a view matching the condition"
        ) { _ in
            SearchCriteria(matches: { node in
                (try? condition(InspectableView<ViewType.ClassifiedView>(node, looksThroughCustomViews: false, groupsBuiltViews: false))) ?? false
            })
        }
    }
}
