import Foundation

/// Runs an action when the app is asked to open a URL while the modified view is shown.
public struct _OnOpenURLModifier: ViewModifier {
    /// Primitive modifier: nothing opens URLs here; Inspector's `callOnOpenURL(_:)` runs it.
    public typealias Body = Never

    let action: OpenURLHandler

    /// Runs `action` with each URL the app is asked to open.
    public init(action: @escaping (URL) -> Void) {
        self.action = OpenURLHandler(action: action)
    }
}

/// An `onOpenURL` action, kept in a struct so that Inspector reads it exactly and calls the
/// closure natively (a closure with arguments read by reflection can get its argument wrong).
package struct OpenURLHandler {
    let action: (URL) -> Void

    /// Calls the action with the URL to open.
    package func callAsFunction(_ url: URL) {
        action(url)
    }
}

extension View {
    /// Runs `action` with each URL the app is asked to open (a universal link, a custom
    /// scheme). Nothing opens URLs here: a test opens one with Inspector's `callOnOpenURL(_:)`.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OnOpenURLModifier(action: action))
    }
}
