import Foundation

/// A vertical stack that creates its rows only as they scroll into view.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
///         ForEach(items) { Row(item: $0) }
///     }
/// }
/// ```
///
/// Inspector and the runtime create every row: there is no screen to scroll.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Stacks the views `content` builds one above the other.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive view: `LazyVStack` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A horizontal stack that creates its columns only as they scroll into view.
///
/// Inspector and the runtime create every column: there is no screen to scroll.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Stacks the views `content` builds side by side.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive view: `LazyHStack` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Which parts of the sections in a lazy stack or grid stay pinned while the content scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt32

    /// Creates a set from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers stay pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers stay pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

extension LazyVStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension LazyHStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
