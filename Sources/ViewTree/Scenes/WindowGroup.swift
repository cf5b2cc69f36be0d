/// A group of identically structured windows: an app's main scene.
///
/// ```swift
/// WindowGroup { ContentView() }
/// WindowGroup("Library", id: "library") { LibraryView() }
/// WindowGroup(for: Book.ID.self) { $bookID in BookView(id: $bookID) }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let title: Text?
    let id: String?
    let presentedType: Any.Type?
    let content: (SceneSession) -> Content

    /// A group of windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content)
    }

    /// A group of windows titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: nil, content: content)
    }

    /// A group of windows titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: nil, content: content)
    }

    /// A group of windows titled by `title`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content)
    }

    /// A group of windows that `openWindow(id:)` opens by `id`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content)
    }

    /// A group of windows titled with a localized string key, opened by `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: id, content: content)
    }

    /// A group of windows titled with a string, opened by `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: id, content: content)
    }

    /// A group of windows titled by `title`, opened by `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content)
    }

    private init(title: Text?, id: String?, content: () -> Content) {
        self.title = title
        self.id = id
        presentedType = nil
        let made = content()
        self.content = { _ in made }
    }

    /// A group of windows each presenting a value of type `type`, which its content reads and
    /// writes through a binding: nil for a window opened without a value.
    public init<D: Decodable & Encodable & Hashable>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: nil, id: nil, for: type, content: content)
    }

    /// A group of windows titled with a localized string key, each presenting a value of
    /// type `type`.
    public init<D: Decodable & Encodable & Hashable>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: Text(titleKey), id: nil, for: type, content: content)
    }

    /// A group of windows opened by `id`, each presenting a value of type `type`.
    public init<D: Decodable & Encodable & Hashable>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: nil, id: id, for: type, content: content)
    }

    /// A group of windows titled with a localized string key, opened by `id`, each presenting
    /// a value of type `type`.
    public init<D: Decodable & Encodable & Hashable>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.init(title: Text(titleKey), id: id, for: type, content: content)
    }

    /// A group of windows each presenting a value of type `type`; a window opened without a
    /// value presents `defaultValue()` until its content writes another.
    public init<D: Decodable & Encodable & Hashable>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
    ) {
        self.init(title: nil, id: nil, for: type, content: Self.defaulting(content, to: defaultValue))
    }

    /// A group of windows opened by `id`, each presenting a value of type `type`, or
    /// `defaultValue()` when opened without one.
    public init<D: Decodable & Encodable & Hashable>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(title: nil, id: id, for: type, content: Self.defaulting(content, to: defaultValue))
    }

    /// A group of windows titled with a localized string key, each presenting a value of type
    /// `type`, or `defaultValue()` when opened without one.
    public init<D: Decodable & Encodable & Hashable>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
        defaultValue: @escaping () -> D
    ) {
        self.init(title: Text(titleKey), id: nil, for: type, content: Self.defaulting(content, to: defaultValue))
    }

    /// A group of windows titled with a localized string key, opened by `id`, each presenting a
    /// value of type `type`, or `defaultValue()` when opened without one.
    public init<D: Decodable & Encodable & Hashable>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
    ) {
        self.init(title: Text(titleKey), id: id, for: type, content: Self.defaulting(content, to: defaultValue))
    }

    /// Content reading a binding that is never nil: a window opened without a value presents
    /// `defaultValue()`, made once, when its content is first made, and kept as its value.
    private static func defaulting<D>(
        _ content: @escaping (Binding<D>) -> Content, to defaultValue: @escaping () -> D
    ) -> (Binding<D?>) -> Content {
        { optional in
            let presented = optional.wrappedValue ?? defaultValue()
            if optional.wrappedValue == nil { optional.wrappedValue = presented }
            return content(Binding(get: { optional.wrappedValue ?? presented }, set: { optional.wrappedValue = $0 }))
        }
    }

    private init<D: Hashable>(title: Text?, id: String?, for type: D.Type, content: @escaping (Binding<D?>) -> Content) {
        self.title = title
        self.id = id
        presentedType = type
        self.content = { session in content(session.presentedValueBinding(D.self)) }
    }

    /// A scene ViewTree provides has no body: the runtime reads it.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        [SceneEntry(kind: .windowGroup, title: title, id: id, presentedType: presentedType, makeContent: content)]
    }
}

/// A single, unique window.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: Scene, PrimitiveScene {
    let title: Text
    let id: String
    let content: Content

    /// A window titled with a localized string key, opened by `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window titled with a string, opened by `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// A window titled by `title`, opened by `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A scene ViewTree provides has no body: the runtime reads it.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        let content = content
        return [SceneEntry(kind: .window, title: title, id: id, makeContent: { _ in content })]
    }
}

/// The app's settings window (macOS's Settings… menu item).
///
/// ```swift
/// Settings { SettingsView() }
/// ```
public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: Content

    /// A settings window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A scene ViewTree provides has no body: the runtime reads it.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        let content = content
        return [SceneEntry(kind: .settings, title: nil, id: nil, makeContent: { _ in content })]
    }
}
