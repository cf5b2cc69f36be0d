/// Lets the user refresh the modified view's content, as a list's pull to refresh does.
public struct _RefreshableModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let action: () async -> Void

    /// Runs `action` on a refresh; the refresh lasts until it returns.
    public init(action: @escaping () async -> Void) {
        self.action = action
    }
}

extension View {
    /// Lets the user refresh this view; `action` runs on a refresh, which lasts until it
    /// returns.
    ///
    /// ```swift
    /// List(model.items) { Text($0.name) }
    ///     .refreshable { await model.reload() }
    /// ```
    ///
    /// Unlike SwiftUI's, the action is not `@Sendable`: ViewTree's views are not main-actor
    /// types, so an action that uses the view (`await model.reload()` in a body) would not be
    /// sendable; it runs on the actor it was made on, the main actor for actions made in a body.
    public consuming func refreshable(action: @escaping () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}
