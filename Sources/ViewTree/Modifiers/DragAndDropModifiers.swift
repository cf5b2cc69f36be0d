import Foundation

/// Gives the modified view items to drag: `onDrag(_:)` and `draggable(_:)`.
public struct _OnDragModifier: ViewModifier {
    /// Primitive modifier: there is no pointer; Inspector's `callOnDrag()` starts a drag.
    public typealias Body = Never

    /// Makes the items dragged.
    let data: DragData

    init(data: DragData) {
        self.data = data
    }
}

/// An `onDrag`'s closure, or a `draggable`'s payload, kept in a struct so that Inspector reads
/// it exactly and calls it natively (see `Callback`).
package struct DragData {
    /// Makes the items dragged.
    package let make: () -> NSItemProvider
    /// A `draggable`'s payload, made when dragged; nil for an `onDrag`.
    package let payload: (() -> Any)?
    /// The payload's type; nil for an `onDrag`.
    package let payloadType: Any.Type?
}

/// What an `onDrop` or a `dropDestination` takes and does, kept in a struct so that Inspector
/// reads it exactly and calls the closure natively.
package struct DropHandler {
    /// The modifier, as written in source: `.onDrop`, `.dropDestination`.
    package let modifierName: String
    /// The types of items the view accepts.
    package let supportedTypes: [UTType]
    /// A `dropDestination`'s payload type; nil for an `onDrop`.
    package let payloadType: Any.Type?
    /// Told true while a drag is over the view, false otherwise; nil when nothing is told.
    package let setTargeted: ((Bool) -> Void)?
    /// Takes the dropped items and where they were dropped; returns whether the drop succeeded.
    package let action: ([NSItemProvider], CGPoint) -> Bool
}

/// Takes items dropped on the modified view: `onDrop` and `dropDestination`.
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
        modifier(_OnDragModifier(data: DragData(make: data, payload: nil, payloadType: nil)))
    }

    /// Lets a user drag this view, with `preview` shown under the pointer (not drawn here).
    public consuming func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        onDrag(data)
    }

    /// Lets a user drag `payload` out of this view, offered by its representations; it is
    /// made when the drag starts. A test drags with Inspector's `callDraggable(_:)` (the
    /// payload) or `callOnDrag()` (its item provider).
    public consuming func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_OnDragModifier(data: DragData(
            make: { NSItemProvider(payload()) }, payload: { payload() }, payloadType: T.self)))
    }

    /// Lets a user drag `payload` out of this view, with `preview` under the pointer (not
    /// drawn here).
    public consuming func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(_OnDragModifier(data: DragData(
            make: { NSItemProvider(payload()) }, payload: { payload() }, payloadType: T.self)))
    }

    /// Takes the items of `supportedContentTypes` dropped on this view: `action` gets them and
    /// returns whether the drop succeeded; `isTargeted` is true while a drag is over the view.
    /// A test drops with Inspector's `callOnDrop(_:at:)`.
    public consuming func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes the items dropped on this view, with where they were dropped.
    public consuming func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(_OnDropModifier(handler: DropHandler(
            modifierName: ".onDrop", supportedTypes: supportedContentTypes, payloadType: nil,
            setTargeted: isTargeted.map { binding in { binding.wrappedValue = $0 } }, action: action)))
    }

    /// Takes the items of `supportedContentTypes` dropped on this view through `delegate`,
    /// told of each step of the drop: `validateDrop`, `dropEntered`, `dropUpdated`, then
    /// `performDrop` (unless the proposal is `.cancel` or `.forbidden`), then `dropExited`.
    public consuming func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View {
        modifier(_OnDropModifier(handler: DropHandler(
            modifierName: ".onDrop", supportedTypes: supportedContentTypes, payloadType: nil, setTargeted: nil,
            action: { providers, location in delegate.drop(DropInfo(location: location, providers: providers)) })))
    }

    /// Takes values of `payloadType` dropped on this view: the items its representations
    /// import, converted. `action` gets them with where they were dropped and returns whether
    /// the drop succeeded; `isTargeted` is told true when a drag enters the view and false
    /// when it leaves. A test drops with Inspector's `callDropDestination(_:at:)`.
    public consuming func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(_OnDropModifier(handler: DropHandler(
            modifierName: ".dropDestination", supportedTypes: T.importedContentTypes, payloadType: T.self,
            setTargeted: isTargeted,
            action: { providers, location in action(providers.compactMap { try? $0.transferable(T.self) }, location) })))
    }
}
