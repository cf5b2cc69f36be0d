import Foundation

/// Whether a scroll view shows its scroll indicators: `.scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    private enum Value: Hashable, Sendable { case automatic, visible, hidden, never }
    private let value: Value

    /// As the platform decides.
    public static let automatic = ScrollIndicatorVisibility(value: .automatic)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(value: .visible)
    /// Hidden, though the platform may show them while scrolling.
    public static let hidden = ScrollIndicatorVisibility(value: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(value: .never)

    /// The visibility as written in source: `.hidden`.
    public var description: String { ".\(value)" }
}

/// Where content margins apply in a scroll view: `.contentMargins(16, for: .scrollContent)`.
public struct ContentMarginPlacement: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// Both to the content and to the scroll indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// To the scrolled content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// To the scroll indicators only.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")

    /// The placement as written in source: `.scrollContent`.
    public var description: String { ".\(name)" }
}

// MARK: - Environment

/// The content margins set around a place: per placement, per edge; nil for an edge given the
/// platform's default margin.
struct ContentMargins: Sendable {
    var edges: [ContentMarginPlacement: [Edge: CGFloat?]] = [:]
}

/// The scroll settings the scroll views at a place use.
struct ScrollSettings: @unchecked Sendable {
    var isScrollEnabled = true
    var horizontalIndicators = ScrollIndicatorVisibility.automatic
    var verticalIndicators = ScrollIndicatorVisibility.automatic
    var contentBackground = Visibility.automatic
    /// Unchecked: a behavior is a value set in a body and only read.
    var targetBehavior: (any ScrollTargetBehavior)?
    var margins = ContentMargins()
    var clipDisabled = false
    var defaultAnchor: UnitPoint?
}

private enum ScrollSettingsKey: EnvironmentKey {
    static let defaultValue = ScrollSettings()
}

extension EnvironmentValues {
    var scrollSettings: ScrollSettings {
        get { self[ScrollSettingsKey.self] }
        set { self[ScrollSettingsKey.self] = newValue }
    }

    /// Whether the scroll views here scroll: false under `.scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { scrollSettings.isScrollEnabled }
        set { scrollSettings.isScrollEnabled = newValue }
    }

    /// Whether the scroll views here show their horizontal indicator.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollSettings.horizontalIndicators }
        set { scrollSettings.horizontalIndicators = newValue }
    }

    /// Whether the scroll views here show their vertical indicator.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollSettings.verticalIndicators }
        set { scrollSettings.verticalIndicators = newValue }
    }

    /// Whether the scrollable views here (a `List`, a `Form`, a `TextEditor`) show their
    /// background: the innermost `.scrollContentBackground(_:)`, or `.automatic`.
    package var scrollContentBackground: Visibility { scrollSettings.contentBackground }

    /// The innermost `.scrollTargetBehavior(_:)` here, nil when none.
    package var scrollTargetBehavior: (any ScrollTargetBehavior)? { scrollSettings.targetBehavior }

    /// The margin at `edge` for `placement`: the innermost `.contentMargins` setting it for that
    /// placement, else the innermost for `.automatic`; `.some(nil)` when set to the platform's
    /// default, nil when none sets it.
    package func contentMargin(_ edge: Edge, for placement: ContentMarginPlacement) -> CGFloat?? {
        scrollSettings.margins.edges[placement]?[edge] ?? scrollSettings.margins.edges[.automatic]?[edge]
    }

    /// Whether the scroll views here draw outside their bounds: `.scrollClipDisabled()`.
    package var scrollClipDisabled: Bool { scrollSettings.clipDisabled }

    /// The innermost `.defaultScrollAnchor(_:)` here, nil when none.
    package var defaultScrollAnchor: UnitPoint? { scrollSettings.defaultAnchor }
}

// MARK: - Modifiers

/// Stops the scroll views in the modified view from scrolling.
public struct _ScrollDisabledModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let disabled: Bool

    /// Disables scrolling when `disabled`.
    public init(disabled: Bool) {
        self.disabled = disabled
    }

    package func apply(to environment: inout EnvironmentValues) {
        // As SwiftUI's: `.scrollDisabled(false)` does not enable what an ancestor disabled.
        if disabled { environment.isScrollEnabled = false }
    }
}

/// Shows or hides the scroll indicators of the scroll views in the modified view.
public struct _ScrollIndicatorsModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set

    /// Gives the indicators along `axes` `visibility`.
    public init(visibility: ScrollIndicatorVisibility, axes: Axis.Set) {
        self.visibility = visibility
        self.axes = axes
    }

    package func apply(to environment: inout EnvironmentValues) {
        if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
    }
}

/// Shows or hides the background of the scrollable views in the modified view.
public struct _ScrollContentBackgroundModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let visibility: Visibility

    /// Gives the background `visibility`.
    public init(visibility: Visibility) {
        self.visibility = visibility
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.scrollSettings.contentBackground = visibility
    }
}

/// Sets the margins of the scroll views in the modified view.
public struct _ContentMarginsModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let edges: Edge.Set
    /// Per edge; nil: the platform's default margin.
    let insets: EdgeInsets?
    let placement: ContentMarginPlacement

    /// Sets `edges` to their value in `insets` (nil: the platform's default) for `placement`.
    public init(edges: Edge.Set, insets: EdgeInsets?, placement: ContentMarginPlacement) {
        self.edges = edges
        self.insets = insets
        self.placement = placement
    }

    package func apply(to environment: inout EnvironmentValues) {
        var margins = environment.scrollSettings.margins.edges[placement] ?? [:]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            margins[edge] = .some(insets.map { insets in
                switch edge {
                case .top: insets.top
                case .leading: insets.leading
                case .bottom: insets.bottom
                case .trailing: insets.trailing
                }
            })
        }
        environment.scrollSettings.margins.edges[placement] = margins
    }
}

/// Lets the scroll views in the modified view draw outside their bounds.
public struct _ScrollClipDisabledModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let disabled: Bool

    /// Stops clipping when `disabled`.
    public init(disabled: Bool) {
        self.disabled = disabled
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.scrollSettings.clipDisabled = disabled
    }
}

/// Sets where the scroll views in the modified view start scrolled to.
public struct _DefaultScrollAnchorModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let anchor: UnitPoint?

    /// Starts scrolled to `anchor`; nil: the top leading corner.
    public init(anchor: UnitPoint?) {
        self.anchor = anchor
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.scrollSettings.defaultAnchor = anchor
    }
}

extension View {
    /// Stops the scroll views in this view from scrolling when `disabled`. Like SwiftUI's,
    /// `.scrollDisabled(false)` does not undo an ancestor's `.scrollDisabled(true)`.
    public consuming func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(_ScrollDisabledModifier(disabled: disabled))
    }

    /// Shows or hides the scroll indicators along `axes` of the scroll views in this view.
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }

    /// Shows or hides the background of the scrollable views in this view: `.hidden` lets a
    /// `List` or `Form` show what is behind it.
    public consuming func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(_ScrollContentBackgroundModifier(visibility: visibility))
    }

    /// Sets the margins of the scroll views in this view along `edges` to `insets`' values, for
    /// `placement`.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Sets the margins of the scroll views in this view along `edges` to `length`; nil: the
    /// platform's default.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(
            edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }, placement: placement))
    }

    /// Sets every margin of the scroll views in this view to `length`.
    public consuming func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(
            edges: .all, insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length), placement: placement))
    }

    /// Lets the scroll views in this view draw their content outside their bounds.
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(_ScrollClipDisabledModifier(disabled: disabled))
    }

    /// Sets where the scroll views in this view start scrolled to: `.bottom` for a chat.
    public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_DefaultScrollAnchorModifier(anchor: anchor))
    }
}
