import Foundation
import ViewTree

// `frame(width:height:alignment:)` and `frame(minWidth:…:alignment:)`, read as ViewInspector
// reads them: each fixed value on its own (`fixedWidth()`), and the flexible frame as one tuple.

extension InspectableView {
    /// The fixed frame set with `frame(width:height:alignment:)`. Throws when the frame sets no
    /// width or no height: read the one it sets with `fixedWidth()` or `fixedHeight()`.
    public func fixedFrame() throws -> (width: CGFloat, height: CGFloat, alignment: Alignment) {
        try reading("fixedFrame()") { node in
            let frame = try FrameReading.fixedFrame(of: node)
            return (
                try FrameReading.dimension("width", of: frame, on: node),
                try FrameReading.dimension("height", of: frame, on: node),
                try Reflection.field("alignment", of: frame, as: Alignment.self)
            )
        }
    }

    /// The width set with `frame(width:height:alignment:)`. Throws when the frame sets none.
    public func fixedWidth() throws -> CGFloat {
        try reading("fixedWidth()") { node in
            try FrameReading.dimension("width", of: try FrameReading.fixedFrame(of: node), on: node)
        }
    }

    /// The height set with `frame(width:height:alignment:)`. Throws when the frame sets none.
    public func fixedHeight() throws -> CGFloat {
        try reading("fixedHeight()") { node in
            try FrameReading.dimension("height", of: try FrameReading.fixedFrame(of: node), on: node)
        }
    }

    /// The alignment of `frame(width:height:alignment:)`: `.center` unless the view said otherwise.
    public func fixedAlignment() throws -> Alignment {
        try reading("fixedAlignment()") { node in
            try Reflection.field("alignment", of: try FrameReading.fixedFrame(of: node), as: Alignment.self)
        }
    }

    /// The flexible frame set with
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. A value
    /// the frame does not set is `.nan`, as in ViewInspector: test it with `isNaN`.
    public func flexFrame() throws -> (
        minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat,
        minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat, alignment: Alignment
    ) {
        try reading("flexFrame()") { node in
            guard let (_, frame) = node.ownModifiers(.flexFrame).first else {
                throw node.missing("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)")
            }
            func dimension(_ label: String) throws -> CGFloat {
                try Reflection.field(label, of: frame, as: CGFloat?.self) ?? .nan
            }
            return (
                try dimension("minWidth"), try dimension("idealWidth"), try dimension("maxWidth"),
                try dimension("minHeight"), try dimension("idealHeight"), try dimension("maxHeight"),
                try Reflection.field("alignment", of: frame, as: Alignment.self)
            )
        }
    }
}

enum FrameReading {
    /// The innermost `frame(width:height:alignment:)` on the node.
    static func fixedFrame(of node: InspectionNode) throws -> Any {
        guard let (_, frame) = node.ownModifiers(.fixedFrame).first else { throw node.missing("frame(width:height:)") }
        return frame
    }

    /// The fixed `width` or `height` of `frame`; throws when the frame leaves it to the view.
    static func dimension(_ label: String, of frame: Any, on node: InspectionNode) throws -> CGFloat {
        guard let value = try Reflection.field(label, of: frame, as: CGFloat?.self) else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "frame \(label)", view: node.kindName,
                reason: "its \(ModifierDescription.summary(of: frame)) sets no \(label)")
        }
        return value
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.frame(width:height:alignment:)`.
    static let fixedFrame = ModifierKind(
        name: ".frame",
        summary: { modifier in
            let values = ["width", "height"].compactMap { label -> String? in
                let shown = ModifierDescription.show(Reflection.field(label, of: modifier))
                return shown == "nil" ? nil : "\(label): \(shown)"
            }
            return ".frame(\(values.joined(separator: ", ")))"
        })

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    static let flexFrame = ModifierKind(name: ".frame")
}

extension _FrameLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .fixedFrame }
}

extension _FlexFrameLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .flexFrame }
}
