/// Lets the user refresh the modified view's content, as a list's pull to refresh does.
public struct _RefreshableModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let action: @Sendable () async -> Void

    /// Runs `action` on a refresh; the refresh lasts until it returns.
    public init(action: @escaping @Sendable () async -> Void) {
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
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}
