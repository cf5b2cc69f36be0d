import ViewTree

extension ViewType {
    /// `Tab`: its content, one view (`tab().view(Home.self)`) or several, by index; its label
    /// is reached with `labelView()`.
    public struct Tab: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "Tab".
        public static var typePrefix: String { "Tab" }
        static var viewKind: ViewKind { .tab }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Tab`.
    public func tab() throws -> InspectableView<ViewType.Tab> {
        try single(ViewType.Tab.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Tab` at `index`.
    public func tab(_ index: Int) throws -> InspectableView<ViewType.Tab> {
        try child(ViewType.Tab.self, at: index)
    }
}

extension InspectableView where View == ViewType.Tab {
    /// The label, to be unwrapped. The title forms' label is a `Label`, as in SwiftUI:
    /// `tab.labelView().label().title().text()`, `tab.labelView().label().icon().image()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The value that selects the tab; nil for a tab made without one.
    public func value() throws -> AnyHashable? {
        try reading("value()") { TabReading.value(of: $0) }
    }

    /// The tab's role, such as `.search`; nil when it has none.
    public func role() throws -> TabRole? {
        try reading("role()") { try Reflection.field("role", of: $0.value, as: TabRole?.self) }
    }
}

enum TabReading {
    static func value(of node: InspectionNode) -> AnyHashable? {
        guard let value = Reflection.field("value", of: node.value) else { return nil }
        return (value as? any OptionalParts)?.inspectorWrapped as? AnyHashable
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Tab`: its content; its label is a part.
    static let tab = ViewKind(
        name: "Tab", accessor: "tab", content: .stored(field: "content", step: .content),
        parts: [Part(call: "labelView()", declared: .label)],
        dumpAttributes: { value in
            guard let tabValue = Reflection.field("value", of: value),
                let wrapped = (tabValue as? any OptionalParts)?.inspectorWrapped
            else { return [] }
            return ["value: \(ContainerReading.show(wrapped))"]
        },
        accessibility: AccessibilityProfile(role: .tab, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.Tab: InspectableKind {
    static var inspectorKind: ViewKind { .tab }
}
