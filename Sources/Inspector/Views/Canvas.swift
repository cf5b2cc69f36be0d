import Foundation
import ViewTree

extension ViewType {
    /// `Canvas`: no content; its symbols are reached with `symbolsView()`.
    public struct Canvas: KnownViewType, BuiltinViewType {
        /// "Canvas".
        public static var typePrefix: String { "Canvas" }
        static var viewKind: ViewKind { .canvas }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Canvas`.
    public func canvas() throws -> InspectableView<ViewType.Canvas> {
        try single(ViewType.Canvas.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Canvas` at `index`.
    public func canvas(_ index: Int) throws -> InspectableView<ViewType.Canvas> {
        try child(ViewType.Canvas.self, at: index)
    }
}

extension InspectableView where View == ViewType.Canvas {
    /// The views the canvas's `symbols:` builder made, to be unwrapped:
    /// `canvas().symbolsView().text()`; an `EmptyView` for a canvas without symbols.
    public func symbolsView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("symbolsView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "symbolsView()")) }
    }

    /// How the canvas blends colors: `.nonLinear` unless `colorMode:` says otherwise.
    public func colorMode() throws -> ColorRenderingMode {
        try reading("colorMode()") { try Reflection.field("colorMode", of: $0.value, as: ColorRenderingMode.self) }
    }

    /// Whether the canvas is `opaque:`.
    public func opaque() throws -> Bool {
        try reading("opaque()") { try Reflection.field("opaque", of: $0.value, as: Bool.self) }
    }

    /// Whether the canvas `rendersAsynchronously:`.
    public func rendersAsynchronously() throws -> Bool {
        try reading("rendersAsynchronously()") { try Reflection.field("rendersAsynchronously", of: $0.value, as: Bool.self) }
    }

    /// Runs the renderer in a canvas of `size` and returns what it drew, in order: nothing is
    /// drawn, each `GraphicsContext` call is recorded. `resolveSymbol(id:)` finds the symbol
    /// views tagged `id` (`.tag(_:)` on a view of the `symbols:` builder).
    public func callRenderer(size: CGSize) throws -> [GraphicsContext.Operation] {
        try reading("callRenderer(size:)") { node in
            guard let canvas = node.value as? any CanvasParts else {
                throw InspectionError.Reason.typeMismatch(expected: "Canvas", found: node.kindName, hint: nil)
            }
            let symbols = try node.partNode(call: "symbolsView()")
            let views: [InspectionNode]
            if case .group = symbols.role { views = try symbols.contentChildren() } else { views = [symbols] }
            let ids = views.compactMap { NodeFacts.tag(of: $0) }
            let input = UncheckedSendable((canvas, ids))
            return try Evaluation.onMainActor {
                UncheckedSendable(input.value.0.inspectorRender(size: size, symbolIDs: input.value.1))
            }.value
        }
    }
}

/// Runs a canvas's renderer with the canvas's own generic types.
protocol CanvasParts {
    func inspectorRender(size: CGSize, symbolIDs: [AnyHashable]) -> [GraphicsContext.Operation]
}

extension ViewTree.Canvas: CanvasParts {
    func inspectorRender(size: CGSize, symbolIDs: [AnyHashable]) -> [GraphicsContext.Operation] {
        render(size: size, symbolIDs: symbolIDs)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Canvas`: no content; its symbols are a part.
    static let canvas = ViewKind(
        name: "Canvas", accessor: "canvas", parts: [Part(call: "symbolsView()", declared: .symbols)])
}

extension ViewTree.Canvas: InspectableKind {
    static var inspectorKind: ViewKind { .canvas }
}
