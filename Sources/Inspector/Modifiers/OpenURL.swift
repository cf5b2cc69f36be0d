import Foundation
import ViewTree

extension InspectableView {
    /// Opens `url` in the app, as a universal link or a custom scheme would: runs the view's
    /// `onOpenURL` actions with it, in the order they were applied. Throws when the view has
    /// none.
    public func callOnOpenURL(_ url: URL) throws {
        try reading("callOnOpenURL(\(url.absoluteString))") { node in
            let actions = try node.ownModifiers(.onOpenURL).map { _, modifier in
                try Reflection.field("action", of: modifier, as: OpenURLHandler.self)
            }
            guard !actions.isEmpty else { throw node.missing("onOpenURL") }
            for action in actions { Interaction.perform(at: node) { action(url) } }
        }
    }
}

extension ModifierKind {
    /// `.onOpenURL(perform:)`.
    static let onOpenURL = ModifierKind(name: ".onOpenURL")
}

extension _OnOpenURLModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onOpenURL }
}
