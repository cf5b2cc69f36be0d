/// A scene that shows its content around the person (visionOS), one at a time: opened with
/// `@Environment(\.openImmersiveSpace)`.
///
/// ```swift
/// ImmersiveSpace(id: "solar") { SolarSystem() }
/// ImmersiveSpace(for: Planet.ID.self) { $planet in PlanetView(id: $planet) }
/// ```
///
/// Inspector reads it from `App.inspect()` (`immersiveSpace()`, `content()`,
/// `content(presenting:)`). In an app hosted with `ViewHosting.host(app:)`,
/// `openImmersiveSpace` hosts its content (`hosted.immersiveSpace`) and
/// `dismissImmersiveSpace` expels it.
public struct ImmersiveSpace<Content: View, Data>: Scene, PrimitiveScene {
    let id: String?
    let presentedType: Any.Type?
    let content: (SceneSession) -> Content

    /// A scene ViewTree provides has no body: the runtime reads it.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        [SceneEntry(kind: .immersiveSpace, title: nil, id: id, presentedType: presentedType, makeContent: content)]
    }
}

extension ImmersiveSpace where Data == Never {
    /// An immersive space showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(id: nil, content: content)
    }

    /// An immersive space that `openImmersiveSpace(id:)` opens by `id`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(id: Optional(id), content: content)
    }

    private init(id: String?, content: () -> Content) {
        let made = content()
        self.init(id: id, presentedType: nil, content: { _ in made })
    }
}

extension ImmersiveSpace where Data: Decodable & Encodable & Hashable {
    /// An immersive space presenting a value of type `type`, which its content reads and
    /// writes through a binding.
    public init(for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> Content) {
        self.init(id: nil, presentedType: type, content: { session in content(session.presentedValueBinding(Data.self)) })
    }

    /// An immersive space opened by `id`, presenting a value of type `type`.
    public init(id: String, for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> Content) {
        self.init(id: id, presentedType: type, content: { session in content(session.presentedValueBinding(Data.self)) })
    }
}

/// An action that opens an immersive space: what views read with
/// `@Environment(\.openImmersiveSpace)`.
///
/// In an app hosted with `ViewHosting.host(app:)`, it hosts the `ImmersiveSpace` it names
/// (`hosted.immersiveSpace`) and returns `.opened`; with a space open already, it opens none
/// and returns `.error`, as only one space is open at a time. A space the app does not
/// declare, or a call outside a hosted app, returns `.error` and is reported in the first
/// window's `diagnostics`.
public struct OpenImmersiveSpaceAction: Sendable {
    let windows: HostedAppWindows?

    /// Opens the immersive space whose id is `id`.
    @MainActor
    public func callAsFunction(id: String) async -> Result {
        open(WindowRequest(id: id, value: nil), call: "openImmersiveSpace(id: \"\(id)\")")
    }

    /// Opens the immersive space presenting values of `value`'s type.
    @MainActor
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) async -> Result {
        open(WindowRequest(id: nil, value: AnyHashable(value), valueType: D.self), call: "openImmersiveSpace(value: \(value))")
    }

    /// Opens the immersive space whose id is `id`, presenting `value`.
    @MainActor
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) async -> Result {
        open(
            WindowRequest(id: id, value: AnyHashable(value), valueType: D.self),
            call: "openImmersiveSpace(id: \"\(id)\", value: \(value))")
    }

    private func open(_ request: WindowRequest, call: String) -> Result {
        guard let windows else {
            HostedAppWindows.reportUnhosted(call)
            return .error
        }
        if windows.windows.contains(where: { $0.kind == .immersiveSpace }) {
            windows.report("\(call): an immersive space is open already; only one is open at a time")
            return .error
        }
        return windows.open(request, call: call, kinds: [.immersiveSpace], what: "ImmersiveSpace") ? .opened : .error
    }

    /// What opening an immersive space did.
    public enum Result: Equatable, Sendable {
        /// The space opened.
        case opened
        /// The person declined to open it.
        case userCancelled
        /// It could not open: a space is open already, or the app declares none of that id or
        /// type.
        case error
    }
}

/// An action that closes the open immersive space: what views read with
/// `@Environment(\.dismissImmersiveSpace)`. In an app hosted with `host(app:)`, it expels the
/// space's content; with none open, it does nothing.
public struct DismissImmersiveSpaceAction: Sendable {
    let windows: HostedAppWindows?

    /// Closes the open immersive space.
    @MainActor
    public func callAsFunction() async {
        guard let windows else { return HostedAppWindows.reportUnhosted("dismissImmersiveSpace()") }
        for space in windows.windows where space.kind == .immersiveSpace {
            windows.dismiss(space)
        }
    }
}

private struct OpenImmersiveSpaceKey: EnvironmentKey {
    static var defaultValue: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction(windows: nil) }
}

private struct DismissImmersiveSpaceKey: EnvironmentKey {
    static var defaultValue: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction(windows: nil) }
}

extension EnvironmentValues {
    /// The action that opens an immersive space: `await openImmersiveSpace(id: "solar")`.
    public var openImmersiveSpace: OpenImmersiveSpaceAction {
        get { self[OpenImmersiveSpaceKey.self] }
        set { self[OpenImmersiveSpaceKey.self] = newValue }
    }

    /// The action that closes the open immersive space: `await dismissImmersiveSpace()`.
    public var dismissImmersiveSpace: DismissImmersiveSpaceAction {
        get { self[DismissImmersiveSpaceKey.self] }
        set { self[DismissImmersiveSpaceKey.self] = newValue }
    }
}

extension HostedView {
    /// The immersive space open in the app this hierarchy belongs to, while one is.
    public var immersiveSpace: HostedView? {
        graph.rootEnvironment.openWindow.windows?.windows.last { $0.kind == .immersiveSpace }?.hosted
    }
}
