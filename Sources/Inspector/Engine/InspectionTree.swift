import ViewTree

/// Owns every node of one inspection: the nodes that `inspect()` starts from and every node a
/// chain or a search creates under it.
///
/// Nodes point to their parents and to the tree without owning them; the tree owns them all,
/// and handles own the tree. So a handle keeps its whole chain alive for `pathToRoot`, nodes
/// form no reference cycles, and releasing a tree thousands of levels deep releases a flat
/// array instead of recursing down the chain.
final class InspectionTree {
    /// Every access is instantaneous — the list is moved out, changed, and put back — so
    /// that the compiler proves accesses never overlap and checks none at run time.
    private(set) var nodes: [InspectionNode] = []
    /// How many of `nodes` were retired since the list was last compacted.
    private var retiredCount = 0
    /// The environment around the root view: the default one, or, for a view a hosted
    /// hierarchy calls back with, the environment it has there.
    let rootEnvironment: EnvironmentValues
    /// The hosted hierarchy this inspection reads live state from, if any.
    let host: HostGraph?
    /// Where the root view is in that hierarchy.
    let rootIdentity: ViewIdentity

    init(rootEnvironment: EnvironmentValues = EnvironmentValues(), host: HostGraph? = nil, rootIdentity: ViewIdentity = .root) {
        self.rootEnvironment = rootEnvironment
        self.host = host
        self.rootIdentity = rootIdentity
    }

    /// While a search runs: the one flag that follows the `@Observable` reads of every body the
    /// search evaluates. Tracking each body on its own costs more than a microsecond, the
    /// largest part of evaluating a small body; one tracking scope around the whole search
    /// costs that once. Nodes whose content was computed in the search share the flag, so a
    /// change to any model read by the search recomputes all of them: more than needed, never
    /// less.
    var searchObservation: ObservationFlag?

    // Two spare arrays, each with its own pair of methods: a generic `SpareArray` struct
    // with mutating `take()`/`putBack(_:)` costs run-time exclusivity checks on every use (an
    // access to a class's stored struct that spans a call), +1.9% instructions in search.

    /// The array a search computes each node's content views into, kept empty between uses
    /// (`takeContentViews()`, `putBack(contentViews:)`): its storage serves node after node.
    private var contentViews: [ExpandedView] = []

    /// The empty array to compute a node's content views into, with the storage of the last
    /// one put back.
    func takeContentViews() -> [ExpandedView] {
        var views: [ExpandedView] = []
        swap(&views, &contentViews)
        return views
    }

    /// Keeps the storage of `views`, emptied, for the next `takeContentViews()`; a large one
    /// (a long `ForEach`'s) is let go instead, so that the tree holds no more than a small one.
    func putBack(contentViews views: inout [ExpandedView]) {
        guard views.capacity <= 64 else { return }
        views.removeAllKeepingCapacity()
        swap(&views, &contentViews)
    }

    /// The array a search computes the views an overlay or a background carries into, to
    /// tell whether the layer needs a node (`takeLayerViews()`, `putBack(layerViews:)`):
    /// apart from `contentViews`, which holds the content of the node the layer hangs from.
    private var layerViews: [ExpandedView] = []

    /// The empty array to compute a layer's views into, with the storage of the last one put
    /// back.
    func takeLayerViews() -> [ExpandedView] {
        var views: [ExpandedView] = []
        swap(&views, &layerViews)
        return views
    }

    /// Keeps the storage of `views`, emptied, for the next `takeLayerViews()`, unless large.
    func putBack(layerViews views: inout [ExpandedView]) {
        guard views.capacity <= 64 else { return }
        views.removeAllKeepingCapacity()
        swap(&views, &layerViews)
    }

    /// The changes to state this inspection read: the node caches compare against it.
    let generation = TreeGeneration()

    /// State that primitive views keep for themselves when nothing hosts them — a navigation
    /// stack's path and pushed destinations — by the view's `pathToRoot`: a body evaluated
    /// again makes new view values, but the view keeps its place, and this state, for as long
    /// as the inspection.
    private var unhostedStates: [String: AnyObject] = [:]

    /// The unhosted state of the view at `path`, made with `make` on first use.
    func unhostedState<State: AnyObject>(at path: String, make: () -> State) -> State {
        if let existing = unhostedStates[path] as? State { return existing }
        let state = make()
        unhostedStates[path] = state
        return state
    }

    /// Whether nodes need identities: only hosted inspections do.
    var recordsIdentity: Bool {
        host != nil
    }

    /// Makes `node` part of this tree.
    func adopt(_ node: InspectionNode) {
        var list = takeNodes()
        list.append(node)
        nodes = list
    }

    /// Makes `siblings` part of this tree. The order does not matter: the list only owns them.
    func adopt(_ siblings: some Sequence<InspectionNode>) {
        var list = takeNodes()
        // One by one: a few nodes at a time, where `append(contentsOf:)` copies through the
        // runtime's generic array copy.
        for node in siblings {
            list.append(node)
        }
        nodes = list
    }

    /// The node list, moved out of the tree: the caller changes it in place and puts it back.
    private func takeNodes() -> [InspectionNode] {
        let list = nodes
        nodes = []
        return list
    }

    /// Notes that `count` nodes were retired; when they are most of the list, drops them from
    /// it, so a handle held across many state changes keeps memory bounded.
    func noteRetired(_ count: Int) {
        retiredCount += count
        guard retiredCount > 1024, retiredCount * 2 > nodes.count else { return }
        var list = takeNodes()
        list.removeAll { $0.isRetired }
        nodes = list
        retiredCount = 0
    }

    /// Takes back a retired node that a handle used again.
    func readopt(_ node: InspectionNode) {
        node.isRetired = false
        if retiredCount > 0 { retiredCount -= 1 }
        let list = nodes
        if !list.contains(where: { $0 === node }) { adopt(node) }
    }

    deinit {
        // Nodes also hold their children (cached content, attached nodes) and their parents.
        // No handle holds a node once the tree goes (handles hold the tree), so dropping those
        // links first leaves the array as each node's only owner: releasing it frees the nodes
        // one by one, in order, instead of each release cascading along a chain.
        for node in takeNodes() {
            node.releaseLinks()
        }
    }
}

extension Array {
    /// Empties the array, keeping its storage: one element at a time, from the back. For the
    /// few views a node's content or a layer has (most often none left, or one), this costs
    /// less than `removeAll(keepingCapacity:)`, which replaces a range in place.
    mutating func removeAllKeepingCapacity() {
        while !isEmpty {
            removeLast()
        }
    }
}
