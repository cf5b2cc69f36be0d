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
    let label: Label

    /// A toggle with a label built from a view builder.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

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

extension Toggle where Label == ViewTree.Label<Text, Image> {
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
