import Foundation

/// Where a scroll would come to rest, as a behavior adjusts it.
public struct ScrollTarget: Hashable, Sendable {
    /// The rectangle to bring into view.
    public var rect: CGRect
    /// Where in the visible area the rectangle aligns; nil: as little scrolling as needed.
    public var anchor: UnitPoint?

    /// A target at `rect`, aligned by `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows of the scroll it adjusts.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target before any behavior adjusted it.
    public let originalTarget: ScrollTarget
    /// The size of the scrolled content.
    public let contentSize: CGSize
    /// The size of the scroll view.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set

    /// A context for a scroll to `originalTarget`.
    public init(originalTarget: ScrollTarget, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set) {
        self.originalTarget = originalTarget
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
    }
}

/// How a scroll view chooses where a scroll comes to rest: `.scrollTargetBehavior(.paging)`.
///
/// There is no screen and no gesture to scroll with: the behavior set is kept for tests to read
/// (`scrollTargetBehavior()`), and `updateTarget(_:context:)` runs only when a test calls it.
public protocol ScrollTargetBehavior {
    /// Adjusts `target`, where a scroll would come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// Comes to rest on a page: a multiple of the container's size along the scrolled axes.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    /// Paging.
    public init() {}

    /// Rounds the target's origin to the nearest page along the scroll view's axes.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let page = context.containerSize
        if context.axes.contains(.horizontal), page.width > 0 {
            target.rect.origin.x = (target.rect.origin.x / page.width).rounded() * page.width
        }
        if context.axes.contains(.vertical), page.height > 0 {
            target.rect.origin.y = (target.rect.origin.y / page.height).rounded() * page.height
        }
    }
}

/// Comes to rest aligned to a view of the layout marked `.scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    /// How many views one scroll may pass.
    public struct LimitBehavior: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// As the platform decides.
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view per scroll.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
        /// A few views per scroll.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Exactly one view per scroll.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")

        /// The limit as written in source: `.alwaysByOne`.
        public var description: String { ".\(name)" }
    }

    /// How many views one scroll may pass.
    public let limitBehavior: LimitBehavior

    /// Aligned to views, with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Leaves the target as it is: which view is nearest needs a layout, which ViewTree does
    /// not compute.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Paging: `.scrollTargetBehavior(.paging)`.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned to views: `.scrollTargetBehavior(.viewAligned)`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Aligned to views, passing as many as `limitBehavior` allows per scroll.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

// MARK: - Modifiers

/// Sets where the scrolls of the scroll views in the modified view come to rest.
public struct _ScrollTargetBehaviorModifier<Behavior: ScrollTargetBehavior>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let behavior: Behavior

    /// Scrolls with `behavior`.
    public init(behavior: Behavior) {
        self.behavior = behavior
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.scrollSettings.targetBehavior = behavior
    }
}

/// Marks the modified layout as the one whose views `.viewAligned` scrolling aligns to.
public struct _ScrollTargetLayoutModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let isEnabled: Bool

    /// Marks the layout when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}

extension View {
    /// Sets where the scrolls of the scroll views in this view come to rest: `.paging`,
    /// `.viewAligned`, or a behavior of your own.
    public consuming func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(_ScrollTargetBehaviorModifier(behavior: behavior))
    }

    /// Marks this layout (a `LazyHStack`, a `VStack`) as the one whose views `.viewAligned`
    /// scrolling and `.scrollPosition(id:)` refer to.
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
