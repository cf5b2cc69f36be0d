import ViewTree

extension ViewType {
    /// `ScrollViewReader`: the content its closure builds with a `ScrollViewProxy`.
    public struct ScrollViewReader: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "ScrollViewReader".
        public static var typePrefix: String { "ScrollViewReader" }
        static var viewKind: ViewKind { .scrollViewReader }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ScrollViewReader`.
    public func scrollViewReader() throws -> InspectableView<ViewType.ScrollViewReader> {
        try single(ViewType.ScrollViewReader.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ScrollViewReader` at `index`.
    public func scrollViewReader(_ index: Int) throws -> InspectableView<ViewType.ScrollViewReader> {
        try child(ViewType.ScrollViewReader.self, at: index)
    }
}

extension InspectableView where View == ViewType.ScrollViewReader {
    /// The id the reader's proxy was last asked to scroll to with `scrollTo(_:anchor:)`, nil
    /// before the first scroll.
    public func lastScrollTarget() throws -> AnyHashable? {
        try reading("lastScrollTarget()") { try ScrollViewReaderReading.lastScroll(of: $0)?.id }
    }

    /// The anchor of the reader's last scroll: nil before the first scroll, or when the last
    /// `scrollTo(_:anchor:)` gave none.
    public func lastScrollAnchor() throws -> UnitPoint? {
        try reading("lastScrollAnchor()") { try ScrollViewReaderReading.lastScroll(of: $0)?.anchor }
    }
}

enum ScrollViewReaderReading {
    /// The last scroll recorded in the reader's own state, at its place when hosted.
    static func lastScroll(of node: InspectionNode) throws -> ScrollViewProxy.Request? {
        let state = try Reflection.field("_lastScroll", of: node.value, as: State<ScrollViewProxy.Request?>.self)
        return try ContainerReading.withOwnState(of: node) { state.wrappedValue }
    }
}

/// Builds a reader's content with the reader's own generic types.
protocol ScrollViewReaderParts {
    func inspectorContent() -> Any
}

extension ViewTree.ScrollViewReader: ScrollViewReaderParts {
    func inspectorContent() -> Any { builtContent() }
}

// MARK: - Kind

extension ViewKind {
    /// `ScrollViewReader`: the content its closure builds, with a proxy writing into the
    /// reader's own state; the closure is code written in a body, so it runs on the main actor
    /// and is tracked like one.
    static let scrollViewReader = ViewKind(
        name: "ScrollViewReader", accessor: "scrollViewReader",
        content: .computed { node, observation in
            guard let reader = node.value as? any ScrollViewReaderParts else { return [] }
            let value = UncheckedSendable(reader)
            let content = try ContainerReading.withOwnState(of: node) {
                try Evaluation.onMainActor {
                    Evaluation.tracked(observation) { UncheckedSendable(value.value.inspectorContent()) }
                }
            }
            return Expansion.expand(content.value, in: node.tree, prefix: .content)
        })
}

extension ViewTree.ScrollViewReader: InspectableKind {
    static var inspectorKind: ViewKind { .scrollViewReader }
}
