import Foundation
import ViewTree

extension ViewType {
    /// `GlassEffectContainer` (iOS 26): its views, one or by index.
    public struct GlassEffectContainer: MultipleViewContent, BuiltinViewType {
        /// "GlassEffectContainer".
        public static var typePrefix: String { "GlassEffectContainer" }
        static var viewKind: ViewKind { .glassEffectContainer }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `GlassEffectContainer`.
    public func glassEffectContainer() throws -> InspectableView<ViewType.GlassEffectContainer> {
        try single(ViewType.GlassEffectContainer.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `GlassEffectContainer` at `index`.
    public func glassEffectContainer(_ index: Int) throws -> InspectableView<ViewType.GlassEffectContainer> {
        try child(ViewType.GlassEffectContainer.self, at: index)
    }
}

extension InspectableView where View == ViewType.GlassEffectContainer {
    /// The distance within which the container blends its views' glass; nil: the default.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `GlassEffectContainer`: its views; the dump shows a spacing that was given.
    static let glassEffectContainer = ViewKind(
        name: "GlassEffectContainer", accessor: "glassEffectContainer", content: .stored(field: "content", step: .content),
        indexesContent: true,
        dumpAttributes: { value in
            guard let spacing = Reflection.field("spacing", of: value) as? CGFloat else { return [] }
            return ["spacing: \(spacing)"]
        })
}

extension ViewTree.GlassEffectContainer: InspectableKind {
    static var inspectorKind: ViewKind { .glassEffectContainer }
}
