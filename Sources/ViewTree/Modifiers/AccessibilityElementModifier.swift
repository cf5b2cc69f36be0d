/// How an accessibility element made with `.accessibilityElement(children:)` treats the
/// elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private enum Behavior: Hashable, Sendable {
        case ignore, contain, combine
    }

    private let behavior: Behavior

    /// The children are not read: the element stands alone, described by its own
    /// accessibility properties.
    public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
    /// The element contains its children, which stay elements of their own.
    public static let contain = AccessibilityChildBehavior(behavior: .contain)
    /// The children are merged into the element: their labels and traits become its own.
    public static let combine = AccessibilityChildBehavior(behavior: .combine)
}

/// Makes the modified view an accessibility element, with `children` saying what becomes of
/// the elements inside it.
public struct _AccessibilityElementModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let children: AccessibilityChildBehavior

    /// An element treating its children as `children` says.
    public init(children: AccessibilityChildBehavior) {
        self.children = children
    }
}

extension View {
    /// Makes this view an accessibility element: its children are ignored (the default),
    /// contained, or combined into it.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityElementModifier(children: children))
    }
}
