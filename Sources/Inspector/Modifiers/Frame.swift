import Foundation
import ViewTree

extension InspectableView {
    /// The fixed frame set with `frame(width:height:alignment:)`; a nil dimension was not set.
    public func fixedFrame() throws -> (width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        try reading("fixedFrame()") { node in
            guard let (_, frame) = node.ownModifiers(.fixedFrame).first else { throw node.missing("frame(width:height:)") }
            return (
                try Reflection.field("width", of: frame, as: CGFloat?.self),
                try Reflection.field("height", of: frame, as: CGFloat?.self),
                try Reflection.field("alignment", of: frame, as: Alignment.self)
            )
        }
    }

    /// The flexible frame set with `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func flexFrame() throws -> (
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) {
        try reading("flexFrame()") { node in
            guard let (_, frame) = node.ownModifiers(.flexFrame).first else {
                throw node.missing("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)")
            }
            func dimension(_ label: String) throws -> CGFloat? {
                try Reflection.field(label, of: frame, as: CGFloat?.self)
            }
            return (
                try dimension("minWidth"), try dimension("idealWidth"), try dimension("maxWidth"),
                try dimension("minHeight"), try dimension("idealHeight"), try dimension("maxHeight"),
                try Reflection.field("alignment", of: frame, as: Alignment.self)
            )
        }
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
