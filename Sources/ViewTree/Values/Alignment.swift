/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Aligns the leading edges.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Aligns the centers.
    public static let center = HorizontalAlignment(name: "center")
    /// Aligns the trailing edges.
    public static let trailing = HorizontalAlignment(name: "trailing")
    /// Aligns the leading edges of the last text lines.
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")

    /// The alignment's name, as written in source.
    public var description: String { "." + name }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Aligns the top edges.
    public static let top = VerticalAlignment(name: "top")
    /// Aligns the centers.
    public static let center = VerticalAlignment(name: "center")
    /// Aligns the bottom edges.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// Aligns the first text baselines.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    /// Aligns the last text baselines.
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")

    /// The alignment's name, as written in source.
    public var description: String { "." + name }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var horizontal: HorizontalAlignment
    /// The vertical component.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The alignment as written in source, for example `.topLeading`.
    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): ".center"
        case (.leading, .center): ".leading"
        case (.trailing, .center): ".trailing"
        case (.center, .top): ".top"
        case (.center, .bottom): ".bottom"
        case (.leading, .top): ".topLeading"
        case (.trailing, .top): ".topTrailing"
        case (.leading, .bottom): ".bottomLeading"
        case (.trailing, .bottom): ".bottomTrailing"
        default: "Alignment(horizontal: \(horizontal), vertical: \(vertical))"
        }
    }
}

/// A normalized point in a view's coordinate space: (0, 0) is the top leading corner.
public struct UnitPoint: Hashable, Sendable {
    /// The normalized horizontal position.
    public var x: Double
    /// The normalized vertical position.
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading edge's middle, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's middle, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top edge's middle, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
