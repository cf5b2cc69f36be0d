import Foundation
import ViewTree

extension ViewType {
    /// `Link`: its label is reached with `labelView()`.
    public struct Link: KnownViewType, BuiltinViewType {
        /// "Link".
        public static var typePrefix: String { "Link" }
        static var viewKind: ViewKind { .link }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Link`.
    public func link() throws -> InspectableView<ViewType.Link> {
        try single(ViewType.Link.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Link` at `index`.
    public func link(_ index: Int) throws -> InspectableView<ViewType.Link> {
        try child(ViewType.Link.self, at: index)
    }
}

extension InspectableView where View == ViewType.Link {
    /// The link's label, to be unwrapped: `link.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The URL the link opens.
    public func url() throws -> URL {
        try reading("url()") { try Reflection.field("destination", of: $0.value, as: URL.self) }
    }

    /// Taps the link, as SwiftUI does: calls the `openURL` action of the link's environment
    /// with its URL. Provide one to see the URL opened:
    ///
    /// ```swift
    /// var opened: [URL] = []
    /// let sut = Link("Help", destination: helpURL)
    ///     .environment(\.openURL, OpenURLAction { opened.append($0); return .handled })
    /// try sut.inspect().link().tap()   // opened == [helpURL]
    /// ```
    ///
    /// Without one, the default action leaves the URL to the system, which ViewTree does not
    /// have: nothing is opened. Throws, without opening, when the link or an ancestor is
    /// disabled or hidden.
    public func tap() throws {
        try reading("tap()") { node in
            try Interaction.ensureResponsive(node, control: "Link")
            let url = try Reflection.field("destination", of: node.value, as: URL.self)
            let openURL = node.environment.openURL
            Interaction.perform(at: node) { openURL(url) }
        }
    }
}

extension SearchQuery where Found == ViewType.Link {
    /// A `Link` that opens `url`: `find(.link(URL(string: "https://example.com")!))`. A failed
    /// search lists the links' URLs there.
    public static func link(_ url: URL) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "link: \(TreeDump.quoted(url.absoluteString))", description: "link to \(TreeDump.quoted(url.absoluteString))",
            criteria: SearchCriteria(
                mayMatch: { $0.viewKind == .link },
                matches: { LinkReading.url(of: $0) == url },
                nearMiss: { start in
                    NearMiss.hint(
                        for: url.absoluteString, among: NodeFacts.collect(from: start) { LinkReading.url(of: $0)?.absoluteString },
                        noun: "link URL")
                }))
    }

    /// A `Link` whose label contains a `Text` showing `label`, read in `locale`: `find(.link("Terms"))`.
    public static func link(_ label: String, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        link(.exact(label), locale: locale)
    }

    /// A `Link` whose label contains a `Text` whose string, read in `locale`, matches:
    /// `.link(.substring("terms", options: .caseInsensitive))`.
    public static func link(_ match: TextMatch, locale: Locale = .testsDefault) -> SearchQuery<Found> {
        SearchQuery(
            arguments: "link: \(match)\(localeArgument(locale))", description: "link \(match.phrase)",
            criteria: SearchCriteria(
                mayMatch: { $0.viewKind == .link },
                matches: { LinkReading.titles(of: $0, locale: locale).contains { match.matches($0) } },
                nearMiss: { start in
                    NearMiss.hint(
                        for: match, among: NodeFacts.collect(from: start) { LinkReading.titles(of: $0, locale: locale) }.flatMap { $0 },
                        noun: "link title")
                }))
    }
}

extension InspectableView {
    /// The first `Link` that opens `url`: `find(link: URL(string: "https://example.com")!)`.
    /// A failed search lists the links' URLs there.
    public func find(link url: URL) throws -> InspectableView<ViewType.Link> {
        try find(.link(url))
    }

    /// The first `Link` whose label contains a `Text` showing `label`, as ViewInspector's
    /// `find(link:)` with a string: `find(link: "Terms")`. To find a link by its URL, pass a
    /// `URL`.
    public func find(link label: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Link> {
        try find(.link(label, locale: locale))
    }

    /// The first `Link` whose label contains a `Text` whose string, read in `locale`, matches:
    /// `find(link: .substring("terms", options: .caseInsensitive))`.
    public func find(link match: TextMatch, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Link> {
        try find(.link(match, locale: locale))
    }

    /// The only `Link` that opens `url`; throws when there is none or several.
    public func findUnique(link url: URL) throws -> InspectableView<ViewType.Link> {
        try findUnique(.link(url))
    }

    /// The only `Link` whose label contains a `Text` showing `label`.
    public func findUnique(link label: String) throws -> InspectableView<ViewType.Link> {
        try findUnique(.link(label))
    }

    /// The only `Link` whose label contains a `Text` whose string matches.
    public func findUnique(link match: TextMatch) throws -> InspectableView<ViewType.Link> {
        try findUnique(.link(match))
    }
}

enum LinkReading {
    /// The URL of a `Link`; nil for another view.
    static func url(of node: InspectionNode) -> URL? {
        guard node.viewKind == .link else { return nil }
        return Reflection.field("destination", of: node.value) as? URL
    }

    /// The texts of a link's label, read in `locale`.
    static func titles(of node: InspectionNode, locale: Locale? = nil) -> [String] {
        guard node.viewKind == .link, let label = try? node.partNode(call: "labelView()") else { return [] }
        return NodeFacts.collect(from: label) { NodeFacts.string(of: $0, locale: locale) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Link`: no content; its label is a part. A dump shows its URL.
    static let link = ViewKind(
        name: "Link", accessor: "link", parts: [Part(call: "labelView()", declared: .label)],
        dumpAttributes: { value in
            (Reflection.field("destination", of: value) as? URL).map { ["url: \(TreeDump.quoted($0.absoluteString))"] } ?? []
        },
        accessibility: AccessibilityProfile(role: .link, traits: .isLink, name: .parts(["labelView()"])), scaffoldValue: ScaffoldValue.link)
}

extension ViewTree.Link: InspectableKind {
    static var inspectorKind: ViewKind { .link }
}
