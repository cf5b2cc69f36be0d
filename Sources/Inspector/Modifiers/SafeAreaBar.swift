import Foundation
import ViewTree

extension ViewType {
    /// The content of a `safeAreaBar` (iOS 26): `try list.safeAreaBar().button()`.
    public struct SafeAreaBar: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "SafeAreaBar".
        public static var typePrefix: String { "SafeAreaBar" }
        static var family: String { "safeAreaBar" }
    }
}

/// The edge a `safeAreaBar` is on, as it was given: a vertical edge (`.top`, `.bottom`) or a
/// horizontal one (`.leading`, `.trailing`).
public enum SafeAreaBarEdge: Hashable, Sendable {
    case horizontal(HorizontalEdge)
    case vertical(VerticalEdge)
}

/// How a `safeAreaBar`'s content is aligned along its edge: a horizontal alignment for a bar
/// on a vertical edge, a vertical one for a bar on a horizontal edge.
public enum SafeAreaBarAlignment: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

extension InspectableView {
    /// The views shown as a bar along an edge by `safeAreaBar(edge:alignment:spacing:content:)`;
    /// with several, the one at `index` in the order they were applied. Search reaches them too.
    public func safeAreaBar(_ index: Int? = nil) throws -> InspectableView<ViewType.SafeAreaBar> {
        try LayerReading.layer(of: self, call: "safeAreaBar", index: index)
    }
}

extension InspectableView where View == ViewType.SafeAreaBar {
    /// The edge the bar is on: `.vertical(.bottom)`, `.horizontal(.leading)`.
    public func edge() throws -> SafeAreaBarEdge {
        try reading("edge()") { node in
            switch try Reflection.field("edge", of: node.value, as: Edge.self) {
            case .top: .vertical(.top)
            case .bottom: .vertical(.bottom)
            case .leading: .horizontal(.leading)
            case .trailing: .horizontal(.trailing)
            }
        }
    }

    /// How the bar's views are aligned along its edge: `.horizontal(.leading)` for a bar on the
    /// top or bottom edge, `.vertical(.top)` for one on the leading or trailing edge.
    public func alignment() throws -> SafeAreaBarAlignment {
        try reading("alignment()") { node in
            let alignment = try Reflection.field("alignment", of: node.value, as: Alignment.self)
            switch try Reflection.field("edge", of: node.value, as: Edge.self) {
            case .top, .bottom: return .horizontal(alignment.horizontal)
            case .leading, .trailing: return .vertical(alignment.vertical)
            }
        }
    }

    /// The space between the bar and the view's content; nil: the system default.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.safeAreaBar(edge:alignment:spacing:content:)`: its views are a layer search visits.
    static let safeAreaBar = ModifierKind(
        name: ".safeAreaBar",
        summary: { ".safeAreaBar(edge: \((Reflection.field("edge", of: $0) as? Edge).map { ".\($0)" } ?? "?"))" },
        attachment: Attachment(call: "safeAreaBar", field: "content"))
}

extension _SafeAreaBarModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .safeAreaBar }
}
