import Foundation

/// Follows a drop on a view, step by step: given to `onDrop(of:delegate:)`.
///
/// A drop runs `validateDrop(info:)` (false ends it); then `dropEntered(info:)`,
/// `dropUpdated(info:)` (a `.cancel` or `.forbidden` proposal ends it without dropping),
/// `performDrop(info:)`, and `dropExited(info:)` as the drag leaves.
///
/// Unlike SwiftUI's, the protocol is not isolated to the main actor, so that synchronous tests
/// can make delegates; the runtime calls them on the main actor.
public protocol DropDelegate {
    /// Whether the view takes the drop; true unless implemented.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; returns whether the drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drag entered the view.
    func dropEntered(info: DropInfo)
    /// A validated drag moved in the view: the operation it would make; nil (unless
    /// implemented) for the default, a copy.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Takes every drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// The default operation.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}

    /// Runs a drop through the steps; returns whether it succeeded.
    func drop(_ info: DropInfo) -> Bool {
        guard validateDrop(info: info) else { return false }
        dropEntered(info: info)
        let operation = dropUpdated(info: info)?.operation ?? .copy
        let performed = operation == .cancel || operation == .forbidden ? false : performDrop(info: info)
        dropExited(info: info)
        return performed
    }
}

/// A drop as a `DropDelegate` sees it: where it is, and its items.
public struct DropInfo {
    /// Where the drag is, in the view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// Whether an item is of one of `contentTypes` (or a subtype).
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The providers holding an item of one of `contentTypes` (or a subtype).
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}

/// The operation a drop would make, as `dropUpdated(info:)` proposes it.
public struct DropProposal: Sendable {
    /// The operation.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// What a drop does with its items.
public enum DropOperation: Sendable, Hashable {
    /// Ends the drag without dropping.
    case cancel
    /// The view refuses the drop.
    case forbidden
    /// Copies the items.
    case copy
    /// Moves the items.
    case move
}
