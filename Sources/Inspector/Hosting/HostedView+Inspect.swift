import ViewTree

/// What `HostedView` declares `inspect()` through: a member of a protocol extension, so that
/// the typed `inspect()` of a `HostedView.Of<Root>` whose root is `Inspectable` (a member of
/// the class itself) is chosen over it, as a constrained `View.inspect()` is. You never need
/// to name it (hence its underscore).
public protocol _HostedInspection {}

extension HostedView: _HostedInspection {}

extension _HostedInspection where Self: HostedView {
    /// The hosted hierarchy as it is now, after running the updates that are due.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(view: ContentView())
    /// try hosted.inspect().button().tap()
    /// XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "True")
    /// ```
    ///
    /// Each call flushes pending updates first — re-rendering what changed and running
    /// `onAppear`, `onChange` and `onReceive` callbacks — so a tap is visible on the next call,
    /// without expectations. Custom views in the returned tree read the state the runtime keeps
    /// for their place in the hierarchy.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspectRoot()
    }
}

extension HostedView {
    /// A handle on the hosted root as it is now, after the updates that are due.
    func inspectRoot<Kind>() throws -> InspectableView<Kind> {
        HostedViewCleanup.install()
        update()
        guard let rootView = graph.rootView else {
            throw InspectionError(.hostExpelled, path: "")
        }
        if let reason = graph.stopReason {
            throw InspectionError(.hostStopped(reason: reason), path: "")
        }
        return InspectableView<Kind>(hosted: rootView, in: graph, at: .root, environment: graph.rootEnvironment, retypes: true)
    }
}

extension HostedView.Of where Root: Inspectable {
    /// The hosted hierarchy as it is now, with a handle typed by the hosted view, as
    /// `Root().inspect()` is for a view marked `Inspectable`:
    /// `try hosted.inspect().actualView()` is a `Root`, with no type annotation. It unwraps as
    /// the anonymous handle does.
    public func inspect() throws -> InspectableView<ViewType.View<Root>> {
        try inspectRoot()
    }
}

extension InspectableView {
    /// A handle on `view`, which is at `identity` in the hosted `graph`.
    init(hosted view: Any, in graph: HostGraph, at identity: ViewIdentity, environment: EnvironmentValues, retypes: Bool = false) {
        let tree = InspectionTree(rootEnvironment: environment, host: graph, rootIdentity: identity)
        let root = InspectionNode.root(view, in: tree)
        self = withExtendedLifetime(tree) { InspectableView(root, retypes: retypes) }
    }
}
