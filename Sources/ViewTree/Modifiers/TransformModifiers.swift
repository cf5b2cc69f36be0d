import Foundation

/// Moves the modified view when drawn, without changing its layout.
public struct _OffsetEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let offset: CGSize

    /// Moves the view by `offset`.
    public init(offset: CGSize) {
        self.offset = offset
    }
}

/// Places the center of the modified view at a point of its parent.
public struct _PositionLayout: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let position: CGPoint

    /// Centers the view on `position`.
    public init(position: CGPoint) {
        self.position = position
    }
}

/// Rotates the modified view when drawn.
public struct _RotationEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let angle: Angle
    let anchor: UnitPoint

    /// Rotates the view by `angle` around `anchor`.
    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }
}

/// Rotates the modified view in three dimensions when drawn.
public struct _Rotation3DEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat

    /// Rotates the view by `angle` about `axis` through `anchor` at depth `anchorZ`, seen with `perspective`.
    public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// Equal when every parameter is.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }
}

/// Scales the modified view when drawn.
public struct _ScaleEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let scale: CGSize
    let anchor: UnitPoint

    /// Scales the view by `scale` around `anchor`.
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

extension View {
    /// Moves this view by `offset` when drawn.
    public consuming func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves this view by `(x, y)` when drawn.
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centers this view on `position` in its parent's coordinates.
    public consuming func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Centers this view on `(x, y)` in its parent's coordinates.
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Rotates this view by `angle` around `anchor` when drawn.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Rotates this view by `angle` about `axis` in three dimensions when drawn: `anchor` and
    /// `anchorZ` place the axis, `perspective` sets the vanishing point's strength.
    public consuming func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Scales this view by `scale` (width and height factors) around `anchor` when drawn.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales this view by `s` in both directions around `anchor` when drawn.
    public consuming func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view by `x` horizontally and `y` vertically around `anchor` when drawn.
    public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
