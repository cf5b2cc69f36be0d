/// A container that shows rows of data in a single column, optionally selectable.
///
/// ```swift
/// List {
///     Text("Inbox")
///     Text("Sent")
/// }
/// List(messages) { message in MessageRow(message: message) }
/// List(names, id: \.self, selection: $selected) { Text($0) }
/// ```
///
/// A list built from data holds a `ForEach` of its rows: `list().forEach(0)` reaches it, and
/// `.onDelete` / `.onMove` on a `ForEach` in a list make its rows deletable and movable.
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// The selection of a list that selects one row at a time.
    let singleSelection: Binding<SelectionValue?>?
    /// The selection of a list that selects several rows.
    let multipleSelection: Binding<Set<SelectionValue>>?
    let content: Content

    init(
        singleSelection: Binding<SelectionValue?>?, multipleSelection: Binding<Set<SelectionValue>>?, content: Content
    ) {
        self.singleSelection = singleSelection
        self.multipleSelection = multipleSelection
        self.content = content
    }

    /// A list of the rows `content` builds, where several rows can be selected; the rows'
    /// `tag`s (or, for rows a `ForEach` builds, their ids) are the selection values.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(singleSelection: nil, multipleSelection: selection, content: content())
    }

    /// A list of the rows `content` builds, where one row at a time can be selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(singleSelection: selection, multipleSelection: nil, content: content())
    }

    /// A list with a row for each element of `data`, where several rows can be selected.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, RowContent: View {
        self.init(singleSelection: nil, multipleSelection: selection, content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each element of `data`, where one row at a time can be selected.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, RowContent: View {
        self.init(singleSelection: selection, multipleSelection: nil, content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each element of `data`, identified by `id`, where several rows
    /// can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, RowContent: View {
        self.init(singleSelection: nil, multipleSelection: selection, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each element of `data`, identified by `id`, where one row at a
    /// time can be selected.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, RowContent: View {
        self.init(singleSelection: selection, multipleSelection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each number of a constant range, where several rows can be
    /// selected.
    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(singleSelection: nil, multipleSelection: selection, content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each number of a constant range, where one row at a time can be
    /// selected.
    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(singleSelection: selection, multipleSelection: nil, content: ForEach(data, content: rowContent))
    }

    /// Primitive view: `List` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.init(singleSelection: nil, multipleSelection: nil, content: content())
    }

    /// A list with a row for each element of `data`.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, RowContent: View {
        self.init(singleSelection: nil, multipleSelection: nil, content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each element of `data`, identified by `id`.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, RowContent: View {
        self.init(singleSelection: nil, multipleSelection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each number of a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(singleSelection: nil, multipleSelection: nil, content: ForEach(data, content: rowContent))
    }
}

extension List: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
