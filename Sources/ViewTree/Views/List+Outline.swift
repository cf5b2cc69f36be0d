extension List where SelectionValue == Never {
    /// A list of the elements of `data` and, below each, of its `children`, as an
    /// `OutlineGroup`: each element with children is a disclosure group of them.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, RowContent: View {
        self.init(
            singleSelection: nil, multipleSelection: nil,
            content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A list of the elements of `data` and, below each, of its `children`, identified by
    /// `id`, as an `OutlineGroup`.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent>, RowContent: View {
        self.init(
            singleSelection: nil, multipleSelection: nil,
            content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List {
    /// A list of the elements of `data` and of their `children`, where several rows can be
    /// selected: every element's id is a selection value, at any depth.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, RowContent: View {
        self.init(
            singleSelection: nil, multipleSelection: selection,
            content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A list of the elements of `data` and of their `children`, where one row at a time can
    /// be selected.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, RowContent: View {
        self.init(
            singleSelection: selection, multipleSelection: nil,
            content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A list of the elements of `data` and of their `children`, identified by `id`, where
    /// several rows can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent>, RowContent: View {
        self.init(
            singleSelection: nil, multipleSelection: selection,
            content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A list of the elements of `data` and of their `children`, identified by `id`, where one
    /// row at a time can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent>, RowContent: View {
        self.init(
            singleSelection: selection, multipleSelection: nil,
            content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
