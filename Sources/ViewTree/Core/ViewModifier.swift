/// A modifier that you apply to a view to produce a different version of it.
///
/// ```swift
/// struct MyViewModifier: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(.top, 15)
///     }
/// }
///
/// EmptyView().modifier(MyViewModifier())
/// ```
public protocol ViewModifier {
    /// The type of view this modifier produces.
    associatedtype Body: View

    /// The placeholder for the view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// Builds the modified view around `content`, on the main actor (as `View.body`: the
    /// requirement is isolated, the protocol is not).
    @MainActor @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers are understood by the runtime; they have no body.
    public func body(content: Self.Content) -> Never {
        primitiveBody(of: Self.self)
    }
}

/// Stands for the view a `ViewModifier` is applied to, inside the modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The placeholder; the runtime and Inspector create it to evaluate a modifier's body.
    package init() {}

    /// Primitive view: the content placeholder has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension View {
    /// Applies `modifier` to this view.
    public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines this modifier with another one: `self` is applied first.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
