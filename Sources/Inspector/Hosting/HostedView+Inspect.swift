import ViewTree

extension HostedView {
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
        HostedViewCleanup.install()
        update()
        guard let rootView = graph.rootView else {
            throw InspectionError(.hostExpelled, path: "")
        }
        if let reason = graph.stopReason {
            throw InspectionError(.hostStopped(reason: reason), path: "")
        }
        return InspectableView<ViewType.ClassifiedView>(hosted: rootView, in: graph, at: .root, environment: EnvironmentValues())
    }
}

extension InspectableView {
    /// A handle on `view`, which is at `identity` in the hosted `graph`.
    init(hosted view: Any, in graph: HostGraph, at identity: ViewIdentity, environment: EnvironmentValues) {
        let tree = InspectionTree(rootEnvironment: environment, host: graph, rootIdentity: identity)
        let root = InspectionNode.root(view, in: tree)
        self = withExtendedLifetime(tree) { InspectableView(root) }
    }
}
