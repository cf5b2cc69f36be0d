import ViewTree

/// What `matchedGeometryEffect(id:in:properties:anchor:isSource:)` was given, as
/// `matchedGeometryEffect()` reads it.
public struct MatchedGeometryEffect: Equatable, CustomStringConvertible {
    /// The id the view is matched by.
    public let id: AnyHashable
    /// The namespace the id belongs to.
    public let namespace: Namespace.ID
    /// The geometry that is shared.
    public let properties: MatchedGeometryProperties
    /// The point of the view the geometry is matched at.
    public let anchor: UnitPoint
    /// Whether the view gives its geometry to the others of its id.
    public let isSource: Bool

    /// `matchedGeometryEffect(id: "title", in: Namespace.ID(3), properties: .frame, …)`.
    public var description: String {
        "matchedGeometryEffect(id: \(ModifierDescription.show(id.base)), in: \(namespace), properties: \(properties),"
            + " anchor: UnitPoint(x: \(anchor.x), y: \(anchor.y)), isSource: \(isSource))"
    }
}

extension InspectableView {
    /// The matched geometry effect applied to this view; with several, the outermost.
    ///
    /// ```swift
    /// let effect = try sut.inspect().find(text: "Title").matchedGeometryEffect()
    /// XCTAssertEqual(effect.id, "title")
    /// XCTAssertTrue(effect.isSource)
    /// ```
    public func matchedGeometryEffect() throws -> MatchedGeometryEffect {
        try reading("matchedGeometryEffect()") { node in
            guard let (_, modifier) = node.ownModifiers(.matchedGeometryEffect).last else {
                throw node.missing("matchedGeometryEffect")
            }
            return MatchedGeometryEffect(
                id: try Reflection.field("id", of: modifier, as: AnyHashable.self),
                namespace: try Reflection.field("namespace", of: modifier, as: Namespace.ID.self),
                properties: try Reflection.field("properties", of: modifier, as: MatchedGeometryProperties.self),
                anchor: try Reflection.field("anchor", of: modifier, as: UnitPoint.self),
                isSource: try Reflection.field("isSource", of: modifier, as: Bool.self))
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    static let matchedGeometryEffect = ModifierKind(
        name: ".matchedGeometryEffect",
        summary: { ModifierDescription.call(".matchedGeometryEffect", "id", of: $0) })
}

extension _MatchedGeometryEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .matchedGeometryEffect }
}
