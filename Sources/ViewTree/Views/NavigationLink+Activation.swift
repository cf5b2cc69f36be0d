/// `NavigationLink`s whose push follows a binding: `isActive:` (pushed while the binding is
/// true) and `tag:selection:` (pushed while the selection is the tag). SwiftUI deprecated them
/// for `navigationDestination(isPresented:)` and value links; many codebases still use them.
///
/// ```swift
/// @State var editing = false
/// NavigationLink("Edit", destination: Editor(), isActive: $editing)
///
/// @State var selection: Int?
/// NavigationLink(destination: Detail(id: 1), tag: 1, selection: $selection) { Text("One") }
/// ```
///
/// As in SwiftUI, tapping the link sets the binding (`isActive` true, the selection to the
/// tag), setting the binding from code pushes, and popping the destination (the back button,
/// `@Environment(\.dismiss)` in it) sets it back (false, nil). While pushed, the destination
/// hangs from the link, as a `navigationDestination(isPresented:)`'s hangs from its view.
extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        // Read where the link is made — in a body — so that the body follows the value when it
        // is a model's property.
        _ = isActive.wrappedValue
        self.label = label()
        self.destination = destination
        value = nil
        self.isActive = isActive
    }

    /// A link that pushes the view `destination` builds while `isActive` is true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes `destination` while `selection` is `tag`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Self.activation(tag: tag, selection: selection), label: label)
    }

    /// A link that pushes the view `destination` builds while `selection` is `tag`.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: Self.activation(tag: tag, selection: selection), label: label)
    }

    /// Whether `selection` is `tag`; setting it true selects the tag, false clears the
    /// selection when it is the tag (another link's selection stays).
    private static func activation<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        _ = selection.wrappedValue
        return Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }

    /// The destination, while the link's binding says it is pushed: presented content, whose
    /// `@Environment(\.dismiss)` sets the binding back (false, or a nil selection). Nil for a
    /// link that is not active and for links without a binding.
    package var presentedDestination: Any? {
        guard let isActive, isActive.wrappedValue, let destination else { return nil }
        return destination.modifier(_PresentedContentModifier(dismiss: DismissAction { isActive.wrappedValue = false }))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized string key that pushes `destination` while `isActive`
    /// is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive, label: { Text(titleKey) })
    }

    /// A link titled with a string that pushes `destination` while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive, label: { Text(title) })
    }

    /// A link titled with a localized string key that pushes the view `destination` builds
    /// while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive, label: { Text(titleKey) })
    }

    /// A link titled with a string that pushes the view `destination` builds while `isActive`
    /// is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive, label: { Text(title) })
    }

    /// A link titled with a localized string key that pushes `destination` while `selection`
    /// is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection, label: { Text(titleKey) })
    }

    /// A link titled with a string that pushes `destination` while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection, label: { Text(title) })
    }

    /// A link titled with a localized string key that pushes the view `destination` builds
    /// while `selection` is `tag`.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: { Text(titleKey) })
    }

    /// A link titled with a string that pushes the view `destination` builds while
    /// `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: { Text(title) })
    }
}
