import ViewTree

/// Activating links and telling whether they are active: ViewInspector's `activate()`,
/// `isActive()` and `deactivate()`.
///
/// A link made with `isActive:` or `tag:selection:` is active while its binding says so, and
/// these calls read and write the binding (as ViewInspector's do); its destination then hangs
/// from the link (`navigationLink().view(Detail.self)`), as in the runtime. Any other link is
/// active while what it pushed is on its stack: these calls push and pop.
extension InspectableView where View == ViewType.NavigationLink {
    /// Activates the link, as a tap does. A link made with `isActive:` sets the binding to
    /// true, one made with `tag:selection:` sets the selection to its tag: its destination
    /// shows, hanging from the link. Another link pushes its destination onto the enclosing
    /// `NavigationStack`, or appends its value to the stack's path — its `path:` binding when it
    /// has one, else the path the stack keeps itself.
    ///
    /// Throws, changing nothing, when a user could not tap the link (it or an ancestor is
    /// disabled or hidden); for a link without a binding, also when it is not inside a
    /// `NavigationStack`, when its value is nil, or when its value cannot join a typed path
    /// (`path: $books` and a link to an `Author`).
    public func activate() throws {
        try reading("activate()") { node in
            try Interaction.ensureResponsive(node, control: "NavigationLink")
            if let binding = try NavigationLinkReading.activation(of: node) {
                Interaction.perform(at: node) { binding.wrappedValue = true }
                return
            }
            guard let stack = NavigationReading.enclosingStack(of: node) else {
                throw InspectionError.Reason.unresponsive(
                    control: "NavigationLink",
                    reason: "is not inside a NavigationStack: there is no stack to push its destination onto")
            }
            if let destination = try NavigationLinkReading.destination(of: node) {
                let path = try NavigationReading.pathAccess(of: stack)
                let state = NavigationReading.stackState(of: stack)
                let origin = AnyHashable(node.pathToRoot)
                Interaction.perform(at: node) { state.push(destination: destination, over: path, origin: origin) }
                return
            }
            guard stack.viewKind != .navigationView else {
                throw InspectionError.Reason.unresponsive(
                    control: "NavigationLink",
                    reason: "was made with value: inside a NavigationView, which pushes destinations only;"
                        + " a NavigationStack pushes values")
            }
            guard let value = try Reflection.field("value", of: node.value, as: AnyHashable?.self) else {
                throw InspectionError.Reason.unresponsive(
                    control: "NavigationLink", reason: "has a nil value: activating it does nothing")
            }
            try NavigationReading.append(value, to: stack, by: "NavigationLink's value", at: node)
        }
    }

    /// Whether the link is active: for a link made with `isActive:`, its binding; with
    /// `tag:selection:`, whether the selection is its tag; for another link, whether what it
    /// pushes is on its stack — the destination it pushed (and was not popped since), or its
    /// value, in the stack's path.
    public func isActive() throws -> Bool {
        try reading("isActive()") { node in
            if let binding = try NavigationLinkReading.activation(of: node) { return binding.wrappedValue }
            return try NavigationLinkReading.activePosition(of: node) != nil
        }
    }

    /// Deactivates the link, as the back button would: a link made with `isActive:` sets the
    /// binding to false, one made with `tag:selection:` clears the selection; another link
    /// pops its push, and everything above it, off its stack. Does nothing when the link is
    /// not active.
    public func deactivate() throws {
        try reading("deactivate()") { node in
            if let binding = try NavigationLinkReading.activation(of: node) {
                guard binding.wrappedValue else { return }
                Interaction.perform(at: node) { binding.wrappedValue = false }
                return
            }
            guard let (stack, position, count) = try NavigationLinkReading.activePosition(of: node) else { return }
            let path = try NavigationReading.pathAccess(of: stack)
            let state = NavigationReading.stackState(of: stack)
            Interaction.perform(at: node) { state.pop(count - position, from: path) }
        }
    }
}

/// An active link made with `isActive:` or `tag:selection:` is a presented destination of
/// its stack, as a `navigationDestination(isPresented:)` is: the stack's `pop()` and
/// `popToRoot()` deactivate it first.
extension ViewTree.NavigationLink: PresentedNavigationDestination {
    private var activation: Binding<Bool>? {
        (try? Reflection.field("isActive", of: self, as: Binding<Bool>?.self)) ?? nil
    }

    var isShowing: Bool { activation?.wrappedValue ?? false }
    var shownDestination: Any? { presentedDestination }

    func present() throws {
        activation?.wrappedValue = true
    }

    func dismiss() {
        activation?.wrappedValue = false
    }
}
