/// A list of values of any hashable types: the path of a `NavigationStack` whose screens show
/// values of several types.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     Library()
///         .navigationDestination(for: Book.self) { BookDetail(book: $0) }
///         .navigationDestination(for: Author.self) { AuthorDetail(author: $0) }
/// }
/// path.append(book)       // pushes BookDetail
/// path.removeLast()       // pops it
/// ```
public struct NavigationPath: Equatable {
    /// The values, first pushed first.
    package private(set) var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of the values of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds.
    public var count: Int {
        elements.count
    }

    /// Whether the path holds no value: the stack shows its root.
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Appends `value`: the stack pushes the destination for it.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values: the stack pops that many screens. Removing more values
    /// than the path holds empties it (SwiftUI stops the program).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}

extension NavigationPath: CustomStringConvertible {
    /// The values, as `NavigationPath([1, "two"])`.
    public var description: String {
        "NavigationPath([" + elements.map { String(reflecting: $0.base) }.joined(separator: ", ") + "])"
    }
}
