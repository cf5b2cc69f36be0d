import Foundation

/// The outline of a 2D shape, as a list of drawing elements.
public struct Path: Shape, Equatable, Sendable {
    /// One drawing step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case rect(CGRect)
        case ellipse(in: CGRect)
        case roundedRect(CGRect, cornerSize: CGSize)
        case unevenRoundedRect(CGRect, cornerRadii: RectangleCornerRadii)
        case closeSubpath
    }

    /// The drawing steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        elements = [.rect(rect)]
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        elements = [.ellipse(in: rect)]
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        elements = [.roundedRect(rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))]
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        elements = [.roundedRect(rect, cornerSize: cornerSize)]
    }

    /// A rounded rectangle whose corners have radii of their own.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        elements = [.unevenRoundedRect(rect, cornerRadii: cornerRadii)]
    }

    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a rectangle.
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    /// Adds an ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(in: rect)) }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// The smallest rectangle holding every point of the path.
    public var boundingRect: CGRect {
        var rect: CGRect?
        func include(_ other: CGRect) { rect = rect.map { $0.union(other) } ?? other }
        for element in elements {
            switch element {
            case let .move(point), let .line(point): include(CGRect(origin: point, size: .zero))
            case let .rect(other), let .ellipse(other), let .roundedRect(other, _), let .unevenRoundedRect(other, _):
                include(other)
            case .closeSubpath: break
            }
        }
        return rect ?? .zero
    }

    /// A path is its own outline.
    public func path(in rect: CGRect) -> Path { self }
}
