import Foundation

/// A scene with a scene modifier applied: `.commands { }`, `.defaultSize(_:)`,
/// `.windowResizability(_:)`, `.windowStyle(_:)`.
public struct _ModifiedScene<Content: Scene, Modifier: _SceneModifier>: Scene, PrimitiveScene {
    let content: Content
    let modifier: Modifier

    /// A modified scene has no body: the runtime reads the scene and applies the modifier.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        SceneEntries.of(content).map { entry in
            var entry = entry
            modifier.apply(to: &entry)
            return entry
        }
    }
}

/// What a scene modifier does to the windows of the scene it modifies. You never name it.
public protocol _SceneModifier {
    /// Records the modifier on one window of the modified scene.
    func _apply(to entry: inout _SceneEntryReference)
}

/// A window being modified, as `_SceneModifier` sees it. You never name it.
public struct _SceneEntryReference {
    package var entry: SceneEntry
}

extension _SceneModifier {
    func apply(to entry: inout SceneEntry) {
        var reference = _SceneEntryReference(entry: entry)
        _apply(to: &reference)
        entry = reference.entry
    }
}

/// `.commands { }`.
public struct _CommandsModifier<Content: Commands>: _SceneModifier {
    let commands: Content

    /// Adds the commands to the window's.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.commands.append(commands)
    }
}

/// `.defaultSize(_:)`.
public struct _DefaultSizeModifier: _SceneModifier {
    let size: CGSize

    /// Records the size.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.defaultSize = size
    }
}

/// `.windowResizability(_:)`.
public struct _WindowResizabilityModifier: _SceneModifier {
    let resizability: WindowResizability

    /// Records the resizability.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.resizability = resizability
    }
}

/// `.windowStyle(_:)`.
public struct _WindowStyleModifier<Style: WindowStyle>: _SceneModifier {
    let style: Style

    /// Records the style.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.windowStyle = style
    }
}

extension Scene {
    /// Adds menu commands to the scene: `.commands { CommandMenu("Books") { … } }`.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ModifiedScene(content: self, modifier: _CommandsModifier(commands: content()))
    }

    /// The size of the scene's windows when first opened.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _ModifiedScene(content: self, modifier: _DefaultSizeModifier(size: size))
    }

    /// The size of the scene's windows when first opened.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// How the user may resize the scene's windows.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _ModifiedScene(content: self, modifier: _WindowResizabilityModifier(resizability: resizability))
    }

    /// The style of the scene's windows.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        _ModifiedScene(content: self, modifier: _WindowStyleModifier(style: style))
    }
}

/// How a window may be resized.
public struct WindowResizability: Hashable, Sendable, CustomStringConvertible {
    /// The resizability's name, as SwiftUI names the static property: `contentSize`.
    package let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The resizability's name: `contentSize`.
    public var description: String { name }

    /// The platform's behaviour for the kind of scene.
    public static let automatic = Self("automatic")
    /// Sized by the content's minimum and maximum sizes.
    public static let contentSize = Self("contentSize")
    /// Not smaller than the content's minimum size.
    public static let contentMinSize = Self("contentMinSize")
}

/// The look of a window: its title bar.
public protocol WindowStyle {}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window style.
    public init() {}
}

/// Windows with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// Windows with a title bar.
    public init() {}
}

/// Windows whose title bar is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// Windows whose title bar is hidden.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// Windows with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// Windows whose title bar is hidden.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
