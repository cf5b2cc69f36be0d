import Foundation
import ViewTree

extension ViewType {
    /// A shape: `Rectangle`, `Circle`, `Ellipse`, `RoundedRectangle`, `UnevenRoundedRectangle`,
    /// `Capsule`, `ContainerRelativeShape`, `AnyShape`, `Path`, your own `Shape`s, shapes
    /// changed by the shape modifiers (`offset`, `rotation`, `scale`, `transform`, `size`,
    /// `trim`, `inset(by:)`), and shapes filled or stroked with `fill(_:)`,
    /// `stroke(_:lineWidth:)` or `strokeBorder`.
    public struct Shape: KnownViewType, BuiltinViewType {
        /// "Shape".
        public static var typePrefix: String { "Shape" }
        static var viewKind: ViewKind { .shape }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a shape.
    public func shape() throws -> InspectableView<ViewType.Shape> {
        try single(ViewType.Shape.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the shape at `index`.
    public func shape(_ index: Int) throws -> InspectableView<ViewType.Shape> {
        try child(ViewType.Shape.self, at: index)
    }
}

extension InspectableView where View == ViewType.Shape {
    /// The shape of type `S` this view draws, looking through fills, strokes, insets and
    /// `AnyShape`:
    /// `try view.shape().actualShape(RoundedRectangle.self).cornerSize`.
    public func actualShape<S: ViewTree.Shape>(_ type: S.Type) throws -> S {
        try reading("actualShape(\(TypeName.display(S.self)).self)") { node in
            let chain = try ShapeReading.chain(of: node.value)
            guard let shape = chain.lazy.compactMap({ $0 as? S }).first else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self),
                    found: chain.map { TypeName.display(Swift.type(of: $0)) }.joined(separator: " in "), hint: nil)
            }
            return shape
        }
    }

    /// The style the shape is filled (or its stroke drawn) with, as an `S`:
    /// `XCTAssertEqual(try rectangle.fillShapeStyle(Color.self), .red)`. A shape drawn without
    /// a style uses `ForegroundStyle`.
    public func fillShapeStyle<S: ShapeStyle>(_ type: S.Type) throws -> S {
        try reading("fillShapeStyle(\(TypeName.display(S.self)).self)") { node in
            let style = try ShapeReading.style(of: node.value)
            guard let typed = style as? S else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self), found: TypeName.display(Swift.type(of: style)), hint: nil)
            }
            return typed
        }
    }

    /// The outline the shape draws in `rect`, as ViewInspector reads it: of the outermost shape
    /// it draws (an inset, stroked, moved, turned… shape's own, a plain shape's otherwise):
    /// `try view.shape().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))`.
    public func path(in rect: CGRect) throws -> Path {
        try reading("path(in:)") { node in
            let chain = try ShapeReading.chain(of: node.value)
            guard let shape = chain.lazy.compactMap({ $0 as? any ViewTree.Shape }).first else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "a shape", found: chain.map { TypeName.display(Swift.type(of: $0)) }.joined(separator: " in "), hint: nil)
            }
            return shape.path(in: rect)
        }
    }

    /// The fill rule and antialiasing of the shape.
    public func fillStyle() throws -> FillStyle {
        try reading("fillStyle()") { node in
            guard ShapeReading.layer(of: node.value) == .drawn else { return FillStyle() }
            return try Reflection.field("fillStyle", of: node.value, as: FillStyle.self)
        }
    }

    /// How the shape's outline is drawn; throws when the shape is filled, not stroked.
    public func strokeStyle() throws -> StrokeStyle {
        try reading("strokeStyle()") { node in
            for shape in try ShapeReading.chain(of: node.value) {
                if ShapeReading.layer(of: shape) == .stroked {
                    return try Reflection.field("style", of: shape, as: StrokeStyle.self)
                }
            }
            throw InspectionError.Reason.modifierNotFound(
                view: "Shape", modifier: "stroke", detail: "it is filled; stroke it with stroke(_:lineWidth:) or strokeBorder(_:lineWidth:)")
        }
    }
}

/// Reads the layers of a drawn shape: `_ShapeView` → `_StrokedShape`, `_InsetShape`, the
/// shape modifiers' shapes (`OffsetShape`, …) and `AnyShape`, in any order → shape.
enum ShapeReading {
    enum Layer {
        case drawn, stroked, inset, erased
        /// A shape modifier's shape: `offset`, `rotation`, `scale`, `transform`, `size`, `trim`.
        case modified
    }

    static func layer(of value: Any) -> Layer? {
        (type(of: value) as? any ShapeLayer.Type)?.shapeLayer
    }

    /// The shapes from the outermost wrapper to the base shape.
    static func chain(of value: Any) throws -> [Any] {
        var chain: [Any] = []
        var current: Any? = value
        while let shape = current {
            switch layer(of: shape) {
            case .drawn:
                current = try Reflection.field("shape", of: shape, as: Any.self)
            case .stroked, .modified:
                chain.append(shape)
                current = try Reflection.field("shape", of: shape, as: Any.self)
            case .inset:
                chain.append(shape)
                current = try Reflection.field("base", of: shape, as: Any.self)
            case .erased:
                chain.append(shape)
                current = try Reflection.field("storage", of: shape, as: Any.self)
            case nil:
                chain.append(shape)
                current = nil
            }
        }
        return chain
    }

    /// The style a drawn shape uses.
    static func style(of value: Any) throws -> Any {
        guard layer(of: value) == .drawn else { return ForegroundStyle() }
        return try Reflection.field("style", of: value, as: Any.self)
    }
}

/// The wrappers `fill`, `stroke` and `inset` put around a shape.
protocol ShapeLayer {
    static var shapeLayer: ShapeReading.Layer { get }
}

extension _ShapeView: ShapeLayer {
    static var shapeLayer: ShapeReading.Layer { .drawn }
}

extension _StrokedShape: ShapeLayer {
    static var shapeLayer: ShapeReading.Layer { .stroked }
}

extension _InsetShape: ShapeLayer {
    static var shapeLayer: ShapeReading.Layer { .inset }
}

extension AnyShape: ShapeLayer {
    static var shapeLayer: ShapeReading.Layer { .erased }
}

// MARK: - Kind

extension ViewKind {
    /// Every shape (chosen by protocol in `TypeInfo`, so your own `Shape`s too), and shapes
    /// filled or stroked; named after the shape (`Rectangle`), or `Shape` for the wrappers. The
    /// dump shows the base shape and its shape modifiers, as written: `Circle .offset(x: 1, y: 0)`.
    static let shape = ViewKind(
        naming: { type in TypeName.base(type).hasPrefix("_") ? "Shape" : TypeName.base(type) }, accessor: "shape",
        dumpAttributes: { value in
            guard let chain = try? ShapeReading.chain(of: value), let base = chain.last else { return [] }
            return [TypeName.display(type(of: base))] + chain.reversed().compactMap(ShapeModifierReading.summary(of:))
        })
}

extension _ShapeView: InspectableKind {
    static var inspectorKind: ViewKind { .shape }
}
