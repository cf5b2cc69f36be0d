/// A translucent blur behind a view, as a shape style: `.regularMaterial`, `.bar`.
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial)
/// ```
///
/// Nothing is blurred: a material is a value a test reads back, with `foregroundStyle(Material.self)`,
/// `fillShapeStyle(Material.self)` and the like, and compares with `==`.
public struct Material: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let thickness: Thickness

    enum Thickness: String, Hashable, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    /// The most translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A material more translucent than regular.
    public static let thin = Material(thickness: .thin)
    /// The regular material.
    public static let regular = Material(thickness: .regular)
    /// A material more opaque than regular.
    public static let thick = Material(thickness: .thick)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// The material of bars: toolbars, tab bars.
    public static let bar = Material(thickness: .bar)

    /// `.ultraThinMaterial`, `.bar`: the shape style's name.
    public var description: String {
        thickness == .bar ? ".bar" : ".\(thickness.rawValue)Material"
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than regular.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than regular.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}

/// A level of the foreground style: `.primary` for the main content, `.secondary` and below
/// for what matters less.
///
/// ```swift
/// Text("Updated yesterday").foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    /// The level: 0 for primary.
    let level: Int

    /// The main content's style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The style of content that matters less.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// `.primary` … `.quinary`.
    public var description: String {
        [".primary", ".secondary", ".tertiary", ".quaternary", ".quinary"][level]
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The main content's style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The style of content that matters less.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The style of selected content: `.selection`.
public struct SelectionShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The selection style.
    public init() {}
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The style of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
