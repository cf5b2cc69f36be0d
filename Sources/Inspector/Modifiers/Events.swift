import ViewTree

// The modifiers that run code on events: the runtime subscribes and calls them; Inspector
// names them in dumps and messages.

extension ModifierKind {
    /// `.onReceive(_:perform:)`.
    static let onReceive = ModifierKind(name: ".onReceive")

    /// `.task(priority:_:)` and `.task(id:priority:_:)`.
    static let task = ModifierKind(name: ".task")

    /// `.onChange(of:initial:_:)`.
    static let onChange = ModifierKind(name: ".onChange")
}

extension _OnReceiveModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onReceive }
}

extension _TaskModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .task }
}

extension _ValueActionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onChange }
}
