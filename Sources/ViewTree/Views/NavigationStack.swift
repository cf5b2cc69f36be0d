/// A view that shows a root view and, on top of it, the views pushed onto it: by
/// `NavigationLink`s, by values appended to its path, by `navigationDestination(isPresented:)`.
///
/// ```swift
/// NavigationStack {
///     List {
///         NavigationLink("Settings") { SettingsView() }          // pushes SettingsView
///         NavigationLink("Book 1", value: Book(id: 1))           // appends a value
///     }
///     .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
/// }
///
/// @State var path: [Book] = []
/// NavigationStack(path: $path) { … }                             // the path is yours
/// ```
///
/// Without a `path:` binding, the stack keeps its path itself: hosted, for as long as it keeps
/// its place; without hosting, in the stack value (for a stack made in a body, which each
/// evaluation makes anew: for as long as the inspection). See Docs/Navigation.md.
/// The screen shown for each value is the `navigationDestination(for:)` for the value's type
/// declared inside the stack — the one closest to the root when several are.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// Where the path is, when the stack was given one; nil: the stack keeps its own.
    let path: NavigationPathAccess?
    /// The views pushed onto the stack, computed from its path: what Inspector's
    /// `pushedViews()` reaches.
    let destinations = NavigationStackDestinations()
    /// The stack's own state when nothing hosts it, shared by the copies of this value (as a
    /// `@State` keeps its value in the view value): Inspector starts each inspection of the
    /// stack's place from it. Hosted, the state is the runtime's, kept at the stack's place.
    let state = NavigationStackState()

    /// A stack that keeps its path itself.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose path is `path`: appending a value pushes its destination, removing values
    /// pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }

    /// A stack whose path is a collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }

    /// Primitive view: `NavigationStack` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The views a `NavigationStack` pushed: a level of its own under the stack, beside its root.
/// It holds nothing: what it shows is computed from the stack's path and state, by the runtime
/// (`HostGraph+Navigation.swift`) and by Inspector.
package struct NavigationStackDestinations: View {
    package init() {}

    /// Primitive view: it has no body.
    package var body: Never { primitiveBody(of: Self.self) }
}

/// A stack's path, wherever it is: a `Binding<NavigationPath>` or a binding to a collection of
/// values. The runtime and Inspector read and change it through this.
package struct NavigationPathAccess {
    /// The bound type, as in source: `Binding<NavigationPath>`, `Binding<[Book]>`.
    package let typeDescription: String
    /// The type every value must have; nil for a `NavigationPath` (any hashable value).
    package let elementType: Any.Type?
    /// The values, first pushed first.
    package let values: () -> [AnyHashable]
    /// Appends a value; false, without appending, when it is not of `elementType`.
    package let append: (AnyHashable) -> Bool
    /// Removes the last values, as many as there are at most.
    package let removeLast: (Int) -> Void

    init(_ binding: Binding<NavigationPath>) {
        // Read once where the stack is made — in a body — so that the body follows the path
        // when it is a model's property: a change re-renders it.
        _ = binding.wrappedValue
        typeDescription = "Binding<NavigationPath>"
        elementType = nil
        values = { binding.wrappedValue.elements }
        append = { value in
            binding.wrappedValue.append(value)
            return true
        }
        removeLast = { count in binding.wrappedValue.removeLast(count) }
    }

    init<Data>(_ binding: Binding<Data>)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        _ = binding.wrappedValue
        typeDescription = "Binding<\(Data.self)>"
        elementType = Data.Element.self
        values = { binding.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            binding.wrappedValue.append(element)
            return true
        }
        removeLast = { count in
            let current = binding.wrappedValue.count
            binding.wrappedValue.removeLast(min(max(count, 0), current))
        }
    }
}
