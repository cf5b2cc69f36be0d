import Foundation

extension View {
    /// Draws a border of `width` inside the edges of this view, with `content`: an overlay of a
    /// `Rectangle` stroked along its border, as in SwiftUI.
    public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
