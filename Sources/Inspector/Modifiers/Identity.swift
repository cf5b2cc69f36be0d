import ViewTree

extension InspectableView {
    /// The identity set with `.id(_:)`; with several, the outermost, which is the one that
    /// identifies the view.
    public func id() throws -> AnyHashable {
        try reading("id()") { node in
            guard let (_, modifier) = node.ownModifiers(.id).last else { throw node.missing("id") }
            return try IdentityReading.id(of: modifier)
        }
    }

    /// The tag set with `.tag(_:)`; with several, the outermost.
    public func tag() throws -> AnyHashable {
        try reading("tag()") { node in
            guard let (_, modifier) = node.ownModifiers(.tag).last else { throw node.missing("tag") }
            return try IdentityReading.tag(of: modifier)
        }
    }
}

/// The values `.id(_:)` and `.tag(_:)` hold: what search (`find(viewWithId:)`) and identity
/// steps read.
enum IdentityReading {
    /// The id an `.id(_:)` modifier gives the view it wraps.
    static func id(of modifier: Any) throws -> AnyHashable {
        try Reflection.field("id", of: modifier, as: AnyHashable.self)
    }

    /// The tag a `.tag(_:)` modifier holds.
    static func tag(of modifier: Any) throws -> AnyHashable {
        try Reflection.field("tag", of: modifier, as: AnyHashable.self)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.id(_:)`: also an identity step (`Expansion.Reader`).
    static let id = ModifierKind(name: ".id", summary: { ModifierDescription.call(".id", "id", of: $0) })

    /// `.tag(_:)`.
    static let tag = ModifierKind(name: ".tag", summary: { ModifierDescription.call(".tag", "tag", of: $0) })
}

extension _IdentifiedModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .id }
}

extension _TagModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .tag }
}
