/// `List` over a binding to a collection, identified by a key path: each row gets a binding to
/// its element, as with `ForEach($items, id:)`.
///
/// ```swift
/// List($tags, id: \.self) { $tag in
///     TextField("Tag", text: $tag)
/// }
/// ```
///
/// `List($todos) { $todo in … }` over `Identifiable` elements needs no initializer of its own: a
/// binding to a collection is a collection of bindings, each identified by its element's id.
extension List where SelectionValue == Never {
    /// A list with a row for each element of a bound collection, identified by `id`; each row
    /// gets a binding to its element.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable, RowContent: View
    {
        self.init(singleSelection: nil, multipleSelection: nil, content: ForEach(data, id: id, content: rowContent))
    }
}

extension List {
    /// A list with a row for each element of a bound collection, identified by `id`, where
    /// several rows can be selected; each row gets a binding to its element.
    ///
    /// ```swift
    /// List($tags, id: \.self, selection: $picked) { $tag in
    ///     TextField("Tag", text: $tag)
    /// }
    /// ```
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable, RowContent: View
    {
        self.init(singleSelection: nil, multipleSelection: selection, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each element of a bound collection, identified by `id`, where
    /// one row at a time can be selected; each row gets a binding to its element.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection,
        Data: RandomAccessCollection, Data.Index: Hashable, RowContent: View
    {
        self.init(singleSelection: selection, multipleSelection: nil, content: ForEach(data, id: id, content: rowContent))
    }
}
