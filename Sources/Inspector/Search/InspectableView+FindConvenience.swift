import Foundation
import ViewTree

// ViewInspector's labelled `find` forms, each a `SearchQuery` run by `find(_:)`.
extension InspectableView {
    /// The first `Text` showing `text`: `find(text: "Save")`. Texts are read in `locale`:
    /// what formatted values and dates show depends on it (see `string(locale:)`).
    public func find(text: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Text> {
        try find(.text(text, locale: locale))
    }

    /// The first `Text` whose string, read in `locale`, matches: `find(text: .substring("items"))`,
    /// `find(text: .exact("save", options: .caseInsensitive))`, `find(text: .regex(/\d+ items/))`.
    public func find(text match: TextMatch, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Text> {
        try find(.text(match, locale: locale))
    }

    /// The first `Text` for which `condition`, given its string read in `locale` and its
    /// attributes, is true; a condition that throws does not match.
    ///
    /// ```swift
    /// let total = try sut.inspect().find(textWhere: { string, attributes in
    ///     try attributes.isBold() && string.hasPrefix("Total")
    /// })
    /// ```
    public func find(
        textWhere condition: (String, ViewType.Text.Attributes) throws -> Bool, locale: Locale = .testsDefault
    ) throws -> InspectableView<ViewType.Text> {
        try withoutActuallyEscaping(condition) { try find(.text(where: $0, locale: locale)) }
    }

    /// The first `Button` whose label contains a `Text` showing `title`, read in `locale`:
    /// `find(button: "Save")`.
    public func find(button title: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Button> {
        try find(.button(title, locale: locale))
    }

    /// The first `Button` whose label contains a `Text` whose string, read in `locale`, matches:
    /// `find(button: .substring("Save", options: .caseInsensitive))`.
    public func find(button match: TextMatch, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Button> {
        try find(.button(match, locale: locale))
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

    /// The view of your type `V` around the first `Text` showing `string`, read in `locale`:
    /// `find(TableViewCell.self, containing: "Cell's title")`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String, locale: Locale = .testsDefault
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(.view(V.self, containing: string, locale: locale))
    }

    /// The view of your type `V` around the first `Text` whose string, read in `locale`, matches:
    /// `find(TableViewCell.self, containing: .substring("title"))`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch, locale: Locale = .testsDefault
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(.view(V.self, containing: match, locale: locale))
    }

    /// The view of kind `T` around the first `Text` showing `string`, read in `locale`:
    /// `find(ViewType.HStack.self, containing: "Title")`.
    public func find<T: KnownViewType>(
        _ viewType: T.Type, containing string: String, locale: Locale = .testsDefault
    ) throws -> InspectableView<T> {
        try find(.kind(T.self, containing: string, locale: locale))
    }

    /// The view of kind `T` around the first `Text` whose string, read in `locale`, matches:
    /// `find(ViewType.HStack.self, containing: .exact("title", options: .caseInsensitive))`.
    ///
    /// Texts are searched first, level by level; the result is the nearest view of the kind
    /// around the first text that has one, within the view the search started from.
    public func find<T: KnownViewType>(
        _ viewType: T.Type, containing match: TextMatch, locale: Locale = .testsDefault
    ) throws -> InspectableView<T> {
        try find(.kind(T.self, containing: match, locale: locale))
    }
}
