import Foundation

/// One window an app declares — a `WindowGroup`, a `Window`, `Settings`, a `DocumentGroup` —
/// with the scene modifiers applied to it: what `ViewHosting.host(app:)` hosts and Inspector
/// shows.
package struct SceneEntry {
    /// The kinds of scene ViewTree provides.
    package enum Kind: String, Sendable {
        case windowGroup = "WindowGroup"
        case window = "Window"
        case settings = "Settings"
        case documentGroup = "DocumentGroup"
        case menuBarExtra = "MenuBarExtra"
        case immersiveSpace = "ImmersiveSpace"
    }

    package let kind: Kind
    /// The title shown in the window's title bar and the Window menu.
    package let title: Text?
    /// The identifier `openWindow(id:)` names it by.
    package let id: String?
    /// The type of value a `WindowGroup(for:)` presents, or a `DocumentGroup`'s document type.
    package let presentedType: Any.Type?
    /// Whether the window shows nothing without a presented value: a `DocumentGroup` that
    /// views documents and makes none.
    package private(set) var requiresPresentedValue = false
    /// Makes the window's content in `session`: the presented value a `WindowGroup(for:)`
    /// binds lives there. Content closures are plain closures, as the views' are.
    package let makeContent: (SceneSession) -> any View
    /// What `.commands { }` added, outermost last.
    package var commands: [any Commands] = []
    /// What `.onChange(of:)` on the scene declared, innermost first.
    package var changeHandlers: [SceneChangeHandler] = []
    /// What `.defaultSize(_:)` set.
    package var defaultSize: CGSize?
    /// What `.windowResizability(_:)` set.
    package var resizability: WindowResizability?
    /// What `.windowStyle(_:)` set.
    package var windowStyle: (any WindowStyle)?
    /// A `MenuBarExtra`'s label in the menu bar.
    package var label: (any View)?
    /// A `MenuBarExtra`'s `isInserted` binding.
    package var isInserted: Binding<Bool>?
    /// What `.menuBarExtraStyle(_:)` set.
    package var menuBarExtraStyle: (any MenuBarExtraStyle)?
    /// What `.handlesExternalEvents(matching:)` set: the conditions of the external events
    /// (URLs, activities) the scene's windows are made for.
    package var externalEvents: Set<String>?

    package init(kind: Kind, title: Text?, id: String?, presentedType: Any.Type? = nil, makeContent: @escaping (SceneSession) -> any View) {
        self.kind = kind
        self.title = title
        self.id = id
        self.presentedType = presentedType
        self.makeContent = makeContent
    }

    /// This entry, requiring a presented value or not.
    func requiringPresentedValue(_ requires: Bool) -> SceneEntry {
        var entry = self
        entry.requiresPresentedValue = requires
        return entry
    }

    /// Whether this is a window the app opens at launch: a `WindowGroup` or a `Window`.
    package var isWindow: Bool {
        kind == .windowGroup || kind == .window
    }

}
