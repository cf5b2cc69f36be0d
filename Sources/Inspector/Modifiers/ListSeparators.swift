import Foundation
import ViewTree

extension InspectableView {
    /// The visibility of this row's separator at `edge` set with `.listRowSeparator(_:edges:)`
    /// (the innermost covering it; `.automatic` when none does); without `edge`, the one both
    /// edges share. Throws when the view has no `.listRowSeparator`, and without `edge` when the
    /// edges differ.
    public func listRowSeparator(edge: VerticalEdge? = nil) throws -> Visibility {
        try reading("listRowSeparator(edge:)") { try ListSeparatorReading.value(at: edge, of: $0, section: false, tint: false, default: Visibility.automatic) }
    }

    /// The tint of this row's separator at `edge` set with `.listRowSeparatorTint(_:edges:)`,
    /// nil for the default tint; without `edge`, the one both edges share. Throws as
    /// `listRowSeparator(edge:)`.
    public func listRowSeparatorTint(edge: VerticalEdge? = nil) throws -> Color? {
        try reading("listRowSeparatorTint(edge:)") { try ListSeparatorReading.value(at: edge, of: $0, section: false, tint: true, default: Color?.none) }
    }

    /// The visibility of this section's separator at `edge` set with
    /// `.listSectionSeparator(_:edges:)`; as `listRowSeparator(edge:)`.
    public func listSectionSeparator(edge: VerticalEdge? = nil) throws -> Visibility {
        try reading("listSectionSeparator(edge:)") { try ListSeparatorReading.value(at: edge, of: $0, section: true, tint: false, default: Visibility.automatic) }
    }

    /// The tint of this section's separator at `edge` set with
    /// `.listSectionSeparatorTint(_:edges:)`; as `listRowSeparatorTint(edge:)`.
    public func listSectionSeparatorTint(edge: VerticalEdge? = nil) throws -> Color? {
        try reading("listSectionSeparatorTint(edge:)") { try ListSeparatorReading.value(at: edge, of: $0, section: true, tint: true, default: Color?.none) }
    }

    /// The space between the rows of the lists here: the innermost `.listRowSpacing(_:)` on
    /// the view or an ancestor; nil for the platform's.
    public func listRowSpacing() throws -> CGFloat? {
        try reading("listRowSpacing()") { $0.environment.listRowSpacing }
    }

    /// The space between the sections of the lists here: the innermost
    /// `.listSectionSpacing(_:)` on the view or an ancestor, or `.default`.
    public func listSectionSpacing() throws -> ListSectionSpacing {
        try reading("listSectionSpacing()") { $0.environment.listSectionSpacing }
    }
}

enum ListSeparatorReading {
    /// The value at `edge` (both edges' when nil) of the innermost separator modifier of the
    /// kind asked for covering it.
    static func value<Value: Equatable>(
        at edge: VerticalEdge?, of node: InspectionNode, section: Bool, tint: Bool, default defaultValue: Value
    ) throws -> Value {
        let name = (section ? "listSection" : "listRow") + (tint ? "SeparatorTint" : "Separator")
        let modifiers = node.ownModifiers(tint ? .listSeparatorTint : .listSeparator).map(\.modifier).filter {
            (Reflection.field("isSection", of: $0) as? Bool) == section
        }
        guard !modifiers.isEmpty else { throw node.missing(name) }
        func value(at edge: VerticalEdge) throws -> Value {
            for modifier in modifiers {
                let edges = try Reflection.field("edges", of: modifier, as: VerticalEdge.Set.self)
                if edges.contains(VerticalEdge.Set(edge)) {
                    return try Reflection.field(tint ? "color" : "visibility", of: modifier, as: Value.self)
                }
            }
            // No modifier covers the edge: the default.
            return defaultValue
        }
        if let edge { return try value(at: edge) }
        let top = try value(at: .top)
        let bottom = try value(at: .bottom)
        guard top == bottom else {
            throw InspectionError.Reason.ambiguousAttribute(
                attribute: name, detail: "the top edge (\(ModifierDescription.show(top))) and the bottom edge (\(ModifierDescription.show(bottom)))",
                suggestion: "pass edge: .top or edge: .bottom")
        }
        return top
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.listRowSeparator(_:edges:)`, `.listSectionSeparator(_:edges:)`.
    static let listSeparator = ModifierKind(
        naming: { (Reflection.field("isSection", of: $0) as? Bool) == true ? ".listSectionSeparator" : ".listRowSeparator" },
        summary: { modifier in
            let name = (Reflection.field("isSection", of: modifier) as? Bool) == true ? ".listSectionSeparator" : ".listRowSeparator"
            let visibility = ModifierDescription.show(Reflection.field("visibility", of: modifier))
            guard let edges = Reflection.field("edges", of: modifier) as? VerticalEdge.Set, edges != .all else {
                return "\(name)(.\(visibility))"
            }
            return "\(name)(.\(visibility), edges: \(edges == .top ? ".top" : ".bottom"))"
        })

    /// `.listRowSeparatorTint(_:edges:)`, `.listSectionSeparatorTint(_:edges:)`.
    static let listSeparatorTint = ModifierKind(
        naming: { (Reflection.field("isSection", of: $0) as? Bool) == true ? ".listSectionSeparatorTint" : ".listRowSeparatorTint" })

    /// `.listRowSpacing(_:)`.
    static let listRowSpacing = ModifierKind(
        name: ".listRowSpacing", summary: { ModifierDescription.call(".listRowSpacing", "spacing", of: $0) })

    /// `.listSectionSpacing(_:)`.
    static let listSectionSpacing = ModifierKind(
        name: ".listSectionSpacing", summary: { ModifierDescription.call(".listSectionSpacing", "spacing", of: $0) })
}

extension _ListSeparatorModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listSeparator }
}

extension _ListSeparatorTintModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listSeparatorTint }
}

extension _ListRowSpacingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listRowSpacing }
}

extension _ListSectionSpacingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listSectionSpacing }
}
