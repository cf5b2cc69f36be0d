import Foundation

/// Places a view along an edge of the modified view, shrinking its safe area by the view's size.
public struct _InsetViewModifier<Content: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let content: Content
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let regions: SafeAreaRegions

    /// Places `content` on `edge`, aligned along it by `alignment`, `spacing` away from the view,
    /// insetting the safe area `regions` (`safeAreaInset` insets the container's).
    public init(
        content: Content, edge: Edge, alignment: Alignment, spacing: CGFloat?, regions: SafeAreaRegions = .container
    ) {
        self.content = content
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.regions = regions
    }
}

extension _InsetViewModifier: LayerModifier {
    var layerContent: Any? { content }
}

/// Extends the modified view into the safe area of its edges.
public struct _SafeAreaRegionsIgnoringLayout: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let regions: SafeAreaRegions
    let edges: Edge.Set

    /// Ignores `regions` of the safe area on `edges`.
    public init(regions: SafeAreaRegions, edges: Edge.Set) {
        self.regions = regions
        self.edges = edges
    }
}

/// Extends the modified view into the safe area of its edges: the deprecated
/// `edgesIgnoringSafeArea(_:)`.
public struct _SafeAreaIgnoringLayout: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let edges: Edge.Set

    /// Ignores the safe area on `edges`.
    public init(edges: Edge.Set) {
        self.edges = edges
    }
}

extension View {
    /// Extends this view into the safe area on `edges`.
    @available(*, deprecated, message: "use ignoresSafeArea(_:edges:)")
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(edges: edges))
    }

    /// Shows the views `content` builds on the top or bottom edge of this view, which keeps its
    /// content clear of them.
    public consuming func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _InsetViewModifier(
                content: content(), edge: edge == .top ? .top : .bottom,
                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing))
    }

    /// Shows the views `content` builds on the leading or trailing edge of this view, which
    /// keeps its content clear of them.
    public consuming func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _InsetViewModifier(
                content: content(), edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing))
    }

    /// Extends this view into the safe area `regions` on `edges`.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }
}
