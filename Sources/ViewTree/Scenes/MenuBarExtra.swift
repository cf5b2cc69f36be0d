/// A scene that shows itself as a control in the system menu bar (macOS): a label there, and
/// content — a menu, or a window — shown when the control is clicked.
///
/// ```swift
/// MenuBarExtra("Timer", systemImage: "timer") { TimerMenu() }
/// MenuBarExtra("Timer", systemImage: "timer", isInserted: $showsTimer) { TimerMenu() }
///     .menuBarExtraStyle(.window)
/// MenuBarExtra { TimerMenu() } label: { Label("Timer", systemImage: "timer") }
/// ```
///
/// Inspector reads it from `App.inspect()` (`menuBarExtra()`: `title()`, `label()`,
/// `content()`, `isInserted()`, `menuBarExtraStyle()`). `ViewHosting.host(app:)` hosts its
/// content when the app has no `WindowGroup` or `Window`, as a utility app that lives in the
/// menu bar shows it.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    let title: Text?
    let label: Label
    let isInserted: Binding<Bool>?
    let content: Content

    /// A menu bar extra whose label in the menu bar is `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isInserted: nil, content: content(), label: label())
    }

    /// A menu bar extra shown while `isInserted` is true; the system sets it to false when
    /// the user removes the extra from the menu bar.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isInserted: isInserted, content: content(), label: label())
    }

    init(title: Text?, isInserted: Binding<Bool>?, content: Content, label: Label) {
        self.title = title
        self.isInserted = isInserted
        self.content = content
        self.label = label
    }

    /// A scene ViewTree provides has no body: the runtime reads it.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        let content = content
        var entry = SceneEntry(kind: .menuBarExtra, title: title, id: nil, makeContent: { _ in content })
        entry.label = label
        entry.isInserted = isInserted
        return [entry]
    }
}

extension MenuBarExtra where Label == Text {
    /// A menu bar extra titled with a localized string key: the title is its label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), isInserted: nil, content: content(), label: Text(titleKey))
    }

    /// A menu bar extra titled with a string: the title is its label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), isInserted: nil, content: content(), label: Text(title))
    }

    /// A menu bar extra titled with a localized string key, shown while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), isInserted: isInserted, content: content(), label: Text(titleKey))
    }

    /// A menu bar extra titled with a string, shown while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), isInserted: isInserted, content: content(), label: Text(title))
    }
}

extension MenuBarExtra where Label == ViewTree.Label<Text, Image> {
    /// A menu bar extra showing a system symbol; the title is for accessibility.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, inserted: nil, content: content)
    }

    /// A menu bar extra showing a system symbol, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), icon: Image(systemName: systemImage), inserted: nil, content: content)
    }

    /// A menu bar extra showing an image from the app's assets; the title is for accessibility.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), icon: Image(image), inserted: nil, content: content)
    }

    /// A menu bar extra showing an image from the app's assets, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), icon: Image(image), inserted: nil, content: content)
    }

    /// A menu bar extra showing a system symbol, shown while `isInserted` is true.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, systemImage: systemImage, inserted: isInserted, content: content)
    }

    /// A menu bar extra showing a system symbol, titled with a string, shown while
    /// `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(Text(title), icon: Image(systemName: systemImage), inserted: isInserted, content: content)
    }

    /// A menu bar extra showing an image from the app's assets, shown while `isInserted` is
    /// true.
    public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), icon: Image(image), inserted: isInserted, content: content)
    }

    /// A menu bar extra showing an image from the app's assets, titled with a string, shown
    /// while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(Text(title), icon: Image(image), inserted: isInserted, content: content)
    }

    private init(_ titleKey: LocalizedStringKey, systemImage: String, inserted: Binding<Bool>?, content: () -> Content) {
        self.init(Text(titleKey), icon: Image(systemName: systemImage), inserted: inserted, content: content)
    }

    private init(_ title: Text, icon: Image, inserted: Binding<Bool>?, content: () -> Content) {
        self.init(
            title: title, isInserted: inserted, content: content(),
            label: ViewTree.Label(title: { title }, icon: { icon }))
    }
}

/// How a `MenuBarExtra` shows its content: `.menu` (a pull-down menu) or `.window` (a
/// popover-like window).
public protocol MenuBarExtraStyle {}

/// The platform's menu bar extra style: a menu.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// The platform's menu bar extra style.
    public init() {}
}

/// A menu bar extra shown as a pull-down menu of its content's buttons.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// A pull-down menu.
    public init() {}
}

/// A menu bar extra shown as a window below the menu bar.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// A window below the menu bar.
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The platform's menu bar extra style.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A pull-down menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A window below the menu bar.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

/// `.menuBarExtraStyle(_:)`.
public struct _MenuBarExtraStyleModifier<Style: MenuBarExtraStyle>: _SceneModifier {
    let style: Style

    /// Records the style.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.menuBarExtraStyle = style
    }
}

extension Scene {
    /// How the scene's `MenuBarExtra`s show their content: `.menu` or `.window`.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        _ModifiedScene(content: self, modifier: _MenuBarExtraStyleModifier(style: style))
    }
}
