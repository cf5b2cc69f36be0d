import Foundation

/// A type-erased shape.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
///
/// Immutable: `storage` is a `let` shape, a value describing an outline, only ever read (by `path(in:)`).
public struct AnyShape: Shape, @unchecked Sendable {
    /// The erased shape.
    let storage: any Shape

    /// Erases the type of `shape`.
    public init<S: Shape>(_ shape: S) {
        storage = shape
    }

    /// The erased shape's outline.
    public func path(in rect: CGRect) -> Path { storage.path(in: rect) }
}
