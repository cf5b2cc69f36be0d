import ViewTree

extension ViewType {
    /// `ScrollView`: its content, one view (`scrollView().vStack()`) or several, by index.
    public struct ScrollView: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "ScrollView".
        public static var typePrefix: String { "ScrollView" }
        static var viewKind: ViewKind { .scrollView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ScrollView`.
    public func scrollView() throws -> InspectableView<ViewType.ScrollView> {
        try single(ViewType.ScrollView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ScrollView` at `index`.
    public func scrollView(_ index: Int) throws -> InspectableView<ViewType.ScrollView> {
        try child(ViewType.ScrollView.self, at: index)
    }
}

extension InspectableView where View == ViewType.ScrollView {
    /// The axes the view scrolls along: `.vertical` unless given.
    public func axes() throws -> Axis.Set {
        try reading("axes()") { try Reflection.field("axes", of: $0.value, as: Axis.Set.self) }
    }

    /// Whether the view shows scroll indicators.
    public func showsIndicators() throws -> Bool {
        try reading("showsIndicators()") { try Reflection.field("showsIndicators", of: $0.value, as: Bool.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ScrollView`: its content views.
    static let scrollView = ViewKind(
        name: "ScrollView", accessor: "scrollView", content: .stored(field: "content", step: .content),
        dumpAttributes: { value in
            guard let axes = Reflection.field("axes", of: value) as? Axis.Set, axes != .vertical else { return [] }
            return ["axes: \(axes)"]
        })
}

extension ViewTree.ScrollView: InspectableKind {
    static var inspectorKind: ViewKind { .scrollView }
}
