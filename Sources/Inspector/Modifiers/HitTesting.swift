import ViewTree

extension InspectableView {
    /// The shape this view is hit-tested with, set by `contentShape(_:eoFill:)`, as an `S`,
    /// with its fill rule: `try row.contentShape(Rectangle.self).shape`.
    public func contentShape<S: Shape>(_ type: S.Type) throws -> (shape: S, eoFill: Bool) {
        try reading("contentShape(\(TypeName.display(S.self)).self)") { node in
            guard let (_, modifier) = node.ownModifiers(.contentShape).first else { throw node.missing("contentShape") }
            let shape = try Reflection.field("shape", of: modifier, as: Any.self)
            guard let typed = shape as? S else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self), found: TypeName.display(Swift.type(of: shape)), hint: nil)
            }
            return (typed, try Reflection.field("eoFill", of: modifier, as: Bool.self))
        }
    }

    /// Whether touches reach this view, as `allowsHitTesting(_:)` on the view or an ancestor
    /// says: false when any of them is false.
    public func allowsHitTesting() throws -> Bool {
        try reading("allowsHitTesting()") { node in
            guard let allows = node.environment.written(AllowsHitTestingKey.self) else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "allowsHitTesting",
                    detail: "neither it nor an ancestor sets it with .allowsHitTesting(_:)")
            }
            return allows
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.contentShape(_:eoFill:)`.
    static let contentShape = ModifierKind(
        name: ".contentShape",
        summary: { ".contentShape(\(Reflection.field("shape", of: $0).map { TypeName.display(type(of: $0)) } ?? "?"))" })

    /// `.allowsHitTesting(_:)`.
    static let allowsHitTesting = ModifierKind(
        name: ".allowsHitTesting", summary: { ModifierDescription.call(".allowsHitTesting", "allowsHitTesting", of: $0) })
}

extension _ContentShapeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .contentShape }
}

extension _AllowsHitTestingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .allowsHitTesting }
}
