import Foundation

/// The rows of a `Table` built by a `@TableRowBuilder` block: `TableRow`s, `ForEach`es of
/// them and `DisclosureTableRow`s.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(owner)
///     ForEach(staff) { TableRow($0) }
/// }
/// ```
///
/// Only the row types here conform: a type of your own cannot list rows yet.
public protocol TableRowContent {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable
}

/// One row of a `Table` built with `rows:`: the row of `value`.
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The type of the row's value.
    public typealias TableRowValue = Value

    let value: Value

    /// The row of `value`.
    public init(_ value: Value) {
        self.value = value
    }
}

/// A row whose value has rows below it, shown while it is expanded.
///
/// ```swift
/// DisclosureTableRow(folder, isExpanded: $isOpen) {
///     ForEach(folder.files) { TableRow($0) }
/// }
/// ```
public struct DisclosureTableRow<Value: Identifiable, Content: TableRowContent>: TableRowContent
where Content.TableRowValue == Value {
    /// The type of the rows' values.
    public typealias TableRowValue = Value

    let value: Value
    /// Whether the rows below show; without a binding they do not (the row starts collapsed).
    let isExpanded: Binding<Bool>?
    let content: Content

    /// The row of `value`, with the rows `content` builds below it while `isExpanded` is true.
    public init(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: () -> Content) {
        self.value = value
        self.isExpanded = isExpanded
        self.content = content()
    }
}

/// Several rows built by one `@TableRowBuilder` block.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The type of the rows' values.
    public typealias TableRowValue = Value

    let value: T

    init(_ value: T) {
        self.value = value
    }
}

/// Rows that may be absent: an `if` without `else` in a `@TableRowBuilder` block.
public struct OptionalTableRowContent<Content: TableRowContent>: TableRowContent {
    /// The type of the rows' values.
    public typealias TableRowValue = Content.TableRowValue

    let content: Content?
}

/// One of two row contents: an `if`/`else` in a `@TableRowBuilder` block.
public struct ConditionalTableRowContent<TrueContent: TableRowContent, FalseContent: TableRowContent>: TableRowContent
where TrueContent.TableRowValue == FalseContent.TableRowValue {
    /// The type of the rows' values.
    public typealias TableRowValue = TrueContent.TableRowValue

    let content: Either

    enum Either {
        case first(TrueContent)
        case second(FalseContent)
    }
}

/// Builds the rows of a `Table`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// One row.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// One row content.
    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// Several row contents, in order.
    public static func buildBlock<each Content: TableRowContent>(
        _ content: repeat each Content
    ) -> TupleTableRowContent<Value, (repeat each Content)> {
        TupleTableRowContent((repeat each content))
    }

    /// Rows shown when a condition holds.
    public static func buildIf<Content: TableRowContent>(_ content: Content?) -> OptionalTableRowContent<Content>
    where Content.TableRowValue == Value {
        OptionalTableRowContent(content: content)
    }

    /// The rows of the first branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(
        first content: T
    ) -> ConditionalTableRowContent<T, F> {
        ConditionalTableRowContent(content: .first(content))
    }

    /// The rows of the second branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(
        second content: F
    ) -> ConditionalTableRowContent<T, F> {
        ConditionalTableRowContent(content: .second(content))
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of the rows' values.
    public typealias TableRowValue = Content.TableRowValue

    /// The row content `content` makes for each element of `data` (a closure, not a builder:
    /// `ForEach(people) { TableRow($0) }`).
    public init(_ data: Data, content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, idKeyPath: \Data.Element.id, content: content)
    }

    /// The row content `content` makes for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idKeyPath: id, content: content)
    }
}

// MARK: - The rows' values, in order

/// Row content that lists the values of its rows, in order: a disclosure row's children only
/// while it is expanded.
protocol TableRowListing {
    var rowValues: [Any] { get }
}

extension TableRow: TableRowListing {
    var rowValues: [Any] { [value] }
}

extension DisclosureTableRow: TableRowListing {
    var rowValues: [Any] {
        let below = isExpanded?.wrappedValue == true ? TableRows.values(of: content) : []
        return [value] + below
    }
}

extension TupleTableRowContent: TableRowListing {
    var rowValues: [Any] {
        let elements = Mirror(reflecting: value).children.map(\.value)
        let parts = elements.isEmpty ? [value as Any] : elements
        return parts.flatMap { ($0 as? any TableRowListing)?.rowValues ?? [] }
    }
}

extension OptionalTableRowContent: TableRowListing {
    var rowValues: [Any] { content.map(TableRows.values(of:)) ?? [] }
}

extension ConditionalTableRowContent: TableRowListing {
    var rowValues: [Any] {
        switch content {
        case let .first(rows): TableRows.values(of: rows)
        case let .second(rows): TableRows.values(of: rows)
        }
    }
}

extension ForEach: TableRowListing where Content: TableRowContent {
    var rowValues: [Any] { data.flatMap { TableRows.values(of: content($0)) } }
}

enum TableRows {
    /// The values of the rows `content` lists, in order.
    static func values(of content: Any) -> [Any] {
        (content as? any TableRowListing)?.rowValues ?? []
    }
}
