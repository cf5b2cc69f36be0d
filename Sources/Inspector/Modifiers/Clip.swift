import Foundation
import ViewTree

extension InspectableView {
    /// The shape this view is clipped to with `clipShape(_:style:)`, `cornerRadius(_:)`
    /// (a `RoundedRectangle`) or `clipped()` (a `Rectangle`), as an `S`; the innermost clip
    /// when there are several.
    public func clipShape<S: Shape>(_ type: S.Type) throws -> S {
        try reading("clipShape(\(TypeName.display(S.self)).self)") { node in
            let shape = try ClipReading.shape(of: node, modifier: "clipShape")
            guard let typed = shape as? S else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(S.self), found: TypeName.display(Swift.type(of: shape)), hint: nil)
            }
            return typed
        }
    }

    /// The shape this view is clipped to, whatever its type.
    public func clipShape() throws -> any Shape {
        try reading("clipShape()") { try ClipReading.shape(of: $0, modifier: "clipShape") }
    }

    /// The fill style of the clip shape: whether it is even-odd filled and antialiased.
    public func clipStyle() throws -> FillStyle {
        try reading("clipStyle()") { node in
            guard let (_, clip) = node.ownModifiers(.clip).first else { throw node.missing("clipShape") }
            return try Reflection.field("style", of: clip, as: FillStyle.self)
        }
    }

    /// The corner radius set with `cornerRadius(_:antialiased:)` (or a clip to a
    /// `RoundedRectangle` with circular corners).
    public func cornerRadius() throws -> CGFloat {
        try reading("cornerRadius()") { node in
            let shape = try ClipReading.shape(of: node, modifier: "cornerRadius")
            guard let rectangle = shape as? RoundedRectangle else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "a clip to a RoundedRectangle", found: "a clip to a \(TypeName.display(Swift.type(of: shape)))",
                    hint: "read it with clipShape(_:)")
            }
            return rectangle.cornerSize.width
        }
    }
}

enum ClipReading {
    /// The shape of the innermost clip on `node`.
    static func shape(of node: InspectionNode, modifier: String) throws -> any Shape {
        guard let (_, clip) = node.ownModifiers(.clip).first else { throw node.missing(modifier) }
        return try Reflection.field("shape", of: clip, as: (any Shape).self)
    }

    /// A clip as written in source: `.cornerRadius(8.0)`, `.clipped()`, `.clipShape(Circle)`.
    static func summary(_ modifier: Any) -> String {
        let shape = Reflection.field("shape", of: modifier)
        if let rectangle = shape as? RoundedRectangle, rectangle.cornerSize.width == rectangle.cornerSize.height {
            return ".cornerRadius(\(rectangle.cornerSize.width))"
        }
        if shape is Rectangle { return ".clipped()" }
        return ".clipShape(\(shape.map { TypeName.display(type(of: $0)) } ?? "?"))"
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.clipShape(_:style:)`, `.cornerRadius(_:antialiased:)`, `.clipped(antialiased:)`.
    static let clip = ModifierKind(name: ".clipShape", summary: ClipReading.summary)
}

extension _ClipEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .clip }
}
