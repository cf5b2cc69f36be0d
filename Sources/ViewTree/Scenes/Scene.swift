/// A part of an app's user interface with a life cycle the system manages: a group of windows,
/// a single window, a settings window, documents.
///
/// Declare scenes in an `App`'s `body`, or compose them in a scene of your own:
///
/// ```swift
/// struct LibraryScenes: Scene {
///     var body: some Scene {
///         WindowGroup { LibraryView() }
///         Settings { LibrarySettings() }
///     }
/// }
/// ```
///
/// As `View`, the protocol is nonisolated and `body` is `@MainActor`; the scenes ViewTree
/// provides have no body (`Never`): the runtime and Inspector read them directly.
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The scenes this scene is made of.
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

/// What the scenes ViewTree provides declare: how they list themselves as the windows an app
/// can show. The runtime (`ViewHosting.host(app:)`) and Inspector share it.
package protocol PrimitiveScene {
    /// The windows this scene declares, in order, with the modifiers applied to it.
    func sceneEntries() -> [SceneEntry]
}

/// Builds scenes from closures: several scenes, `if`/`else` and `if #available`.
@resultBuilder
public enum SceneBuilder {
    /// Passes a single scene expression through unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A block with one scene is that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A block with several scenes combines them in a `TupleScene`.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }

    /// An `if` without `else`: the scene when the condition holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
        first: TrueContent
    ) -> _ConditionalScene<TrueContent, FalseContent> {
        _ConditionalScene(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
        second: FalseContent
    ) -> _ConditionalScene<TrueContent, FalseContent> {
        _ConditionalScene(storage: .falseContent(second))
    }

    /// A scene inside `if #available`, type-erased as SwiftUI erases it.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _LimitedAvailabilityScene {
        _LimitedAvailabilityScene(content)
    }
}

/// Several scenes declared in one block, in order.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let value: (repeat each Content)

    init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    /// A tuple of scenes has no body: the runtime lists its scenes.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        var entries: [SceneEntry] = []
        for scene in repeat each value {
            entries += SceneEntries.of(scene)
        }
        return entries
    }
}

/// One branch of an `if`/`else` of scenes.
public struct _ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene, PrimitiveScene {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// A condition's branch has no body: the runtime lists the branch taken.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        switch storage {
        case let .trueContent(scene): SceneEntries.of(scene)
        case let .falseContent(scene): SceneEntries.of(scene)
        }
    }
}

extension Optional: Scene where Wrapped: Scene {
    /// An optional scene has no body: the runtime lists the scene when there is one.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveScene where Wrapped: Scene {
    package func sceneEntries() -> [SceneEntry] {
        map { SceneEntries.of($0) } ?? []
    }
}

/// A scene declared inside `if #available`.
public struct _LimitedAvailabilityScene: Scene, PrimitiveScene {
    let scene: any Scene

    init(_ scene: any Scene) {
        self.scene = scene
    }

    /// An erased scene has no body: the runtime lists the scene inside.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        SceneEntries.of(scene)
    }
}

/// Listing the windows of any scene: a scene ViewTree provides lists itself, a scene of the
/// app's lists those of its `body`, evaluated on the main actor.
package enum SceneEntries {
    /// The windows `scene` declares, in order; none when its body cannot run here (off the
    /// main actor).
    package static func of(_ scene: any Scene) -> [SceneEntry] {
        if let primitive = scene as? any PrimitiveScene {
            return primitive.sceneEntries()
        }
        // Crosses to the main actor as it is: `run` runs it here, on the main actor, or not at all.
        let scene = UncheckedSendable(scene)
        return MainActorBridge.run { UncheckedSendable(body(of: scene.value)) }.map { of($0.value) } ?? []
    }

    /// The windows `app` declares, in order; nil off the main actor, where its body cannot run.
    package static func of(app: any App) -> [SceneEntry]? {
        let app = UncheckedSendable(app)
        return MainActorBridge.run { UncheckedSendable(appBody(of: app.value)) }.map { of($0.value) }
    }

    /// Points the app's `@Environment` (and other) wrappers at `environment`, the hosted
    /// scene's, so that its `body` reads the scene phase there.
    package static func prepare(_ app: any App, in environment: EnvironmentValues) {
        try? DynamicProperties.prepare(app, context: PreparationContext(environment: environment, storage: nil))
    }

    @MainActor
    private static func body<S: Scene>(of scene: S) -> any Scene {
        scene.body
    }

    @MainActor
    private static func appBody<A: App>(of app: A) -> any Scene {
        app.body
    }
}
