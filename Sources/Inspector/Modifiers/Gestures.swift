import ViewTree

extension InspectableView {
    /// The gesture of type `T` attached with `.gesture(_:including:)` (or underneath
    /// `.onTapGesture` / `.onLongPressGesture`); `index` picks one when several of that type are
    /// attached (in the order they were applied).
    ///
    /// `T` is matched with the callbacks, keyboard modifiers and maps stripped at every level:
    /// `SimultaneousGesture<MagnificationGesture, RotationGesture>` finds
    /// `MagnificationGesture().onChanged { … }.simultaneously(with: RotationGesture().onEnded { … })`,
    /// and so does the exact type, wrappers spelled out.
    ///
    /// ```swift
    /// let drag = try sut.inspect().shape(0).gesture(DragGesture.self)
    /// XCTAssertEqual(try drag.gestureProperties().minimumDistance, 20)
    /// ```
    public func gesture<T: Gesture>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableGesture<T> {
        try attachedGesture(type, priority: .normal, index: index)
    }

    /// The gesture of type `T` attached with `.highPriorityGesture(_:including:)`.
    public func highPriorityGesture<T: Gesture>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableGesture<T> {
        try attachedGesture(type, priority: .high, index: index)
    }

    /// The gesture of type `T` attached with `.simultaneousGesture(_:including:)`.
    public func simultaneousGesture<T: Gesture>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableGesture<T> {
        try attachedGesture(type, priority: .simultaneous, index: index)
    }

    /// Runs the view's `onTapGesture` action, as a tap would: that of the first
    /// `.onTapGesture(count:perform:)`, or of a `TapGesture` attached with an `onEnded` callback
    /// (`.gesture(TapGesture().onEnded { … })`), as ViewInspector does.
    ///
    /// Throws, without running the action, when the view or an ancestor is disabled or hidden.
    public func callOnTapGesture() throws {
        try callGestureAction(origin: .onTapGesture, call: "callOnTapGesture()", value: ())
    }

    /// Runs the view's `onLongPressGesture` action, as a press long enough would: that of the
    /// first `.onLongPressGesture`, or of a `LongPressGesture` attached with an `onEnded` callback
    /// (called with `true`).
    ///
    /// Throws, without running the action, when the view or an ancestor is disabled or hidden.
    public func callOnLongPressGesture() throws {
        try callGestureAction(origin: .onLongPressGesture, call: "callOnLongPressGesture()", value: true)
    }

    private func attachedGesture<T: Gesture>(
        _ type: T.Type, priority: _GesturePriority, index: Int?
    ) throws -> InspectableGesture<T> {
        let call = GestureReading.call(priority, type: type, index: index)
        let node = try node()
        let attachments = GestureReading.attachments(of: node)
        let key = GestureShape.key(type)
        let matching = attachments.filter {
            $0.gesturePriority == priority && GestureReading.base(of: $0.attachedGesture) != nil
                && GestureShape.key(Swift.type(of: $0.attachedGesture)) == key
        }
        guard !matching.isEmpty else {
            let reason = InspectionError.Reason.modifierNotFound(
                view: node.kindName, modifier: GestureReading.call(priority, type: type, index: nil),
                detail: GestureReading.listing(attachments))
            throw InspectionError(reason, at: node, appending: call)
        }
        let position = index ?? 0
        guard matching.indices.contains(position) else {
            let reason = InspectionError.Reason.indexOutOfRange(
                index: position, count: matching.count, container: node.kindName,
                item: "\(TypeName.display(type)) gesture")
            throw InspectionError(reason, at: node, appending: call)
        }
        let attachment = matching[position]
        return InspectableGesture(
            owner: try classify(), gesture: attachment.attachedGesture, mask: attachment.gestureMask, call: call)
    }

    private func callGestureAction(origin: _GestureOrigin, call: String, value: Any) throws {
        try reading(call) { node in
            let base: Any.Type = origin == .onTapGesture ? TapGesture.self : LongPressGesture.self
            let gestures = GestureReading.attachments(of: node).filter {
                $0.gestureOrigin == origin || ($0.gestureOrigin == .gestureModifier
                    && GestureReading.base(of: $0.attachedGesture).map { Swift.type(of: $0) == base } == true
                    && !GestureReading.callbacks(.ended, of: $0.attachedGesture).isEmpty)
            }
            guard let gesture = gestures.first else {
                throw node.missing(origin == .onTapGesture ? "onTapGesture" : "onLongPressGesture")
            }
            try Interaction.ensureResponsive(node, control: node.kindName)
            let callbacks = GestureReading.callbacks(.ended, of: gesture.attachedGesture)
            Interaction.perform(at: node) {
                for callback in callbacks { _ = callback.callCallback(with: value) }
            }
        }
    }
}

/// Reading gestures through the protocols ViewTree's gesture types conform to.
enum GestureReading {
    /// The gestures attached to a node, in the order they were applied.
    static func attachments(of node: InspectionNode) -> [any GestureAttachment] {
        node.ownModifiers(.gesture).compactMap { $0.modifier as? any GestureAttachment }
    }

    /// The gesture under the callbacks and keyboard modifiers added to it; nil for a nil
    /// optional gesture.
    static func base(of gesture: Any) -> Any? {
        GestureShape.base(of: gesture)
    }

    /// The gestures from `gesture` down to its base, outermost first.
    static func layers(of gesture: Any) -> [Any] {
        var layers: [Any] = []
        var current: Any? = gesture
        while let layer = current {
            layers.append(layer)
            current = (layer as? any GestureWrapper)?.wrappedGesture
        }
        return layers
    }

    /// Visits the layers of `gesture` from its base up — the order callbacks were added in —
    /// each with the value it sees: `map(_:)`s transform the value for the layers after them.
    static func walkUp(_ gesture: Any, value: Any, _ visit: (Any, Any) -> Void) {
        var current = value
        for layer in layers(of: gesture).reversed() {
            visit(layer, current)
            if let map = layer as? any GestureValueMapping, let mapped = map.mapValue(current) { current = mapped }
        }
    }

    /// The callbacks of one kind added to `gesture`, in the order they were added.
    static func callbacks(_ kind: GestureCallbackKind, of gesture: Any) -> [any GestureCallbackLayer] {
        layers(of: gesture).compactMap { $0 as? any GestureCallbackLayer }.filter { $0.callbackKind == kind }.reversed()
    }

    /// The gesture's updating callbacks, in the order they were added.
    static func updatingCallbacks(of gesture: Any) -> [any GestureUpdatingLayer] {
        layers(of: gesture).compactMap { $0 as? any GestureUpdatingLayer }.reversed()
    }

    /// The updating callbacks of `gesture` and, when it is composed, of its parts, at every
    /// level: the `@GestureState`s that ending it resets.
    static func allUpdatingCallbacks(of gesture: Any) -> [any GestureUpdatingLayer] {
        var callbacks = updatingCallbacks(of: gesture)
        if let composed = base(of: gesture) as? any ComposedGestureParts {
            callbacks += allUpdatingCallbacks(of: composed.firstGesture) + allUpdatingCallbacks(of: composed.secondGesture)
        }
        return callbacks
    }

    /// `gesture`, `highPriorityGesture`, `simultaneousGesture`.
    static func modifierName(_ priority: _GesturePriority) -> String {
        switch priority {
        case .normal: "gesture"
        case .high: "highPriorityGesture"
        case .simultaneous: "simultaneousGesture"
        }
    }

    /// The call that reaches a gesture: `gesture(TapGesture.self)`, `gesture(TapGesture.self, 1)`.
    static func call(_ priority: _GesturePriority, type: Any.Type, index: Int?) -> String {
        "\(modifierName(priority))(\(TypeName.display(type)).self\(index.map { ", \($0)" } ?? ""))"
    }

    /// The name of the gesture under the callbacks, stripped of them at every level:
    /// `TapGesture`, `SimultaneousGesture<TapGesture, DragGesture>`, or `nil`.
    static func name(of gesture: Any) -> String {
        base(of: gesture).map { strippedName(type(of: $0)) } ?? "nil"
    }

    /// `type`'s name without the callbacks, keyboard modifiers and maps added at any level.
    static func strippedName(_ type: Any.Type) -> String {
        if let wrapper = type as? any GestureWrapperType.Type { return strippedName(wrapper.wrappedGestureType) }
        if let composed = type as? any ComposedGestureType.Type {
            return "\(composed.composedName)<\(strippedName(composed.firstGestureType)),"
                + " \(strippedName(composed.secondGestureType))>"
        }
        return TypeName.display(type)
    }

    /// How an attachment is written in messages: `.gesture(TapGesture)`, `.onTapGesture`.
    static func summary(of attachment: any GestureAttachment) -> String {
        switch attachment.gestureOrigin {
        case .onTapGesture: ".onTapGesture"
        case .onLongPressGesture: ".onLongPressGesture"
        case .gestureModifier: ".\(modifierName(attachment.gesturePriority))(\(name(of: attachment.attachedGesture)))"
        }
    }

    /// "its gestures: .gesture(TapGesture), .onTapGesture", or "it has no gestures".
    static func listing(_ attachments: [any GestureAttachment]) -> String {
        attachments.isEmpty ? "it has no gestures" : "its gestures: " + attachments.map(summary).joined(separator: ", ")
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.gesture(_:including:)`, `.highPriorityGesture(_:including:)`,
    /// `.simultaneousGesture(_:including:)`, `.onTapGesture(count:perform:)`,
    /// `.onLongPressGesture(minimumDuration:maximumDistance:perform:)`.
    static let gesture = ModifierKind(
        naming: { modifier in
            guard let attachment = modifier as? any GestureAttachment else { return ".gesture" }
            switch attachment.gestureOrigin {
            case .onTapGesture: return ".onTapGesture"
            case .onLongPressGesture: return ".onLongPressGesture"
            case .gestureModifier: return "." + GestureReading.modifierName(attachment.gesturePriority)
            }
        },
        summary: { modifier in
            (modifier as? any GestureAttachment).map(GestureReading.summary) ?? ".gesture"
        })
}

extension _GestureModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gesture }
}
