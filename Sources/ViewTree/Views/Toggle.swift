/// A control that switches between on and off.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// Toggle(isOn: $notifications) {
///     Text("Notifications")
///     Text("Alerts and badges")
/// }
/// ```
///
/// Its appearance follows `.toggleStyle(_:)`; `.labelsHidden()` hides its label.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    /// Made over `sources:`: their bindings, which tell whether they disagree (some on, some
    /// off). Nil for a toggle bound to one value, which is never mixed.
    let mixed: ToggleSources?
    let label: Label

    /// A toggle with a label built from a view builder.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.mixed = nil
        self.label = label()
    }

    /// A toggle standing for a collection of values, each with an `isOn` binding (at the key
    /// path `isOn`): it is on when every one is on, off when every one is off, and mixed when
    /// they disagree. Switching it writes every binding: on, unless all of them are on
    /// already (then off), as SwiftUI does.
    ///
    /// ```swift
    /// Toggle(sources: $alarms, isOn: \.isOn) { Text("Enable all alarms") }
    /// ```
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let states = ToggleSources(bindings: sources.map { $0[keyPath: isOn] })
        self.isOn = Binding(get: { states.allOn }, set: { states.setAll($0) })
        self.mixed = states
        self.label = label()
    }

    /// A toggle drawing a style's configuration: mixed as the configuration is.
    init(isOn: Binding<Bool>, mixed: ToggleSources?, label: Label) {
        self.isOn = isOn
        self.mixed = mixed
        self.label = label
    }

    /// The configuration's `isMixed`: whether the toggle's sources disagree.
    var isMixed: Bool { mixed?.isMixed ?? false }

    /// Primitive view: `Toggle` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(titleKey) })
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(title) })
    }
}

extension Toggle where Label == Text {
    /// A toggle over a collection of values, titled with a localized string key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { Text(titleKey) })
    }

    /// A toggle over a collection of values, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { Text(title) })
    }
}

/// The `isOn` bindings of a toggle made over `sources:` (a struct, not a closure, so that
/// Inspector reads it by reflection as it is stored).
package struct ToggleSources {
    let bindings: [Binding<Bool>]

    /// Every source is on (true for no sources, which a tap cannot change).
    var allOn: Bool { bindings.allSatisfy { $0.wrappedValue } }

    /// Some sources are on and some off.
    package var isMixed: Bool {
        let values = bindings.map(\.wrappedValue)
        return values.contains(true) && values.contains(false)
    }

    func setAll(_ value: Bool) {
        for binding in bindings { binding.wrappedValue = value }
    }
}

extension Toggle where Label == ViewTree.Label<Text, Image> {
    /// A toggle over a collection of values, titled with a localized string key and a system
    /// image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A toggle over a collection of values, titled with a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { ViewTree.Label(title, systemImage: systemImage) })
    }

    /// A toggle over a collection of values, titled with a localized string key and an image
    /// from the app's resources.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A toggle over a collection of values, titled with a string and an image from the app's
    /// resources.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { ViewTree.Label(title, image: image) })
    }

    /// A toggle titled with a localized string key, with a system image: its label is a
    /// `Label`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A toggle titled with a string, with a system image: its label is a `Label`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ViewTree.Label(title, systemImage: systemImage) })
    }

    /// A toggle titled with a localized string key, with an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A toggle titled with a string, with an image from the app's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ViewTree.Label(title, image: image) })
    }
}

extension Toggle where Label == ViewTree.Label<Text, Image> {
    /// A toggle titled with a localized string key, with an image of the app's assets: its
    /// label is a `Label`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A toggle titled with a string, with an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { ViewTree.Label(title, image: image) })
    }

    /// A toggle over a collection of values, titled with a localized string key and an image
    /// of the app's assets.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A toggle over a collection of values, titled with a string and an image of the app's
    /// assets.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn, label: { ViewTree.Label(title, image: image) })
    }

}
