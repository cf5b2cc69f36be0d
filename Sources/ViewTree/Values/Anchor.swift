import Foundation

/// A geometric value of a view — its bounds, a point of it — that a view above resolves in
/// its own coordinates with a `GeometryProxy`: `proxy[anchor]`.
///
/// There is no layout here: a view's frame is its size at the origin, the size being that of
/// the nearest enclosing `.frame(width:height:)` in each dimension (the view's own frames
/// included) and `0` where none fixes one — the rule `GeometryReader` uses. Every coordinate
/// space shares that origin, so `proxy[anchor]` is the value the anchor was made with.
public struct Anchor<Value> {
    let value: Value

    /// Where an anchor's value comes from in the view it is made in: `.bounds`, `.center`.
    /// Two sources are equal when they name the same place (`.rect(.bounds)` of a popover).
    public struct Source: Equatable, Sendable {
        let place: AnchorPlace
        let resolve: @Sendable (CGRect) -> Value

        init(_ place: AnchorPlace, _ resolve: @escaping @Sendable (CGRect) -> Value) {
            self.place = place
            self.resolve = resolve
        }

        /// The anchor for a view whose frame is `frame`.
        func anchor(in frame: CGRect) -> Anchor<Value> {
            Anchor(value: resolve(frame))
        }

        /// Whether both name the same place.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.place == rhs.place
        }
    }
}

/// The place an anchor source names, as written: what makes two sources equal.
indirect enum AnchorPlace: Equatable, Sendable {
    /// A rectangle in the view's coordinates; nil: its bounds.
    case rect(CGRect?)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    case array([AnchorPlace])
    case optional(AnchorPlace?)
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source {
    /// The values of the sources of `array`, as one anchor.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(.array(array.map(\.place))) { frame in array.map { $0.resolve(frame) } }
    }

    /// The value of `anchor`, or nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(.optional(anchor?.place)) { frame in anchor?.resolve(frame) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(.rect(nil)) { $0 } }

    /// `rect`, in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(.rect(rect)) { frame in rect.offsetBy(dx: frame.minX, dy: frame.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point`, in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(.point(point)) { frame in CGPoint(x: frame.minX + point.x, y: frame.minY + point.y) }
    }

    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(.unitPoint(unitPoint)) { frame in
            CGPoint(x: frame.minX + frame.width * unitPoint.x, y: frame.minY + frame.height * unitPoint.y)
        }
    }

    /// The view's top leading corner, its origin.
    public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
    /// The view's center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The value of `anchor` in the reader's coordinates: the value it was made with, as every
    /// frame lies at the origin (see `Anchor`).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value
    }
}

extension GeometryProxy {
    /// The frame of a view in `environment`: its offered size at the origin (see `Anchor`).
    package static func frame(in environment: EnvironmentValues) -> CGRect {
        CGRect(origin: .zero, size: offered(in: environment).size)
    }
}
