import ViewTree

extension InspectableView {
    /// The name `coordinateSpace(name:)` or `coordinateSpace(.named(_:))` gives this view's
    /// coordinate space; the innermost.
    ///
    /// - Throws: `modifierNotFound` when the view names none; `typeMismatch` when its name is
    ///   not a `String` (ViewInspector reads string names only).
    public func coordinateSpaceName() throws -> String {
        try reading("coordinateSpaceName()") { node in
            guard let (_, modifier) = node.ownModifiers(.coordinateSpace).first else { throw node.missing("coordinateSpace") }
            let name = try Reflection.field("name", of: modifier, as: AnyHashable.self)
            guard let string = name.base as? String else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "a String name", found: "\(TypeName.display(type(of: name.base))) name \(name.base)", hint: nil)
            }
            return string
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.coordinateSpace(name:)`, `.coordinateSpace(_:)`.
    static let coordinateSpace = ModifierKind(
        name: ".coordinateSpace",
        summary: { modifier in
            guard let name = Reflection.field("name", of: modifier) as? AnyHashable else { return ".coordinateSpace" }
            let written = (name.base as? String).map { "\"\($0)\"" } ?? "\(name.base)"
            return ".coordinateSpace(name: \(written))"
        })
}

extension _CoordinateSpaceModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .coordinateSpace }
}
