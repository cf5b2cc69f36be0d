/// Places a view behind a list row.
public struct _ListRowBackgroundModifier<Background: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the row's default background.
    let background: Background?

    /// Places `background` behind the row.
    public init(background: Background?) {
        self.background = background
    }
}

/// Sets the insets of a list row's content.
public struct _ListRowInsetsModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the default insets.
    let insets: EdgeInsets?

    /// Insets the row's content by `insets`.
    public init(insets: EdgeInsets?) {
        self.insets = insets
    }
}

/// The tint of an item in a list: a color the list's style may or may not override, or the
/// standard gray.
public struct ListItemTint: Equatable, Sendable {
    /// Nil: the monochrome tint.
    let color: Color?
    let isFixed: Bool

    /// `tint`, which the system does not override.
    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint, isFixed: true)
    }

    /// `tint`, which the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint, isFixed: false)
    }

    /// The standard gray tint.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
}

/// Sets the tint of a list item.
public struct _ListItemTintModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the tint it inherits.
    let tint: ListItemTint?

    /// Tints the item with `tint`.
    public init(tint: ListItemTint?) {
        self.tint = tint
    }
}

extension _ListRowBackgroundModifier: LayerModifier {
    var layerContent: Any? { background }
}

extension View {
    /// Places `view` behind this view when it is a row of a list; nil keeps the default.
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// Insets this view by `insets` when it is a row of a list; nil keeps the default.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }

    /// Tints this view when it is an item of a list: `.listItemTint(.preferred(.red))`; nil
    /// keeps the tint it inherits.
    public consuming func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(_ListItemTintModifier(tint: tint))
    }

    /// Tints this view with a fixed color when it is an item of a list, as
    /// `.listItemTint(.fixed(tint))`; nil keeps the tint it inherits.
    public consuming func listItemTint(_ tint: Color?) -> some View {
        modifier(_ListItemTintModifier(tint: tint.map { ListItemTint.fixed($0) }))
    }
}
