import Foundation

/// Shows or hides the separators of a list row, or of a list section.
public struct _ListSeparatorModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// True for `.listSectionSeparator`, false for `.listRowSeparator`.
    let isSection: Bool
    let visibility: Visibility
    let edges: VerticalEdge.Set

    /// Gives the separators at `edges` of a row (or a section, when `isSection`) `visibility`.
    public init(isSection: Bool, visibility: Visibility, edges: VerticalEdge.Set) {
        self.isSection = isSection
        self.visibility = visibility
        self.edges = edges
    }
}

/// Tints the separators of a list row, or of a list section.
public struct _ListSeparatorTintModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// True for `.listSectionSeparatorTint`, false for `.listRowSeparatorTint`.
    let isSection: Bool
    /// Nil: the default tint.
    let color: Color?
    let edges: VerticalEdge.Set

    /// Tints the separators at `edges` of a row (or a section, when `isSection`) with `color`.
    public init(isSection: Bool, color: Color?, edges: VerticalEdge.Set) {
        self.isSection = isSection
        self.color = color
        self.edges = edges
    }
}

/// The space between the sections of a list: `.listSectionSpacing(.compact)`.
public struct ListSectionSpacing: Hashable, Sendable, CustomStringConvertible {
    /// Nil for the named spacings.
    let length: CGFloat?
    private let name: String

    /// The platform's spacing.
    public static let `default` = ListSectionSpacing(length: nil, name: "default")
    /// A smaller spacing.
    public static let compact = ListSectionSpacing(length: nil, name: "compact")

    /// `length` points.
    public static func custom(_ length: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: length, name: "custom")
    }

    /// The spacing as written in source: `.compact`, `.custom(12.0)`.
    public var description: String { length.map { ".custom(\($0))" } ?? ".\(name)" }
}

private struct ListSpacingKey: EnvironmentKey {
    static var defaultValue: (row: CGFloat?, section: ListSectionSpacing) { (nil, .default) }
}

extension EnvironmentValues {
    /// The space between the rows of the lists here: the innermost `.listRowSpacing(_:)`; nil
    /// for the platform's.
    package var listRowSpacing: CGFloat? { self[ListSpacingKey.self].row }

    /// The space between the sections of the lists here: the innermost
    /// `.listSectionSpacing(_:)`, or `.default`.
    package var listSectionSpacing: ListSectionSpacing { self[ListSpacingKey.self].section }
}

/// Sets the space between the rows of the lists in the modified view.
public struct _ListRowSpacingModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the platform's spacing.
    let spacing: CGFloat?

    /// Spaces rows by `spacing`.
    public init(spacing: CGFloat?) {
        self.spacing = spacing
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment[ListSpacingKey.self].row = spacing
    }
}

/// Sets the space between the sections of the lists in the modified view.
public struct _ListSectionSpacingModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let spacing: ListSectionSpacing

    /// Spaces sections by `spacing`.
    public init(spacing: ListSectionSpacing) {
        self.spacing = spacing
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment[ListSpacingKey.self].section = spacing
    }
}

extension View {
    /// Shows or hides this list row's separators at `edges`.
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListSeparatorModifier(isSection: false, visibility: visibility, edges: edges))
    }

    /// Tints this list row's separators at `edges`; nil keeps the default tint.
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListSeparatorTintModifier(isSection: false, color: color, edges: edges))
    }

    /// Shows or hides this list section's separators at `edges`.
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListSeparatorModifier(isSection: true, visibility: visibility, edges: edges))
    }

    /// Tints this list section's separators at `edges`; nil keeps the default tint.
    public consuming func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListSeparatorTintModifier(isSection: true, color: color, edges: edges))
    }

    /// Spaces the rows of the lists in this view by `spacing`; nil: the platform's spacing.
    public consuming func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(_ListRowSpacingModifier(spacing: spacing))
    }

    /// Spaces the sections of the lists in this view by `spacing`.
    public consuming func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(_ListSectionSpacingModifier(spacing: spacing))
    }

    /// Spaces the sections of the lists in this view by `spacing` points.
    public consuming func listSectionSpacing(_ spacing: CGFloat) -> some View {
        modifier(_ListSectionSpacingModifier(spacing: .custom(spacing)))
    }
}
