import Foundation

/// Clips the modified view to a shape: `clipShape(_:style:)`, `cornerRadius(_:antialiased:)`
/// (a rounded rectangle) and `clipped(antialiased:)` (its bounds).
public struct _ClipEffect<ClipShape: Shape>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let shape: ClipShape
    let style: FillStyle

    /// Clips the view to `shape`, filled with `style`.
    public init(shape: ClipShape, style: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
    }
}

extension View {
    /// Clips this view to `shape`.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips this view to a rounded rectangle with corners of `radius`.
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ClipEffect(shape: RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased)))
    }

    /// Clips this view to its bounds.
    public consuming func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClipEffect(shape: Rectangle(), style: FillStyle(antialiased: antialiased)))
    }
}
