/// A view of two or three columns: a sidebar, an optional content column, and a detail.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { … }             // sidebar
/// } detail: {
///     FolderDetail(folder: selected)
/// }
///
/// NavigationSplitView {
///     Sidebar()
/// } content: {
///     MessageList()
/// } detail: {
///     MessageDetail()
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    /// Whether the view was made with a content column (three columns).
    let hasContentColumn: Bool
    /// Which columns show, when the view was given a binding for it.
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    /// Which column is on top when the view collapses into one stack, when the view was given
    /// a binding for it.
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    init(
        sidebar: Sidebar, content: Content, detail: Detail, hasContentColumn: Bool,
        columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.hasContentColumn = hasContentColumn
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A three-column view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasContentColumn = true
        columnVisibility = nil
        preferredCompactColumn = nil
    }

    /// A three-column view whose visible columns are `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasContentColumn = true
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
    }

    /// A three-column view whose column on top, collapsed, is `preferredCompactColumn`.
    ///
    /// ```swift
    /// @State private var top = NavigationSplitViewColumn.detail
    ///
    /// NavigationSplitView(preferredCompactColumn: $top) {
    ///     Sidebar()
    /// } content: {
    ///     MessageList()
    /// } detail: {
    ///     MessageDetail()
    /// }
    /// ```
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true, columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column view whose visible columns are `columnVisibility` and whose column on
    /// top, collapsed, is `preferredCompactColumn`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }

    /// Primitive view: `NavigationSplitView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasContentColumn = false
        columnVisibility = nil
        preferredCompactColumn = nil
    }

    /// A two-column view whose visible columns are `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasContentColumn = false
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
    }

    /// A two-column view whose column on top, collapsed, is `preferredCompactColumn`.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false,
            columnVisibility: nil, preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column view whose visible columns are `columnVisibility` and whose column on top,
    /// collapsed, is `preferredCompactColumn`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }
}

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
    let name: String

    /// The columns the platform chooses.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns of a three-column view; sidebar and detail of two.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")

    /// The visibility as written in source: `.detailOnly`.
    public var description: String { "." + name }
}

/// A column of a `NavigationSplitView`: the one on top of the stack the view collapses into
/// on a narrow screen (`preferredCompactColumn:`).
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The content column of a three-column view.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail.
    public static let detail = NavigationSplitViewColumn(name: "detail")

    /// The column as written in source: `.detail`.
    public var description: String { "." + name }
}
