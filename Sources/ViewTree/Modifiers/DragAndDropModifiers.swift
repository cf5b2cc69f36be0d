import Foundation

/// Gives the modified view items to drag.
public struct _OnDragModifier: ViewModifier {
    /// Primitive modifier: there is no pointer; Inspector's `callOnDrag()` starts a drag.
    public typealias Body = Never

    /// Makes the items dragged.
    let data: DragData

    init(data: @escaping () -> NSItemProvider) {
        self.data = DragData(make: data)
    }
}

/// An `onDrag`'s closure, kept in a struct so that Inspector reads it exactly and calls it
/// natively (see `Callback`).
package struct DragData {
    /// Makes the items dragged.
    package let make: () -> NSItemProvider
}

/// What an `onDrop` takes and does, kept in a struct so that Inspector reads it exactly and
/// calls the closure natively.
package struct DropHandler {
    /// The types of items the view accepts.
    package let supportedTypes: [UTType]
    /// Set to true while a drag is over the view, false otherwise.
    package let isTargeted: Binding<Bool>?
    /// Takes the dropped items and where they were dropped; returns whether the drop succeeded.
    package let action: ([NSItemProvider], CGPoint) -> Bool
}

/// Takes items dropped on the modified view.
public struct _OnDropModifier: ViewModifier {
    /// Primitive modifier: there is no pointer; Inspector's `callOnDrop(_:at:)` drops items.
    public typealias Body = Never

    let handler: DropHandler

    init(handler: DropHandler) {
        self.handler = handler
    }
}

extension View {
    /// Lets a user drag this view: `data` makes the items dragged. There is no pointer here: a
    /// test starts a drag with Inspector's `callOnDrag()`.
    public consuming func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_OnDragModifier(data: data))
    }

    /// Lets a user drag this view, with `preview` shown under the pointer (not drawn here).
    public consuming func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(_OnDragModifier(data: data))
    }

    /// Takes the items of `supportedContentTypes` dropped on this view: `action` gets them and
    /// returns whether the drop succeeded; `isTargeted` is true while a drag is over the view.
    /// A test drops with Inspector's `callOnDrop(_:at:)`.
    public consuming func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        modifier(_OnDropModifier(handler: DropHandler(
            supportedTypes: supportedContentTypes, isTargeted: isTargeted, action: { providers, _ in action(providers) })))
    }

    /// Takes the items dropped on this view, with where they were dropped.
    public consuming func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(_OnDropModifier(handler: DropHandler(
            supportedTypes: supportedContentTypes, isTargeted: isTargeted, action: action)))
    }
}
