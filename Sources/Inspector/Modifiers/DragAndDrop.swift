import Foundation
import ViewTree

extension InspectableView {
    /// Starts dragging the view, as a user would: runs its `onDrag` and returns the items it
    /// gives. Throws when the view has no `onDrag`, or is disabled or hidden.
    public func callOnDrag() throws -> NSItemProvider {
        try reading("callOnDrag()") { node in
            guard let (_, modifier) = node.ownModifiers(.onDrag).first else { throw node.missing("onDrag") }
            let data = try Reflection.field("data", of: modifier, as: DragData.self)
            try Interaction.ensureResponsive(node, control: "onDrag")
            var provider = NSItemProvider()
            Interaction.perform(at: node) { provider = data.make() }
            return provider
        }
    }

    /// Drops `providers` on the view at `location`, as a user would: the view's `isTargeted`
    /// binding becomes true, its `onDrop` action runs with the providers that hold an item of
    /// a type it supports, then `isTargeted` becomes false. Returns what the action returned.
    /// Throws when no provider holds a supported item (the view would not take the drop), or
    /// the view has no `onDrop`, or is disabled or hidden.
    @discardableResult
    public func callOnDrop(_ providers: [NSItemProvider], at location: CGPoint = .zero) throws -> Bool {
        try reading("callOnDrop(_:at:)") { node in
            guard let (_, modifier) = node.ownModifiers(.onDrop).first else { throw node.missing("onDrop") }
            let handler = try Reflection.field("handler", of: modifier, as: DropHandler.self)
            try Interaction.ensureResponsive(node, control: "onDrop")
            let supported = providers.filter { provider in
                handler.supportedTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
            }
            guard !supported.isEmpty else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the providers",
                    reason: "hold no item of the supported types \(handler.supportedTypes.map(\.identifier)); the view takes no drop")
            }
            var accepted = false
            Interaction.perform(at: node) {
                handler.isTargeted?.wrappedValue = true
                accepted = handler.action(supported, location)
                handler.isTargeted?.wrappedValue = false
            }
            return accepted
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.onDrag(_:)`, `.onDrag(_:preview:)`.
    static let onDrag = ModifierKind(name: ".onDrag")
    /// `.onDrop(of:isTargeted:perform:)`, both forms.
    static let onDrop = ModifierKind(name: ".onDrop")
}

extension _OnDragModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onDrag }
}

extension _OnDropModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onDrop }
}
