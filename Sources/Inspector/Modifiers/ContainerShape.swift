import ViewTree

extension InspectableView {
    /// The shape set on this view by `containerShape(_:)`, whatever its type; the innermost
    /// when there are several.
    public func containerShape() throws -> any InsettableShape {
        try reading("containerShape()") { try ContainerShapeReading.shape(of: $0) }
    }

    /// The shape set on this view by `containerShape(_:)`, as an `S`:
    /// `try card.containerShape(RoundedRectangle.self).cornerSize`.
    public func containerShape<S: InsettableShape>(_ type: S.Type) throws -> S {
        try reading("containerShape(\(TypeName.display(S.self)).self)") { node in
            let shape = try ContainerShapeReading.shape(of: node)
            guard let typed = shape as? S else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self), found: TypeName.display(Swift.type(of: shape)), hint: nil)
            }
            return typed
        }
    }
}

enum ContainerShapeReading {
    static func shape(of node: InspectionNode) throws -> any InsettableShape {
        guard let (_, modifier) = node.ownModifiers(.containerShape).first else { throw node.missing("containerShape") }
        return try Reflection.field("shape", of: modifier, as: (any InsettableShape).self)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.containerShape(_:)`.
    static let containerShape = ModifierKind(
        name: ".containerShape",
        summary: { modifier in
            ".containerShape(\(Reflection.field("shape", of: modifier).map { TypeName.display(type(of: $0)) } ?? "?"))"
        })
}

extension _ContainerShapeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .containerShape }
}
