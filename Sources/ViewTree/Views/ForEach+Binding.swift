/// `ForEach` over a binding to a collection: each element's content gets a binding to that
/// element, so rows can edit the data they show.
///
/// ```swift
/// struct TodoList: View {
///     @State var todos: [Todo]
///     var body: some View {
///         ForEach($todos) { $todo in
///             Button(todo.title) { todo.isDone.toggle() }
///         }
///     }
/// }
/// ```
///
/// The elements are the collection's indices, each paired with the element's identity, so
/// rows keep their state when elements move, as with a plain `ForEach`.
extension ForEach where Content: View {
    /// Content for each element of a bound collection of `Identifiable` values, identified by
    /// `id`; the content gets a binding to its element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \C.Element.id, content: content)
    }

    /// Content for each element of a bound collection, identified by the key path `id`; the
    /// content gets a binding to its element.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(data: elements, idKeyPath: \(C.Index, ID).1) { element in content(data[element.0]) }
    }
}
