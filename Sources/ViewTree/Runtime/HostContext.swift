import Foundation

/// The hosted view a lifecycle callback runs for: inspection helpers called from inside an
/// `onAppear` or `onReceive` callback read it to inspect the live hierarchy from that view.
package struct HostContext {
    /// The hierarchy.
    package let graph: HostGraph
    /// The custom view whose body registered the callback (the root for callbacks outside
    /// every custom view).
    package let identity: ViewIdentity
    /// The environment that view's body sees.
    package let environment: EnvironmentValues
    /// That view's storage: the place the callback's state reads and writes go to.
    package var storage: NodeStorage?
}

/// The callback context of the current thread.
package enum HostCallbacks {
    private static let key = "ViewTree.HostCallbacks.current"

    /// The context of the callback running on this thread, if any.
    package static var current: HostContext? {
        (Thread.current.threadDictionary[key] as? UncheckedSendable<HostContext>)?.value
    }

    static func run(in context: HostContext, _ body: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = UncheckedSendable(context)
        defer { dictionary[key] = previous }
        StatePlace.run(in: context.storage, body)
    }
}
