import Foundation

/// Gives the modified view its ideal size on some axes.
public struct _FixedSizeLayout: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let horizontal: Bool
    let vertical: Bool

    /// Fixes the view's size on the axes that are true.
    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Constrains the modified view to an aspect ratio.
public struct _AspectRatioLayout: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    /// Keeps the view at `aspectRatio` (width over height; nil: its own), fitting or filling.
    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }
}

/// Sets the priority of the modified view when its parent shares out space.
public struct _LayoutPriorityModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let value: Double

    /// A layout priority of `value` (0 by default).
    public init(value: Double) {
        self.value = value
    }
}

/// Sets the order in which the modified view is drawn among its overlapping siblings.
public struct _ZIndexModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let value: Double

    /// A z-index of `value` (0 by default): higher ones are drawn in front.
    public init(value: Double) {
        self.value = value
    }
}

extension View {
    /// Gives this view its ideal size in both directions.
    public consuming func fixedSize() -> some View {
        modifier(_FixedSizeLayout(horizontal: true, vertical: true))
    }

    /// Gives this view its ideal size in the directions that are true.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Keeps this view at `aspectRatio` (width over height; nil: its own), fitting or filling
    /// the space it is given.
    public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Keeps this view at the aspect ratio of `aspectRatio`, fitting or filling.
    public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public consuming func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public consuming func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }

    /// Gives this view a share of space before its siblings of lower priority.
    public consuming func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(value: value))
    }

    /// Draws this view in front of siblings with a lower `value`, behind higher ones.
    public consuming func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(value: value))
    }
}
