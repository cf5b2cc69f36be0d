/// A control for choosing one of a set of mutually exclusive values.
///
/// The options are the views of `content`; each stands for the value of its `.tag(_:)`. In a
/// `ForEach`, an option without a tag stands for its element's id.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue) }   // ids are the tags
/// }
/// ```
///
/// A picker made with `currentValueLabel:` shows that view for its current value where a
/// style shows the value beside the label (a menu's button), in place of the chosen option:
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
/// } currentValueLabel: {
///     Text(flavor.rawValue.uppercased())
/// }
/// ```
///
/// As in SwiftUI, the current value label's type is no generic parameter of `Picker`: it is
/// kept beside the content (`EmptyView` when there is none).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: PickerSelectionBindings<SelectionValue>
    let label: Label
    let content: Content
    let currentValueLabel: any View

    /// A picker with a label built from a view builder.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = PickerSelectionBindings(bindings: [selection])
        self.label = label()
        self.content = content()
        self.currentValueLabel = EmptyView()
    }

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = PickerSelectionBindings(bindings: [selection])
        self.label = label
        self.content = content()
        self.currentValueLabel = EmptyView()
    }

    /// A picker standing for a collection of values, each with a selection binding (at the key
    /// path `selection`): it shows their value when they all hold the same one, and is mixed
    /// (no option chosen) when they differ. Choosing an option writes it to every binding.
    ///
    /// ```swift
    /// Picker(sources: $shapes, selection: \.stroke) {
    ///     Text("Solid").tag(Stroke.solid)
    ///     Text("Dashed").tag(Stroke.dashed)
    /// } label: { Text("Stroke") }
    /// ```
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = PickerSelectionBindings(bindings: sources.map { $0[keyPath: selection] })
        self.label = label()
        self.content = content()
        self.currentValueLabel = EmptyView()
    }

    /// A picker with a label and a view for its current value, each built from a view builder.
    public init<CurrentValueLabel: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.selection = PickerSelectionBindings(bindings: [selection])
        self.label = label()
        self.content = content()
        self.currentValueLabel = currentValueLabel()
    }

    /// A picker over a collection of values, with a label and a view for its current value.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.selection = PickerSelectionBindings(bindings: sources.map { $0[keyPath: selection] })
        self.label = label()
        self.content = content()
        self.currentValueLabel = currentValueLabel()
    }

    /// Primitive view: `Picker` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Picker where Label == Text {
    /// A picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == Text {
    /// A picker over a collection of values, titled with a localized string key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A picker over a collection of values, titled with a string.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized string key, with a view for its current value.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// A picker titled with a string, with a view for its current value.
    @_disfavoredOverload
    public init<S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    /// A picker over a collection of values, titled with a localized string key, with a view
    /// for its current value.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(titleKey) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker over a collection of values, titled with a string, with a view for its current
    /// value.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(title) },
            currentValueLabel: currentValueLabel)
    }
}

/// The selection of a picker: one binding, or (made over `sources:`) one per source.
package struct PickerSelectionBindings<Value> {
    let bindings: [Binding<Value>]

    /// The sources' values, in order: one for a picker bound to one value.
    package var values: [Value] { bindings.map(\.wrappedValue) }

    /// Writes `value` to every binding, as choosing an option does.
    package func write(_ value: Value) {
        for binding in bindings { binding.wrappedValue = value }
    }
}

extension Picker where Label == ViewTree.Label<Text, Image> {
    /// A picker over a collection of values, titled with a localized string key and a system
    /// symbol.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A picker over a collection of values, titled with a string and a system symbol.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { ViewTree.Label(title, systemImage: systemImage) })
    }

    /// A picker titled with a localized string key and a system symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A picker titled with a string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { ViewTree.Label(title, systemImage: systemImage) })
    }
}

extension Picker where Label == ViewTree.Label<Text, Image> {
    /// A picker titled with a localized string key and a system symbol, with a view for its
    /// current value.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content, label: { ViewTree.Label(titleKey, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with a string and a system symbol, with a view for its current value.
    @_disfavoredOverload
    public init<S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content, label: { ViewTree.Label(title, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker over a collection of values, titled with a localized string key and a system
    /// symbol, with a view for its current value.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { ViewTree.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// A picker over a collection of values, titled with a string and a system symbol, with a
    /// view for its current value.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { ViewTree.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == ViewTree.Label<Text, Image> {
    /// A picker titled with a localized string key and an image of the app's assets.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Self.label(Text(titleKey), image) })
    }

    /// A picker titled with a string and an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Self.label(Text(title), image) })
    }

    /// A picker over a collection of values, titled with a localized string key and an image
    /// of the app's assets.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Self.label(Text(titleKey), image) })
    }

    /// A picker over a collection of values, titled with a string and an image of the app's
    /// assets.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Self.label(Text(title), image) })
    }

    /// A picker titled with a localized string key and an image of the app's assets, with a
    /// view for its current value.
    public init<CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content, label: { Self.label(Text(titleKey), image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with a string and an image of the app's assets, with a view for its
    /// current value.
    @_disfavoredOverload
    public init<S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            selection: selection, content: content, label: { Self.label(Text(title), image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker over a collection of values, titled with a localized string key and an image
    /// of the app's assets, with a view for its current value.
    public init<C: RandomAccessCollection, CurrentValueLabel: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Self.label(Text(titleKey), image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker over a collection of values, titled with a string and an image of the app's
    /// assets, with a view for its current value.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol, CurrentValueLabel: View>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Self.label(Text(title), image) },
            currentValueLabel: currentValueLabel)
    }

    /// The label of the `image:` forms: the title beside the image.
    private static func label(_ title: Text, _ image: ImageResource) -> ViewTree.Label<Text, Image> {
        ViewTree.Label(title: { title }, icon: { Image(image) })
    }
}

extension Picker: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(content, [.content]), (label, [ViewPart.label.step]), (currentValueLabel, [ViewPart.currentValueLabel.step])]
    }
}
