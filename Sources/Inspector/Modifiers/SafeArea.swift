import Foundation
import ViewTree

extension ViewType {
    /// The content of a `safeAreaInset`: `try list.safeAreaInset().button()`.
    public struct SafeAreaInset: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "SafeAreaInset".
        public static var typePrefix: String { "SafeAreaInset" }
        static var family: String { "safeAreaInset" }
    }
}

extension InspectableView {
    /// The views shown along an edge by `safeAreaInset(edge:alignment:spacing:content:)`; with
    /// several, the one at `index` in the order they were applied. Search reaches them too.
    public func safeAreaInset(_ index: Int? = nil) throws -> InspectableView<ViewType.SafeAreaInset> {
        try LayerReading.layer(of: self, call: "safeAreaInset", index: index)
    }

    /// The safe area regions and edges this view extends into, set by
    /// `ignoresSafeArea(_:edges:)`.
    public func ignoresSafeArea() throws -> (regions: SafeAreaRegions, edges: Edge.Set) {
        try reading("ignoresSafeArea()") { node in
            guard let (_, modifier) = node.ownModifiers(.ignoresSafeArea).first else {
                throw node.missing("ignoresSafeArea")
            }
            return (
                try Reflection.field("regions", of: modifier, as: SafeAreaRegions.self),
                try Reflection.field("edges", of: modifier, as: Edge.Set.self)
            )
        }
    }
}

extension InspectableView {
    /// The edges the deprecated `edgesIgnoringSafeArea(_:)` extends this view into.
    public func edgesIgnoringSafeArea() throws -> Edge.Set {
        try reading("edgesIgnoringSafeArea()") { node in
            guard let (_, modifier) = node.ownModifiers(.edgesIgnoringSafeArea).first else {
                throw node.missing("edgesIgnoringSafeArea")
            }
            return try Reflection.field("edges", of: modifier, as: Edge.Set.self)
        }
    }
}

extension InspectableView where View == ViewType.SafeAreaInset {
    /// The edge the inset views are on: `.top`, `.bottom`, `.leading` or `.trailing`.
    public func edge() throws -> Edge {
        try reading("edge()") { try SafeAreaReading.insetModifierField("edge", of: $0, as: Edge.self) }
    }

    /// How the inset views are aligned along their edge: a horizontal alignment for `.top`
    /// and `.bottom`, a vertical one for `.leading` and `.trailing` (the other is `.center`).
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try LayerReading.alignment(of: $0) }
    }

    /// The safe area regions the inset views inset: `.container`, as for every
    /// `safeAreaInset(edge:alignment:spacing:content:)`.
    public func regions() throws -> SafeAreaRegions {
        try reading("regions()") { try SafeAreaReading.insetModifierField("regions", of: $0, as: SafeAreaRegions.self) }
    }

    /// The space between the inset views and the view's content; nil: the system default.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try SafeAreaReading.insetModifierField("spacing", of: $0, as: CGFloat?.self) }
    }
}

enum SafeAreaReading {
    static func insetModifierField<T>(_ label: String, of node: InspectionNode, as type: T.Type) throws -> T {
        try Reflection.field(label, of: node.value, as: T.self)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: its views are a layer search visits.
    static let safeAreaInset = ModifierKind(
        name: ".safeAreaInset",
        summary: { ".safeAreaInset(edge: \((Reflection.field("edge", of: $0) as? Edge).map { ".\($0)" } ?? "?"))" },
        attachment: Attachment(call: "safeAreaInset", field: "content"))

    /// `.ignoresSafeArea(_:edges:)`.
    static let ignoresSafeArea = ModifierKind(
        name: ".ignoresSafeArea",
        summary: { modifier in
            let regions = (Reflection.field("regions", of: modifier) as? SafeAreaRegions) ?? .all
            let edges = (Reflection.field("edges", of: modifier) as? Edge.Set).map(PaddingReading.describe) ?? ".all"
            return edges == ".all" ? ".ignoresSafeArea(\(regions))" : ".ignoresSafeArea(\(regions), edges: \(edges))"
        })
}

extension ModifierKind {
    /// `.edgesIgnoringSafeArea(_:)`.
    static let edgesIgnoringSafeArea = ModifierKind(
        name: ".edgesIgnoringSafeArea",
        summary: { modifier in
            let edges = (Reflection.field("edges", of: modifier) as? Edge.Set).map(PaddingReading.describe) ?? ".all"
            return ".edgesIgnoringSafeArea(\(edges))"
        })
}

extension _SafeAreaIgnoringLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .edgesIgnoringSafeArea }
}

extension _InsetViewModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .safeAreaInset }
}

extension _SafeAreaRegionsIgnoringLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .ignoresSafeArea }
}
