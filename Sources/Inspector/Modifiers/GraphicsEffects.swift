import ViewTree

extension InspectableView {
    /// Throws unless the view's luminance is made its opacity by `luminanceToAlpha()`.
    public func luminanceToAlpha() throws {
        try reading("luminanceToAlpha()") { node in
            guard !node.ownModifiers(.luminanceToAlpha).isEmpty else { throw node.missing("luminanceToAlpha") }
        }
    }

    /// Throws unless the view is composited as a group by `compositingGroup()`.
    public func compositingGroup() throws {
        try reading("compositingGroup()") { node in
            guard !node.ownModifiers(.compositingGroup).isEmpty else { throw node.missing("compositingGroup") }
        }
    }

    /// The options of the innermost `drawingGroup(opaque:colorMode:)` on the view.
    public func drawingGroup() throws -> (opaque: Bool, colorMode: ColorRenderingMode) {
        try reading("drawingGroup()") { node in
            guard let (_, modifier) = node.ownModifiers(.drawingGroup).first else { throw node.missing("drawingGroup") }
            return (
                try Reflection.field("isOpaque", of: modifier, as: Bool.self),
                try Reflection.field("colorMode", of: modifier, as: ColorRenderingMode.self))
        }
    }

    /// Whether the view is mirrored in right-to-left layouts: a
    /// `flipsForRightToLeftLayoutDirection(true)` on it or an ancestor. Non-throwing, as in
    /// ViewInspector: a view that cannot be read (inspected off the main actor) is not flipped.
    public func flipsForRightToLeftLayoutDirection() -> Bool {
        (try? reading("flipsForRightToLeftLayoutDirection()") { node in
            var current: InspectionNode? = node
            while let candidate = current {
                let flips = try candidate.ownModifiers(.flipForRTL).contains {
                    try Reflection.field("isEnabled", of: $0.modifier, as: Bool.self)
                }
                if flips { return true }
                current = candidate.parent
            }
            return false
        }) ?? false
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.luminanceToAlpha()`.
    static let luminanceToAlpha = ModifierKind(name: ".luminanceToAlpha", summary: { _ in ".luminanceToAlpha()" })

    /// `.compositingGroup()`.
    static let compositingGroup = ModifierKind(name: ".compositingGroup", summary: { _ in ".compositingGroup()" })

    /// `.drawingGroup(opaque:colorMode:)`.
    static let drawingGroup = ModifierKind(
        name: ".drawingGroup",
        summary: { modifier in
            let opaque = Reflection.field("isOpaque", of: modifier).map { "\($0)" } ?? "?"
            let mode = Reflection.field("colorMode", of: modifier).map { ".\($0)" } ?? "?"
            return ".drawingGroup(opaque: \(opaque), colorMode: \(mode))"
        })

    /// `.flipsForRightToLeftLayoutDirection(_:)`.
    static let flipForRTL = ModifierKind(
        name: ".flipsForRightToLeftLayoutDirection",
        summary: { ModifierDescription.call(".flipsForRightToLeftLayoutDirection", "isEnabled", of: $0) })
}

extension _LuminanceToAlphaEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .luminanceToAlpha }
}

extension _CompositingGroupEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .compositingGroup }
}

extension _DrawingGroupEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .drawingGroup }
}

extension _FlipForRTLEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .flipForRTL }
}
