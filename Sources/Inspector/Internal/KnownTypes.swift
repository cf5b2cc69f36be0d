import ViewTree

// The table of ViewTree types Inspector understands. Conformances to Inspector's own
// internal protocols: they classify types, they do not give access to their storage.

extension TupleView: InspectorStructured {
    static var inspectorStructure: Structure { .tuple }
}

extension Optional: InspectorStructured {
    static var inspectorStructure: Structure { .optional }
}

extension _ConditionalContent: InspectorStructured {
    static var inspectorStructure: Structure { .conditional }
}

extension ModifiedContent: InspectorStructured {
    static var inspectorStructure: Structure { .modified }
}

extension ViewTree.Text: InspectorStructured {
    static var inspectorStructure: Structure { .view(.text) }
}

extension ViewTree.Image: InspectorStructured {
    static var inspectorStructure: Structure { .view(.image) }
}

extension ViewTree.Button: InspectorStructured {
    static var inspectorStructure: Structure { .view(.button) }
}

extension ViewTree.HStack: InspectorStructured {
    static var inspectorStructure: Structure { .view(.hStack) }
}

extension ViewTree.VStack: InspectorStructured {
    static var inspectorStructure: Structure { .view(.vStack) }
}

extension ViewTree.ZStack: InspectorStructured {
    static var inspectorStructure: Structure { .view(.zStack) }
}

extension ViewTree.Group: InspectorStructured {
    static var inspectorStructure: Structure { .view(.group) }
}

extension ViewTree.AnyView: InspectorStructured {
    static var inspectorStructure: Structure { .view(.anyView) }
}

extension ViewTree.ForEach: InspectorStructured {
    static var inspectorStructure: Structure { .view(.forEach) }
}

extension ViewTree.EmptyView: InspectorStructured {
    static var inspectorStructure: Structure { .view(.emptyView) }
}

extension ViewTree.Spacer: InspectorStructured {
    static var inspectorStructure: Structure { .view(.spacer) }
}

extension ViewTree.Divider: InspectorStructured {
    static var inspectorStructure: Structure { .view(.divider) }
}

extension ViewTree.Color: InspectorStructured {
    static var inspectorStructure: Structure { .view(.color) }
}

extension _ShapeView: InspectorStructured {
    static var inspectorStructure: Structure { .view(.shape) }
}

extension _ViewModifier_Content: InspectorStructured {
    static var inspectorStructure: Structure { .view(.viewModifierContent) }
}

// MARK: - Modifiers

extension _PaddingLayout: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .padding }
}

extension _FrameLayout: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .fixedFrame }
}

extension _FlexFrameLayout: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .flexFrame }
}

extension _EnvironmentKeyWritingModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .environmentWriting }
}

extension _EnvironmentKeyTransformModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .environmentTransform }
}

extension _OpacityEffect: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .opacity }
}

extension _BlurEffect: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .blur }
}

extension _BrightnessEffect: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .brightness }
}

extension _HiddenModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .hidden }
}

extension _IdentifiedModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .id }
}

extension _TagModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .tag }
}

extension AccessibilityAttachmentModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .accessibility }
}

extension _AppearanceActionModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .appearance }
}

extension _TapGestureModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .tapGesture }
}

extension _BackgroundModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .background }
}

extension _BackgroundStyleModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .backgroundStyle }
}

extension _OverlayModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .overlay }
}

extension _OverlayStyleModifier: InspectorModifier {
    static var inspectorModifierKind: ModifierKind { .overlayStyle }
}
