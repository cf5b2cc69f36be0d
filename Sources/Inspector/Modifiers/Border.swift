import Foundation
import ViewTree

extension InspectableView {
    /// The border drawn by `border(_:width:)`, the innermost: its shape style, as an `S`, and
    /// its width. A border is an overlay of a stroked `Rectangle`; `overlay()` reaches it too.
    public func border<S: ShapeStyle>(_ type: S.Type) throws -> (content: S, width: CGFloat) {
        try reading("border(\(TypeName.display(S.self)).self)") { node in
            for (_, overlay) in node.attachingModifiers("overlay") {
                guard let (style, width) = try BorderReading.border(in: overlay) else { continue }
                guard let typed = style as? S else {
                    throw InspectionError.Reason.typeMismatch(
                        expected: TypeName.display(S.self), found: TypeName.display(Swift.type(of: style)), hint: nil)
                }
                return (typed, width)
            }
            throw node.missing("border")
        }
    }
}

enum BorderReading {
    /// The style and width of the border an overlay modifier draws; nil when it draws another view.
    static func border(in overlay: Any) throws -> (style: Any, width: CGFloat)? {
        guard let view = Reflection.field("overlay", of: overlay), ShapeReading.layer(of: view) == .drawn else {
            return nil
        }
        let chain = try ShapeReading.chain(of: view)
        guard chain.count == 3, ShapeReading.layer(of: chain[0]) == .stroked, ShapeReading.layer(of: chain[1]) == .inset,
            chain[2] is Rectangle
        else { return nil }
        let stroke = try Reflection.field("style", of: chain[0], as: StrokeStyle.self)
        return (try Reflection.field("style", of: view, as: Any.self), stroke.lineWidth)
    }
}
