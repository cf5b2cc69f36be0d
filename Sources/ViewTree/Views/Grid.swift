import Foundation

/// A container that lays out its rows (`GridRow`s) in a two-dimensional table, sizing each
/// column to its widest cell.
///
/// ```swift
/// Grid(horizontalSpacing: 12, verticalSpacing: 2) {
///     GridRow {
///         Text("Paw size")
///         Text("Large")
///     }
///     Text("A note across the whole grid")
/// }
/// ```
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows `content` builds; a view that is not a `GridRow` spans the grid.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Primitive view: `Grid` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// One row of a `Grid`: each of its views is a cell.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds; `alignment` overrides the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive view: `GridRow` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Grid: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension GridRow: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
