import Foundation

/// A grid that grows vertically, in the columns `columns` describes, creating its items only
/// as they scroll into view.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { Thumbnail(photo: $0) }
/// }
/// ```
///
/// Inspector and the runtime create every item: there is no screen to scroll.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of the views `content` builds, laid out in `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive view: `LazyVGrid` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A grid that grows horizontally, in the rows `rows` describes, creating its items only as
/// they scroll into view.
///
/// Inspector and the runtime create every item: there is no screen to scroll.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of the views `content` builds, laid out in `rows`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Primitive view: `LazyHGrid` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// One row or column of a lazy grid: its size, the spacing after it and how its items are
/// aligned.
///
/// ```swift
/// [GridItem(.fixed(100)), GridItem(.flexible(minimum: 40)), GridItem(.adaptive(minimum: 80), spacing: 4)]
/// ```
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
    /// How big a row or column is.
    public enum Size: Hashable, Sendable, CustomStringConvertible {
        /// Exactly this size.
        case fixed(CGFloat)
        /// As much as is available, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` and at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

        /// The size as written in source: `.fixed(100)`, `.flexible(minimum: 10, maximum: .infinity)`.
        public var description: String {
            switch self {
            case let .fixed(size): ".fixed(\(Self.number(size)))"
            case let .flexible(minimum, maximum):
                ".flexible(minimum: \(Self.number(minimum)), maximum: \(Self.number(maximum)))"
            case let .adaptive(minimum, maximum):
                ".adaptive(minimum: \(Self.number(minimum)), maximum: \(Self.number(maximum)))"
            }
        }

        private static func number(_ value: CGFloat) -> String {
            if value == .infinity { return ".infinity" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
    }

    /// The size of the row or column.
    public var size: Size
    /// The spacing to the next row or column; nil for the default.
    public var spacing: CGFloat?
    /// How items are aligned in it; nil for the grid's alignment.
    public var alignment: Alignment?

    /// A row or column of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The item as written in source: `GridItem(.fixed(100), spacing: 4)`.
    public var description: String {
        var arguments = [size.description]
        if let spacing { arguments.append("spacing: \(spacing)") }
        if let alignment { arguments.append("alignment: \(alignment)") }
        return "GridItem(" + arguments.joined(separator: ", ") + ")"
    }
}

extension LazyVGrid: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension LazyHGrid: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
