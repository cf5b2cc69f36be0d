import Foundation

/// Effects on a view that do not change its layout, built from an `EmptyVisualEffect` in
/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)`:
///
/// ```swift
/// content.visualEffect { effect, proxy in
///     effect.offset(y: proxy.size.height / 10).opacity(0.8)
/// }
/// ```
///
/// Nothing is drawn here: the effect stands for the modifiers of the same names applied to
/// the view, which is how Inspector shows it (`visualEffect(size:)`, `scrollTransition(phase:)`).
public protocol VisualEffect: Sendable {}

/// The effect that does nothing: where a chain of effects starts.
public struct EmptyVisualEffect: VisualEffect, Hashable {
    /// The effect that does nothing.
    public init() {}
}

/// A chain of effects, in the order they were applied: what `VisualEffect`'s methods return.
public struct _VisualEffectChain: VisualEffect, Hashable {
    /// One effect of a chain: a modifier of the same name.
    enum Step: Hashable, Sendable {
        case offset(CGSize)
        case opacity(Double)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case blur(radius: CGFloat, opaque: Bool)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
    }

    let steps: [Step]
}

extension VisualEffect {
    private func appending(_ step: _VisualEffectChain.Step) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? _VisualEffectChain)?.steps ?? []) + [step])
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain { appending(.offset(offset)) }
    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { appending(.offset(CGSize(width: x, height: y))) }
    /// Makes the view `opacity` opaque.
    public func opacity(_ opacity: Double) -> _VisualEffectChain { appending(.opacity(opacity)) }
    /// Scales the view by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        appending(.scale(scale, anchor: anchor))
    }
    /// Scales the view by `scale` on both axes around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        appending(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// Scales the view by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        appending(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Rotates the view by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        appending(.rotation(angle, anchor: anchor))
    }
    /// Blurs the view by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain {
        appending(.blur(radius: radius, opaque: opaque))
    }
    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> _VisualEffectChain { appending(.brightness(amount)) }
    /// Sets the view's contrast to `amount`.
    public func contrast(_ amount: Double) -> _VisualEffectChain { appending(.contrast(amount)) }
    /// Sets the view's saturation to `amount`.
    public func saturation(_ amount: Double) -> _VisualEffectChain { appending(.saturation(amount)) }
    /// Removes `amount` of the view's color.
    public func grayscale(_ amount: Double) -> _VisualEffectChain { appending(.grayscale(amount)) }
    /// Turns the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { appending(.hueRotation(angle)) }
}

extension VisualEffect {
    /// `view` with this effect's modifiers applied, in the order they were chained: how the
    /// effect is shown to a test.
    package func applied(to view: any View) -> any View {
        guard let chain = self as? _VisualEffectChain else { return view }
        return chain.steps.reduce(view) { view, step in step.applied(to: view) }
    }
}

extension _VisualEffectChain.Step {
    func applied(to view: any View) -> any View {
        switch self {
        case let .offset(offset): view.offset(offset)
        case let .opacity(opacity): view.opacity(opacity)
        case let .scale(scale, anchor): view.scaleEffect(scale, anchor: anchor)
        case let .rotation(angle, anchor): view.rotationEffect(angle, anchor: anchor)
        case let .blur(radius, opaque): view.blur(radius: radius, opaque: opaque)
        case let .brightness(amount): view.brightness(amount)
        case let .contrast(amount): view.contrast(amount)
        case let .saturation(amount): view.saturation(amount)
        case let .grayscale(amount): view.grayscale(amount)
        case let .hueRotation(angle): view.hueRotation(angle)
        }
    }
}
