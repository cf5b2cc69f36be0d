/// A control that pushes a view onto the enclosing `NavigationStack`.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }                // pushes SettingsView
/// NavigationLink { BookDetail(book: book) } label: { BookRow(book: book) }
/// NavigationLink("Dune", value: book)                          // appends `book` to the path;
///                                                              // navigationDestination(for:) shows it
/// NavigationLink("Edit", destination: Editor(), isActive: $editing)  // pushed while `editing`
/// ```
///
/// The links made with `isActive:` or `tag:selection:` (deprecated in SwiftUI, still common)
/// are in `NavigationLink+Activation.swift`.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The view the link pushes; nil for a link that appends a value.
    let destination: Destination?
    /// The value the link appends to the stack's path; nil for a link that pushes a view, or
    /// a value link made with nil (which does nothing).
    let value: AnyHashable?
    /// For a link made with `isActive:` or `tag:selection:`: whether its destination is pushed
    /// (for `tag:selection:`, whether the selection is the tag); nil for the other links.
    let isActive: Binding<Bool>?

    /// A link that pushes `destination`, with a label built from a view builder.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        value = nil
        isActive = nil
    }

    /// A link that pushes `destination`, with a label built from a view builder.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
        isActive = nil
    }

    /// Primitive view: `NavigationLink` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized string key that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// A link titled with a string that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(title) })
    }

    /// A link titled with a localized string key that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }

    /// A link titled with a string that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the enclosing stack's path; the stack shows the
    /// `navigationDestination(for:)` for its type. A nil value makes a link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
        isActive = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled with a localized string key that appends `value` to the stack's path.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value, label: { Text(titleKey) })
    }

    /// A link titled with a string that appends `value` to the stack's path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value, label: { Text(title) })
    }
}
