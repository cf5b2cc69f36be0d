import ViewTree

/// A handle on one view of the inspected tree, typed by its kind.
///
/// Unwrap views with calls named after them, read their attributes, and interact with them:
///
/// ```swift
/// let hStack = try MyView().inspect().hStack()
/// let hi = try hStack.text(0).string()
/// let ok = try hStack.anyView(1).view(OtherView.self).text().string()
/// try hStack.button(2).tap()
/// ```
///
/// A handle keeps a link to its parent and the call that made it, so `pathToRoot` and error
/// messages always say where a view is.
public struct InspectableView<View: KnownViewType> {
    /// The node, or the failure the handle was made from. One reference rather than a
    /// `Result`: an error is a large value, and `findAll` makes handles by the thousand, all
    /// of them successes.
    private let stored: Stored

    private enum Stored {
        case node(InspectionNode)
        case failure(FailureBox)
    }
    /// Keeps every node of the inspection alive while the handle is.
    private let tree: InspectionTree?
    /// Whether an anonymous handle on a custom view unwraps the view's body when asked for
    /// another kind. Handles given to search conditions do not, so a condition such as
    /// `try $0.text().string() == "Ok"` matches the text, not every custom view around it.
    let looksThroughCustomViews: Bool
    /// Whether the handle re-types itself when unwrapped, as an anonymous handle does, though
    /// its type names a kind: the handle `inspect()` returns is typed by the inspected view
    /// (`InspectableView<ViewType.View<ContentView>>`, so that `actualView()` needs no type
    /// annotation), and still unwraps as the anonymous handle it stands for:
    /// `Text("a").inspect().text()`.
    let retypes: Bool
    /// Whether an anonymous handle on the one view a builder made for a part or an attribute
    /// (`labelView()`, an alert's `actions()`) is the collection of that view, as ViewInspector's
    /// is (see `elementNodes(of:)`): true for the handles those calls make, false for the
    /// handles search, `classify()` and `asInspectableView()` make on the same view, which
    /// index its own content.
    let groupsBuiltViews: Bool

    init(_ node: InspectionNode, looksThroughCustomViews: Bool = true, retypes: Bool = false, groupsBuiltViews: Bool = true) {
        stored = .node(node)
        tree = node.tree
        self.looksThroughCustomViews = looksThroughCustomViews
        self.retypes = retypes
        self.groupsBuiltViews = groupsBuiltViews
    }

    init(failure: InspectionError) {
        stored = .failure(FailureBox(failure))
        tree = nil
        looksThroughCustomViews = true
        retypes = false
        groupsBuiltViews = true
    }

    /// The node, or why there is none.
    var content: Result<InspectionNode, InspectionError> {
        switch stored {
        case let .node(node): .success(node)
        case let .failure(box): .failure(box.error)
        }
    }

    /// The node, or the error that made this handle (an out-of-range subscript).
    func node() throws -> InspectionNode {
        switch stored {
        case let .node(node): return node
        case let .failure(box): throw box.error
        }
    }

    /// The chain of inspection calls from the root to this view, written so that pasting it
    /// after `sut.inspect()` reaches this view again:
    /// `view(MyView.self).hStack().anyView(1).view(OtherView.self).text()`.
    public var pathToRoot: String {
        switch content {
        case let .success(node): node.pathToRoot
        case let .failure(error): error.path
        }
    }

    /// This view as an anonymous handle, to be unwrapped again with any call.
    public func classify() throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(try node(), groupsBuiltViews: false)
    }

    /// Runs `body` on this handle's node; an `InspectionError.Reason` it throws is reported at
    /// this view, followed by `call`.
    func reading<Result>(_ call: String, _ body: (InspectionNode) throws -> Result) throws -> Result {
        let node = try node()
        do {
            return try body(node)
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, at: node, appending: call)
        }
    }
}

extension InspectableView: CustomStringConvertible {
    /// The handle's kind and `pathToRoot`.
    public var description: String {
        "InspectableView<\(View.typePrefix)>(\(pathToRoot))"
    }
}

extension ViewTree.View {
    /// Starts inspecting this view.
    ///
    /// ```swift
    /// let value = try ContentView().inspect().text().string()
    /// ```
    ///
    /// No conformance is needed: every view, including your own, can be inspected. The handle
    /// is anonymous, as ViewInspector's is: `hStack()` on a custom view looks into its body,
    /// `text()` on a `Text` is the text itself.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        .root(of: self)
    }
}

extension ViewTree.View where Self: Inspectable {
    /// Starts inspecting this view, with a handle typed by the view, as ViewInspector's is for
    /// a view marked `Inspectable`: `try ContentView().inspect().actualView()` is a
    /// `ContentView`, with no type annotation. It unwraps as the anonymous handle does.
    public func inspect() throws -> InspectableView<ViewType.View<Self>> {
        .root(of: self)
    }
}

extension InspectableView {
    /// A handle on the root of a new inspection of `view`, which unwraps as an anonymous
    /// handle does whatever its type.
    static func root(of view: some ViewTree.View) -> InspectableView {
        HostedViewCleanup.install()
        let tree = InspectionTree()
        let root = InspectionNode.root(view, in: tree)
        // The handle takes ownership of the tree from the node; until then, `tree` must live.
        return withExtendedLifetime(tree) { InspectableView(root, retypes: true) }
    }
}

/// A failed handle's error, boxed: see `InspectableView.content`.
final class FailureBox: Sendable {
    let error: InspectionError
    init(_ error: InspectionError) { self.error = error }
}
