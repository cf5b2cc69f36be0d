/// The modifiers of navigation: the destinations a `NavigationStack` pushes, and titles.

/// Declares the view a `NavigationStack` shows for the values of type `D` in its path.
public struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
    /// Primitive modifier: read by the stack around it.
    public typealias Body = Never

    let destination: (D) -> C

    /// Shows `destination(value)` for each value of type `D`.
    public init(destination: @escaping (D) -> C) {
        self.destination = destination
    }
}

/// What the runtime and Inspector ask of a `navigationDestination(for:)`.
package protocol NavigationDestinationProvider {
    /// The type of the values it shows.
    var dataType: Any.Type { get }
    /// Whether `value` is of its type.
    func accepts(_ value: AnyHashable) -> Bool
    /// The view it shows for `value`, or nil when `value` is not of its type. Runs the
    /// destination closure: main-actor code, written in a body.
    func destination(for value: AnyHashable) -> Any?
}

extension _NavigationDestinationModifier: NavigationDestinationProvider {
    package var dataType: Any.Type { D.self }

    package func accepts(_ value: AnyHashable) -> Bool {
        value.base is D
    }

    package func destination(for value: AnyHashable) -> Any? {
        guard let value = value.base as? D else { return nil }
        return destination(value)
    }
}

/// Pushes a view onto the enclosing `NavigationStack` while a binding is true.
public struct _NavigationDestinationPresentedModifier<C: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let isPresented: Binding<Bool>
    let destination: C

    /// Pushes `destination` while `isPresented` is true.
    public init(isPresented: Binding<Bool>, destination: C) {
        // Read where the modifier is made — in a body — so that the body follows the value
        // when it is a model's property.
        _ = isPresented.wrappedValue
        self.isPresented = isPresented
        self.destination = destination
    }

    /// The destination, while it is presented: presented content, whose
    /// `@Environment(\.dismiss)` sets `isPresented` to false.
    package var presentedDestination: Any? {
        guard isPresented.wrappedValue else { return nil }
        let binding = isPresented
        return destination.modifier(_PresentedContentModifier(dismiss: DismissAction { binding.wrappedValue = false }))
    }
}

/// Pushes the view for a value onto the enclosing `NavigationStack` while a binding holds one.
public struct _NavigationDestinationItemModifier<D: Hashable, C: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let item: Binding<D?>
    let destination: (D) -> C

    /// Pushes `destination(item)` while `item` is not nil.
    public init(item: Binding<D?>, destination: @escaping (D) -> C) {
        _ = item.wrappedValue
        self.item = item
        self.destination = destination
    }

    /// The destination, while the binding holds a value: presented content, whose
    /// `@Environment(\.dismiss)` sets `item` to nil.
    package var presentedDestination: Any? {
        guard let current = item.wrappedValue else { return nil }
        let binding = item
        return destination(current).modifier(_PresentedContentModifier(dismiss: DismissAction { binding.wrappedValue = nil }))
    }
}

/// The title a view shows in the navigation bar while it is the top of a stack.
public struct _NavigationTitleModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let title: Text
    /// For an editable title: the binding it reads and writes.
    let binding: Binding<String>?

    /// A title shown as `title`.
    public init(title: Text) {
        self.title = title
        binding = nil
    }

    /// An editable title bound to `binding`.
    public init(binding: Binding<String>) {
        title = Text(binding.wrappedValue)
        self.binding = binding
    }
}

extension View {
    /// Shows `destination(value)` when a value of type `D` is in the path of the enclosing
    /// `NavigationStack`: pushed by `NavigationLink(value:)` or appended to the path.
    public consuming func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true;
    /// popping it sets `isPresented` to false.
    public consuming func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(_NavigationDestinationPresentedModifier(isPresented: isPresented, destination: destination()))
    }

    /// Pushes `destination(item)` onto the enclosing `NavigationStack` while `item` holds a
    /// value; popping it sets `item` to nil.
    public consuming func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationItemModifier(item: item, destination: destination))
    }

    /// The title shown while this view is the top of a navigation stack.
    public consuming func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// The title shown while this view is the top of a navigation stack.
    public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: Text(titleKey)))
    }

    /// The title shown while this view is the top of a navigation stack.
    @_disfavoredOverload
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: Text(title)))
    }

    /// An editable title, shown while this view is the top of a navigation stack.
    public consuming func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationTitleModifier(binding: title))
    }
}
