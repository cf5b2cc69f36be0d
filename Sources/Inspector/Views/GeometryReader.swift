import Foundation
import ViewTree

extension ViewType {
    /// `GeometryReader`: the content its closure builds from the offered size (see
    /// `GeometryReader` in ViewTree for how the size is decided).
    public struct GeometryReader: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "GeometryReader".
        public static var typePrefix: String { "GeometryReader" }
        static var viewKind: ViewKind { .geometryReader }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `GeometryReader`.
    public func geometryReader() throws -> InspectableView<ViewType.GeometryReader> {
        try single(ViewType.GeometryReader.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `GeometryReader` at `index`.
    public func geometryReader(_ index: Int) throws -> InspectableView<ViewType.GeometryReader> {
        try child(ViewType.GeometryReader.self, at: index)
    }
}

extension InspectableView where View == ViewType.GeometryReader {
    /// The size the reader's content is built with: the size of the nearest enclosing
    /// `.frame(width:height:)` in each dimension, `0` where no frame fixes one.
    public func proxySize() throws -> CGSize {
        try reading("proxySize()") { GeometryProxy.offered(in: $0.environment).size }
    }
}

/// Builds a reader's content with the reader's own generic types.
protocol GeometryReaderParts {
    func inspectorContent(_ proxy: GeometryProxy) throws -> Any
}

extension ViewTree.GeometryReader: GeometryReaderParts {
    func inspectorContent(_ proxy: GeometryProxy) throws -> Any {
        content(for: proxy)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `GeometryReader`: the content its closure builds; the closure is code written in a
    /// body, so it runs on the main actor and is tracked like one.
    static let geometryReader = ViewKind(
        name: "GeometryReader", accessor: "geometryReader",
        content: .computed { node, observation in
            guard let reader = node.value as? any GeometryReaderParts else { return [] }
            let proxy = GeometryProxy.offered(in: node.environment)
            let value = UncheckedSendable(reader)
            let content = try Evaluation.onMainActor {
                Evaluation.tracked(observation) { Result { try value.value.inspectorContent(proxy) } }
            }.get()
            return Expansion.expand(content, in: node.tree, prefix: .content)
        })
}

extension ViewTree.GeometryReader: InspectableKind {
    static var inspectorKind: ViewKind { .geometryReader }
}
