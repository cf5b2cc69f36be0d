/// Presentations in a hosted hierarchy: their `onDismiss` runs whenever one goes away, however
/// its binding changed — a `dismiss()` (Inspector's, or the content's `@Environment(\.dismiss)`)
/// or app code setting `isPresented` to false or `item` to nil itself.
///
/// A presentation shown in a render pass places a node of its own, a *tracker*, at the
/// identity of its content and `.part("presentation")`, visited before its content. When a
/// later render no longer shows it, the tracker leaves with the other nodes that left, after
/// its content (disappearances run in reverse visit order): its disappearance action is the
/// presentation's `onDismiss`, so it runs once, after the content's `onDisappear`.
///
/// `dismiss()` runs `onDismiss` at once, as unhosted inspection needs it to. It writes its
/// binding inside `PresentationDismissal.isDismissing`: the views that write invalidates are
/// recorded, and a tracker leaving within one of them in the next render consumes the record
/// and does not run `onDismiss` a second time.
extension HostGraph {
    /// The step, after the content's identity, of a presentation's tracker.
    static var presentationTrackerStep: ViewIdentity.Step { .part("presentation") }

    /// Called for a presentation modifier at `identity` (its content's identity) when it is
    /// shown in this render pass: places its tracker.
    func trackPresentation(_ presentation: any PresentationModifier, at identity: ViewIdentity, placedBy owner: ViewIdentity?, callbackOwner: ViewIdentity?) {
        let tracker = node(at: identity.appending([Self.presentationTrackerStep]), placedBy: owner)
        tracker.isPresentationTracker = true
        if let onDismiss = presentation.onDismissAction {
            tracker.disappearActions.append((onDismiss, callbackOwner))
        }
    }

    /// Whether `tracker` leaves because of a `dismiss()` that already ran its `onDismiss`:
    /// consumes one of the dismissals recorded for a view it is within.
    func consumeHandledDismissal(for tracker: GraphNode) -> Bool {
        guard let index = handledDismissals.firstIndex(where: { tracker.identity.isWithin($0) }) else { return false }
        handledDismissals.remove(at: index)
        return true
    }
}

/// Marks binding writes made by a presentation's `dismiss()`, which runs `onDismiss` itself.
package enum PresentationDismissal {
    /// True while `dismiss()` writes its binding.
    @TaskLocal package static var isDismissing = false
}
