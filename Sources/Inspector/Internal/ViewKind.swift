import ViewTree

/// What Inspector knows a view type to be.
///
/// Computed once per type (see `TypeInfo`) from conformances Inspector declares on ViewTree's
/// types, never from type-name strings.
enum ViewKind: Hashable {
    case text, image, button, hStack, vStack, zStack, group, anyView, forEach, emptyView,
        spacer, divider, color, shape, viewModifierContent
    /// A view whose `body` describes its content: the views users write.
    case custom
    /// A primitive view (its `Body` is `Never`) that Inspector has no accessor for.
    case unknownPrimitive
    /// Not a view at all (a modifier level, an overlay level, a label group).
    case notAView

    /// The name users know the kind by, as used in messages: `HStack`, `Text`.
    var typePrefix: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .button: "Button"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .anyView: "AnyView"
        case .forEach: "ForEach"
        case .emptyView: "EmptyView"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .color: "Color"
        case .shape: "Shape"
        case .viewModifierContent: "ViewModifierContent"
        case .custom: "View"
        case .unknownPrimitive: "View"
        case .notAView: "value"
        }
    }

    /// The inspection call that unwraps this kind: `hStack`, `text`.
    var accessor: String? {
        switch self {
        case .text: "text"
        case .image: "image"
        case .button: "button"
        case .hStack: "hStack"
        case .vStack: "vStack"
        case .zStack: "zStack"
        case .group: "group"
        case .anyView: "anyView"
        case .forEach: "forEach"
        case .emptyView: "emptyView"
        case .spacer: "spacer"
        case .divider: "divider"
        case .color: "color"
        case .shape: "shape"
        case .viewModifierContent: "viewModifierContent"
        case .custom, .unknownPrimitive, .notAView: nil
        }
    }
}

/// How a value takes part in the view structure.
enum Structure {
    /// A `TupleView`: its elements are siblings in the enclosing container.
    case tuple
    /// An `Optional` view: present or absent.
    case optional
    /// An `if`/`else` or `switch`: one of two branches.
    case conditional
    /// A `ModifiedContent`: the content, with one more modifier.
    case modified
    /// A view that is a level of its own.
    case view(ViewKind)
    /// A value that is not a view.
    case other
}

/// The kinds of built-in modifiers Inspector reads.
enum ModifierKind: Hashable {
    case padding, fixedFrame, flexFrame, environmentWriting, environmentTransform, opacity, blur,
        brightness, hidden, id, tag, accessibility, appearance, tapGesture, background,
        backgroundStyle, overlay, overlayStyle
    /// A `ViewModifier` with a body of its own, such as the ones users write.
    case custom
    /// A primitive modifier Inspector does not read.
    case unknown
}
