import ViewTree

// ViewInspector's labelled `find` forms, each a `SearchQuery` run by `find(_:)`.
extension InspectableView {
    /// The first `Text` showing `text`: `find(text: "Save")`.
    public func find(text: String) throws -> InspectableView<ViewType.Text> {
        try find(.text(text))
    }

    /// The first `Text` whose string matches: `find(text: .substring("items"))`,
    /// `find(text: .exact("save", options: .caseInsensitive))`, `find(text: .regex(/\d+ items/))`.
    public func find(text match: TextMatch) throws -> InspectableView<ViewType.Text> {
        try find(.text(match))
    }

    /// The first `Button` whose label contains a `Text` showing `title`: `find(button: "Save")`.
    public func find(button title: String) throws -> InspectableView<ViewType.Button> {
        try find(.button(title))
    }

    /// The first `Button` whose label contains a `Text` whose string matches:
    /// `find(button: .substring("Save", options: .caseInsensitive))`.
    public func find(button match: TextMatch) throws -> InspectableView<ViewType.Button> {
        try find(.button(match))
    }

    /// The first view identified with `.id(id)`. Equivalent to
    /// `find(where: { try $0.id() == id })`.
    public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.id(id))
    }

    /// The first view tagged with `.tag(tag)`.
    public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.tag(tag))
    }

    /// The first view whose accessibility label is `label`.
    public func find(viewWithAccessibilityLabel label: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.accessibilityLabel(label))
    }

    /// The first view whose accessibility label matches:
    /// `find(viewWithAccessibilityLabel: .substring("Add"))`.
    public func find(viewWithAccessibilityLabel match: TextMatch) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.accessibilityLabel(match))
    }

    /// The first view whose accessibility identifier is `identifier`.
    public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.accessibilityIdentifier(identifier))
    }

    /// The view of your type `V` around the first `Text` showing `string`:
    /// `find(TableViewCell.self, containing: "Cell's title")`.
    public func find<V: ViewTree.View>(_ viewType: V.Type, containing string: String) throws -> InspectableView<ViewType.View<V>> {
        try find(.view(V.self, containing: string))
    }

    /// The view of your type `V` around the first `Text` whose string matches:
    /// `find(TableViewCell.self, containing: .substring("title"))`.
    public func find<V: ViewTree.View>(_ viewType: V.Type, containing match: TextMatch) throws -> InspectableView<ViewType.View<V>> {
        try find(.view(V.self, containing: match))
    }

    /// The view of kind `T` around the first `Text` showing `string`:
    /// `find(ViewType.HStack.self, containing: "Title")`.
    public func find<T: KnownViewType>(_ viewType: T.Type, containing string: String) throws -> InspectableView<T> {
        try find(.kind(T.self, containing: string))
    }

    /// The view of kind `T` around the first `Text` whose string matches:
    /// `find(ViewType.HStack.self, containing: .exact("title", options: .caseInsensitive))`.
    ///
    /// Texts are searched first, level by level; the result is the nearest view of the kind
    /// around the first text that has one, within the view the search started from.
    public func find<T: KnownViewType>(_ viewType: T.Type, containing match: TextMatch) throws -> InspectableView<T> {
        try find(.kind(T.self, containing: match))
    }
}
