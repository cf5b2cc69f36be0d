import Foundation

/// Makes the rows of a `ForEach` in a `List` deletable: the user swipes a row away, or deletes
/// it in edit mode, and `action` receives the offsets of the deleted elements.
public struct _OnDeleteModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the rows cannot be deleted.
    let action: _EditingAction<IndexSet>?

    /// Runs `action` with the offsets of the rows deleted.
    public init(action: ((IndexSet) -> Void)?) {
        self.action = action.map(_EditingAction.init)
    }
}

/// Makes the rows of a `ForEach` in a `List` movable: `action` receives the offsets of the
/// moved elements and the offset they move to, as `Array.move(fromOffsets:toOffset:)` takes.
public struct _OnMoveModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the rows cannot be moved.
    let action: _EditingAction<(IndexSet, Int)>?

    /// Runs `action` with the offsets of the rows moved and their destination.
    public init(action: ((IndexSet, Int) -> Void)?) {
        self.action = action.map { action in _EditingAction { action($0.0, $0.1) } }
    }
}

/// Lets a `ForEach` in a `List` take in items dropped or pasted between its rows: `action`
/// receives the offset to insert at and the items' providers.
public struct _OnInsertModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// The types of items accepted.
    let types: [UTType]
    let action: _EditingAction<(Int, [NSItemProvider])>

    /// Runs `action` with the offset and the providers of items of `types` inserted.
    public init(types: [UTType], action: @escaping (Int, [NSItemProvider]) -> Void) {
        self.types = types
        self.action = _EditingAction { action($0.0, $0.1) }
    }
}

/// The action of a list editing modifier, boxed so that reflection reads it as it was made.
///
/// Swift keeps a closure with arguments stored in a non-generic struct (or in an optional) in
/// a form that `Mirror` and typed loads through a generic type misread: calling what they
/// return passes the arguments the wrong way. In a generic struct, a closure over the
/// struct's parameter is kept in the form those reads expect.
public struct _EditingAction<Input> {
    let perform: (Input) -> Void

    init(_ perform: @escaping (Input) -> Void) {
        self.perform = perform
    }
}

extension DynamicViewContent {
    /// Lets the user delete rows; `action` receives the offsets of the deleted elements.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_OnDeleteModifier(action: action))
    }

    /// Lets the user move rows; `action` receives the offsets of the moved elements and the
    /// offset they move to.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_OnMoveModifier(action: action))
    }

    /// Lets the user insert items of `supportedContentTypes` between the rows, by dropping or
    /// pasting them; `action` receives the offset to insert at and the items' providers.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { Text($0) }
    ///     .onInsert(of: [.plainText]) { offset, providers in ... }
    /// ```
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        modifier(_OnInsertModifier(types: supportedContentTypes, action: action))
    }
}
