import Foundation

/// Places a custom bar along an edge of the modified view (iOS 26): as `safeAreaInset`, the
/// view's safe area shrinks by the bar, and the scroll edge effect extends behind it.
public struct _SafeAreaBarModifier<Content: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let content: Content
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    /// Places `content` on `edge`, aligned along it by `alignment`, `spacing` away from the view.
    public init(content: Content, edge: Edge, alignment: Alignment, spacing: CGFloat?) {
        self.content = content
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension _SafeAreaBarModifier: LayerModifier {
    var layerContent: Any? { content }
}

extension View {
    /// Shows the bar `content` builds on the top or bottom edge of this view, which keeps its
    /// content clear of it.
    public consuming func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _SafeAreaBarModifier(
                content: content(), edge: edge == .top ? .top : .bottom,
                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing))
    }

    /// Shows the bar `content` builds on the leading or trailing edge of this view, which keeps
    /// its content clear of it.
    public consuming func safeAreaBar<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _SafeAreaBarModifier(
                content: content(), edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing))
    }
}
