/// Views with several content views are collections of anonymous handles:
/// `hStack.count`, `hStack[1].anyView()`, `hStack.map { try $0.text().string() }`.
///
/// An anonymous handle on what a call returns as the views a builder made — a label
/// (`labelView()`), an alert's `actions()`, a dialog's `message()` — is the collection of those
/// views, one or several, as in ViewInspector: `actions().count` is 1 for one button, and
/// `actions()[0]` and `actions().button(0)` are that button.
extension InspectableView: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where View: MultipleViewContent {
    /// An anonymous handle on one content view.
    public typealias Element = InspectableView<ViewType.ClassifiedView>
    /// Content views are numbered from zero, in source order.
    public typealias Index = Int
    /// The valid indices.
    public typealias Indices = Range<Int>
    /// Iterates over the content views.
    public typealias Iterator = IndexingIterator<InspectableView<View>>
    /// A range of content views.
    public typealias SubSequence = Slice<InspectableView<View>>

    /// Zero.
    public var startIndex: Int { 0 }

    /// The number of content views. A view whose content cannot be evaluated has none here;
    /// unwrapping a child reports the reason.
    public var endIndex: Int {
        (try? elementNodes(of: node()).count) ?? 0
    }

    /// The content view at `index`. An index out of range gives a handle that throws, on its
    /// first use, an error saying so.
    public subscript(index: Int) -> InspectableView<ViewType.ClassifiedView> {
        do {
            return try anonymousChild(at: index)
        } catch let error as InspectionError {
            return InspectableView<ViewType.ClassifiedView>(failure: error)
        } catch {
            return InspectableView<ViewType.ClassifiedView>(
                failure: InspectionError(.evaluationFailed(view: View.typePrefix, error: String(describing: error)), path: pathToRoot + "[\(index)]"))
        }
    }
}
