import Foundation

/// Runs an action when the app is asked to open a URL while the modified view is shown.
public struct _OnOpenURLModifier: ViewModifier {
    /// Primitive modifier: nothing opens URLs here; Inspector's `callOnOpenURL(_:)` runs it.
    public typealias Body = Never

    let action: OpenURLHandler

    /// Runs `action` with each URL the app is asked to open.
    public init(action: @escaping (URL) -> Void) {
        self.action = OpenURLHandler(action)
    }
}

/// An `onOpenURL` action: called with the URL to open (see `Callback`).
package typealias OpenURLHandler = Callback<URL>

extension View {
    /// Runs `action` with each URL the app is asked to open (a universal link, a custom
    /// scheme). Nothing opens URLs here: a test opens one with Inspector's `callOnOpenURL(_:)`.
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OnOpenURLModifier(action: action))
    }
}
