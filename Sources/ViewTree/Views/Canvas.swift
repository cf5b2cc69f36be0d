import Foundation

/// A view drawn by code: its renderer draws into a `GraphicsContext`.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     if let badge = context.resolveSymbol(id: "badge") {
///         context.draw(badge, at: CGPoint(x: size.width / 2, y: size.height / 2))
///     }
/// } symbols: {
///     Text("New").tag("badge")
/// }
/// ```
///
/// ViewTree draws nothing: the renderer runs only when a test asks (Inspector's
/// `callRenderer(size:)`), into a context that records what it is asked to draw. The symbols
/// are views, inspected and searched as the canvas's `symbolsView()`.
public struct Canvas<Symbols: View>: View {
    let opaque: Bool
    let colorMode: ColorRenderingMode
    let rendersAsynchronously: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// A canvas whose `renderer` may draw the views `symbols` builds, each identified by its
    /// `tag(_:)`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.opaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// Primitive view: `Canvas` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// What the renderer draws in a canvas of `size`, given the tags of the symbols it may
    /// resolve. Called directly: a closure read from raw storage garbles its arguments.
    package func render(size: CGSize, symbolIDs: [AnyHashable]) -> [GraphicsContext.Operation] {
        var context = GraphicsContext(symbolIDs: symbolIDs)
        renderer(&context, size)
        return context.operations
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

extension ViewPart {
    /// A canvas's symbols.
    package static let symbols = ViewPart("symbols")
}

extension Canvas: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(symbols, [ViewPart.symbols.step])] }
}

/// What a `Canvas`'s renderer draws into. Nothing is drawn: each call is recorded, in order,
/// as an `Operation` a test reads.
public struct GraphicsContext {
    /// One recorded drawing call.
    public enum Operation {
        /// `fill(_:with:style:)`.
        case fill(Path, with: Shading, style: FillStyle)
        /// `stroke(_:with:style:)` and `stroke(_:with:lineWidth:)`.
        case stroke(Path, with: Shading, style: StrokeStyle)
        /// `draw(_:at:anchor:)` with a text.
        case text(Text, at: CGPoint, anchor: UnitPoint)
        /// `draw(_:at:anchor:)` with an image.
        case image(Image, at: CGPoint, anchor: UnitPoint)
        /// `draw(_:at:anchor:)` with a resolved symbol: its tag.
        case symbol(AnyHashable, at: CGPoint, anchor: UnitPoint)
    }

    /// A color, gradient or other style to fill or stroke with.
    public struct Shading {
        /// The style.
        public let style: AnyShapeStyle

        /// A color.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// The foreground style.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
    }

    /// A symbol view of the canvas, ready to draw.
    public struct ResolvedSymbol {
        /// The symbol's tag.
        public let id: AnyHashable
    }

    /// What has been drawn, in order.
    public private(set) var operations: [Operation] = []
    let symbolIDs: [AnyHashable]

    /// A context that resolves the symbols tagged with `symbolIDs`.
    package init(symbolIDs: [AnyHashable] = []) {
        self.symbolIDs = symbolIDs
    }

    /// Fills `path`.
    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        operations.append(.fill(path, with: shading, style: style))
    }

    /// Strokes `path` with `style`.
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        operations.append(.stroke(path, with: shading, style: style))
    }

    /// Strokes `path` `lineWidth` wide.
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point`.
    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        operations.append(.text(text, at: point, anchor: anchor))
    }

    /// Draws `image` with its `anchor` at `point`.
    public mutating func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        operations.append(.image(image, at: point, anchor: anchor))
    }

    /// Draws `symbol` with its `anchor` at `point`.
    public mutating func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        operations.append(.symbol(symbol.id, at: point, anchor: anchor))
    }

    /// The symbol tagged `id`; nil when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let tag = AnyHashable(id)
        return symbolIDs.contains(tag) ? ResolvedSymbol(id: tag) : nil
    }
}
