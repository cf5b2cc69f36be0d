import Foundation
import ViewTree

extension InspectableView {
    /// Starts dragging the view, as a user would: runs its `onDrag` (or makes its
    /// `draggable`'s payload, offered by its representations) and returns the items it gives.
    /// Throws when the view has no `onDrag` or `draggable`, or is disabled or hidden.
    public func callOnDrag() throws -> NSItemProvider {
        try reading("callOnDrag()") { node in
            let data = try DragAndDropReading.dragData(of: node, missing: "onDrag")
            try Interaction.ensureResponsive(node, control: DragAndDropReading.name(of: data))
            var provider = NSItemProvider()
            Interaction.perform(at: node) { provider = data.make() }
            return provider
        }
    }

    /// Starts dragging the view's `draggable` payload, as a user would, and returns it (made
    /// now, as a drag makes it). Throws when the view has no `draggable` (an `onDrag` has no
    /// payload: use `callOnDrag()`), when the payload is not a `T`, or when the view is
    /// disabled or hidden.
    public func callDraggable<T: Transferable>(_ type: T.Type = T.self) throws -> T {
        try reading("callDraggable(\(TypeName.display(T.self)).self)") { node in
            let data = try DragAndDropReading.dragData(of: node, missing: "draggable")
            guard let payload = data.payload, let payloadType = data.payloadType else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "draggable payload", view: node.kindName,
                    reason: "its .onDrag gives an NSItemProvider, not a payload; use callOnDrag()")
            }
            guard payloadType == T.self else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(payloadType), found: TypeName.display(T.self),
                    hint: "the view drags \(TypeName.display(payloadType)) values")
            }
            try Interaction.ensureResponsive(node, control: "draggable")
            var made: Any?
            Interaction.perform(at: node) { made = payload() }
            guard let value = made as? T else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(T.self), found: made.map { TypeName.display(Swift.type(of: $0)) } ?? "nil", hint: nil)
            }
            return value
        }
    }

    /// Drops `providers` on the view at `location`, as a user would: the view's `isTargeted`
    /// becomes true, its `onDrop` action (or `dropDestination` action, with the values its
    /// payload type imports from them, or `DropDelegate`) runs with the providers that hold
    /// an item of a type it supports, then `isTargeted` becomes false. Returns what the action
    /// returned. Throws when no provider holds a supported item (the view would not take the
    /// drop), or the view has no `onDrop` or `dropDestination`, or is disabled or hidden.
    @discardableResult
    public func callOnDrop(_ providers: [NSItemProvider], at location: CGPoint = .zero) throws -> Bool {
        try reading("callOnDrop(_:at:)") { node in
            try DragAndDropReading.drop(providers, at: location, on: node, payloadType: nil)
        }
    }

    /// Drops `items` on the view's `dropDestination` at `location`, as a user dragging them
    /// there would: each is offered by its representations and the destination imports the
    /// values of its payload type from them; `isTargeted` is told true, then the action runs,
    /// then `isTargeted` is told false. Returns what the action returned. Throws when the
    /// destination takes another type, when it imports none of the items, when the view has
    /// no `dropDestination` (or `onDrop`, which gets the items' providers), or is disabled or
    /// hidden.
    @discardableResult
    public func callDropDestination<T: Transferable>(_ items: [T], at location: CGPoint = .zero) throws -> Bool {
        try reading("callDropDestination(_:at:)") { node in
            try DragAndDropReading.drop(items.map { NSItemProvider($0) }, at: location, on: node, payloadType: T.self)
        }
    }
}

/// Reading the drag and drop modifiers.
enum DragAndDropReading {
    /// The innermost drag modifier's data.
    static func dragData(of node: InspectionNode, missing: String) throws -> DragData {
        guard let (_, modifier) = node.ownModifiers(.onDrag).first else { throw node.missing(missing) }
        return try dragData(ofModifier: modifier)
    }

    /// The modifier that made `data`: `onDrag` or `draggable`.
    static func name(of data: DragData) -> String {
        data.payloadType == nil ? "onDrag" : "draggable"
    }

    /// The innermost drop modifier's handler.
    static func handler(of modifier: Any) throws -> DropHandler {
        try Reflection.field("handler", of: modifier, as: DropHandler.self)
    }

    /// Drops `providers` on the innermost drop modifier of `node`; `payloadType` is the type
    /// of the values the providers were made of, checked against a destination's.
    static func drop(_ providers: [NSItemProvider], at location: CGPoint, on node: InspectionNode, payloadType: Any.Type?) throws -> Bool {
        guard let (_, modifier) = node.ownModifiers(.onDrop).first else {
            throw node.missing(payloadType == nil ? "onDrop" : "dropDestination")
        }
        let handler = try handler(of: modifier)
        if let payloadType, let wanted = handler.payloadType, wanted != payloadType {
            throw InspectionError.Reason.typeMismatch(
                expected: "[\(TypeName.display(wanted))]", found: "[\(TypeName.display(payloadType))]",
                hint: "the view's .dropDestination takes \(TypeName.display(wanted)) values")
        }
        try Interaction.ensureResponsive(node, control: String(handler.modifierName.dropFirst()))
        let supported = providers.filter { provider in
            handler.supportedTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
        guard !supported.isEmpty else {
            throw InspectionError.Reason.invalidArgument(
                argument: payloadType == nil ? "the providers" : "the items",
                reason: "hold no item of the supported types \(handler.supportedTypes.map(\.identifier)); the view takes no drop")
        }
        var accepted = false
        Interaction.perform(at: node) {
            handler.setTargeted?(true)
            accepted = handler.action(supported, location)
            handler.setTargeted?(false)
        }
        return accepted
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.onDrag(_:)`, `.onDrag(_:preview:)`, `.draggable(_:)`, `.draggable(_:preview:)`: named
    /// after the call; a draggable's dump shows its payload type.
    static let onDrag = ModifierKind(
        naming: { modifier in
            "." + ((try? DragAndDropReading.dragData(ofModifier: modifier)).map(DragAndDropReading.name(of:)) ?? "onDrag")
        },
        summary: { modifier in
            guard let data = try? DragAndDropReading.dragData(ofModifier: modifier), let type = data.payloadType else {
                return ".onDrag"
            }
            return ".draggable(\(TypeName.display(type)))"
        })
    /// `.onDrop(of:isTargeted:perform:)`, both forms, `.onDrop(of:delegate:)`,
    /// `.dropDestination(for:action:isTargeted:)`: named after the call; the dump shows the
    /// types taken.
    static let onDrop = ModifierKind(
        naming: { modifier in (try? DragAndDropReading.handler(of: modifier))?.modifierName ?? ".onDrop" },
        summary: { modifier in
            guard let handler = try? DragAndDropReading.handler(of: modifier) else { return ".onDrop" }
            if let type = handler.payloadType { return "\(handler.modifierName)(for: \(TypeName.display(type)).self)" }
            return "\(handler.modifierName)(of: [\(handler.supportedTypes.map(\.identifier).joined(separator: ", "))])"
        })
}

extension DragAndDropReading {
    /// A drag modifier's data.
    static func dragData(ofModifier modifier: Any) throws -> DragData {
        try Reflection.field("data", of: modifier, as: DragData.self)
    }
}

extension _OnDragModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onDrag }
}

extension _OnDropModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onDrop }
}
