import Foundation

/// Draws the modified view through a projective transform, without changing its layout.
public struct _ProjectionEffect: ViewModifier, Equatable {
    /// Primitive modifier: recorded (ViewTree draws nothing).
    public typealias Body = Never

    let transform: ProjectionTransform

    /// Draws the view through `transform`.
    public init(transform: ProjectionTransform) {
        self.transform = transform
    }
}

/// Draws the modified view through an affine transform, without changing its layout.
public struct _TransformEffect: ViewModifier, Equatable {
    /// Primitive modifier: recorded (ViewTree draws nothing).
    public typealias Body = Never

    let transform: CGAffineTransform

    /// Draws the view through `transform`.
    public init(transform: CGAffineTransform) {
        self.transform = transform
    }
}

extension View {
    /// Draws this view through the projective transform `transform`.
    public consuming func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws this view through the affine transform `transform`.
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
