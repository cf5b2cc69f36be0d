import Foundation

/// Adds space to the safe area of the modified view on some of its edges: its content keeps
/// clear of it, while backgrounds and scroll views that extend into the safe area cover it.
public struct _SafeAreaPaddingModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let edges: Edge.Set
    let insets: EdgeInsets?

    /// Pads the safe area on `edges` by the matching `insets`, or by the system default when
    /// `insets` is nil.
    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }
}

extension View {
    /// Pads this view's safe area on `edges` by `length`, or by the system default when
    /// `length` is nil.
    ///
    /// ```swift
    /// ScrollView { rows }.safeAreaPadding(.horizontal, 20)
    /// ```
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: edges, insets: length.map { EdgeInsets(edges, $0) }))
    }

    /// Pads this view's safe area on every edge by `length`.
    public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Pads this view's safe area on each edge by its inset.
    public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(edges: .all, insets: insets))
    }
}
