/// A color, gradient or other style used to fill shapes and draw text.
public protocol ShapeStyle {}

/// The foreground style of the environment: what `fill()` uses when given no style.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// The current foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style of the environment: what `background(ignoresSafeAreaEdges:)` fills
/// with.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    /// The current background style.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let storage: any ShapeStyle

    /// Erases the type of `style`; an erased style is not erased again.
    public init<S: ShapeStyle>(_ style: S) {
        storage = (style as? AnyShapeStyle)?.storage ?? style
    }
}

/// The tint of the environment: what `.tint(_:)` sets, else the accent color.
///
/// ```swift
/// Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The current tint.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: what `.tint(_:)` sets, else the accent color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
