import Foundation
import ViewTree

// The queries by text, by button title, by identity and by accessibility label or identifier.
// A kind's own queries are beside it (`.link`, `.navigationLink`, `.role`).

extension SearchQuery where Found == ViewType.Text {
    /// A `Text` showing `string`, read in `locale`: `find(.text("Save"))`.
    public static func text(_ string: String, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        text(.exact(string), locale: locale)
    }

    /// A `Text` whose string, read in `locale`, matches: `.text(.substring("items"))`,
    /// `.text(.exact("save", options: .caseInsensitive))`, `.text(.regex(/\d+ items/))`.
    public static func text(_ match: TextMatch, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "text: \(match)\(SearchQuery.localeArgument(locale))", description: "text \(match.phrase)",
            criteria: SearchCriteria(
                mayMatch: NodeFacts.mayBeText, mayMatchLeaf: NodeFacts.textLeaf(matching: match, locale: locale),
                matches: { NodeFacts.string(of: $0, locale: locale).map { match.matches($0) } ?? false },
                nearMiss: { start in
                    NearMiss.hint(
                        for: match, among: NodeFacts.collect(from: start) { NodeFacts.string(of: $0, locale: locale) }, noun: "text")
                }))
    }

    /// A `Text` for which `condition`, given its string read in `locale` and its attributes,
    /// is true: `find(.text(where: { string, attributes in try attributes.isBold() && string.hasPrefix("Total") }))`.
    /// A condition that throws does not match.
    public static func text(
        where condition: @escaping (String, TextAttributes) throws -> Bool, locale: Locale = .testsDefault
    ) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "textWhere: …\(SearchQuery.localeArgument(locale))", description: "text matching the condition",
            waitingDescription: "a text matching the condition"
        ) { _ in
            SearchCriteria(
                mayMatch: NodeFacts.mayBeText,
                matches: { node in
                    guard node.viewKind == .text else { return false }
                    let text = InspectableView<ViewType.Text>(node, looksThroughCustomViews: false, groupsBuiltViews: false)
                    return (try? condition(text.string(locale: locale), text.attributes())) ?? false
                },
                nearMiss: { start in
                    var seen = Set<String>()
                    let texts = NodeFacts.collect(from: start) { NodeFacts.string(of: $0, locale: locale) }
                        .filter { seen.insert($0).inserted }
                    guard !texts.isEmpty else { return "There is no text in the searched views." }
                    return NearMiss.suggestion([], or: texts, noun: "text")
                })
        }
    }
}

extension SearchQuery where Found == ViewType.Button {
    /// A `Button` whose label contains a `Text` showing `title`, read in `locale`: `find(.button("Save"))`.
    public static func button(_ title: String, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        button(.exact(title), locale: locale)
    }

    /// A `Button` whose label contains a `Text` whose string, read in `locale`, matches:
    /// `.button(.substring("Save", options: .caseInsensitive))`.
    public static func button(_ match: TextMatch, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "button: \(match)\(SearchQuery.localeArgument(locale))", description: "button \(match.phrase)",
            criteria: SearchCriteria(
                mayMatch: { $0.viewKind == .button },
                matches: { $0.viewKind == .button && NodeFacts.buttonTitles(of: $0, locale: locale).contains { match.matches($0) } },
                nearMiss: { start in
                    NearMiss.hint(
                        for: match,
                        among: NodeFacts.collect(from: start) { NodeFacts.buttonTitles(of: $0, locale: locale) }.flatMap { $0 },
                        noun: "button title")
                }))
    }
}

extension SearchQuery {
    /// `, locale: …` for a query reading texts in a locale other than `Locale.testsDefault`;
    /// empty for the default, which calls do not write.
    static func localeArgument(_ locale: Locale) -> String {
        locale == Locale.testsDefault ? "" : ", locale: Locale(identifier: \(TreeDump.quoted(locale.identifier)))"
    }
}

extension SearchQuery where Found == ViewType.ClassifiedView {
    /// A view identified with `.id(id)`: `find(.id("new"))`.
    public static func id(_ id: AnyHashable) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "viewWithId: \(NearMiss.show(id))", description: "view with id \(NearMiss.show(id))",
            criteria: SearchCriteria(
                matches: { NodeFacts.id(of: $0) == id },
                nearMiss: { NearMiss.hint(for: id, among: NodeFacts.collect(from: $0, NodeFacts.id(of:)), noun: "id") }))
    }

    /// A view tagged with `.tag(tag)`: `find(.tag(3))`.
    public static func tag(_ tag: AnyHashable) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "viewWithTag: \(NearMiss.show(tag))", description: "view with tag \(NearMiss.show(tag))",
            criteria: SearchCriteria(
                matches: { NodeFacts.tag(of: $0) == tag },
                nearMiss: { NearMiss.hint(for: tag, among: NodeFacts.collect(from: $0, NodeFacts.tag(of:)), noun: "tag") }))
    }

    /// A view whose accessibility label is `label`.
    public static func accessibilityLabel(_ label: String) -> SearchQuery<Found> {
        accessibilityLabel(.exact(label))
    }

    /// A view whose accessibility label matches: `.accessibilityLabel(.substring("Add"))`.
    public static func accessibilityLabel(_ match: TextMatch) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "viewWithAccessibilityLabel: \(match)", description: "view with accessibility label \(match.phrase)",
            criteria: SearchCriteria(
                matches: { NodeFacts.accessibilityLabel(of: $0).map { match.matches($0) } ?? false },
                nearMiss: {
                    NearMiss.hint(
                        for: match, among: NodeFacts.collect(from: $0, NodeFacts.accessibilityLabel(of:)), noun: "accessibility label")
                }))
    }

    /// A view whose accessibility identifier is `identifier`: `find(.accessibilityIdentifier("documents.new"))`.
    public static func accessibilityIdentifier(_ identifier: String) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "viewWithAccessibilityIdentifier: \(TreeDump.quoted(identifier))",
            description: "view with accessibility identifier \(TreeDump.quoted(identifier))",
            criteria: SearchCriteria(
                matches: { NodeFacts.accessibilityIdentifier(of: $0) == identifier },
                nearMiss: {
                    NearMiss.hint(
                        for: identifier, among: NodeFacts.collect(from: $0, NodeFacts.accessibilityIdentifier(of:)),
                        noun: "accessibility identifier")
                }))
    }
}
