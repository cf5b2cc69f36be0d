import Observation

/// `@Observable` models in the environment: provided with `.environment(model)`, read with
/// `@Environment(Model.self)`. Kept apart from `.environmentObject(_:)`'s objects, as in
/// SwiftUI: each is found only by its own kind of property.
///
/// ```swift
/// @Observable final class Library { var books: [Book] = [] }
///
/// struct LibraryView: View {
///     @Environment(Library.self) private var library
///     var body: some View { Text("\(library.books.count) books") }
/// }
///
/// LibraryView().environment(Library())
/// ```

/// The key of the model of type `Model`: one key per model type.
struct ObservableModelKey<Model: AnyObject>: Hashable, EnvironmentKey {
    static var defaultValue: Model? { nil }
}

extension EnvironmentValues {
    /// The model of this type an ancestor provided, if any.
    subscript<Model: AnyObject>(model key: ObservableModelKey<Model>) -> Model? {
        get { self[ObservableModelKey<Model>.self] }
        set { self[ObservableModelKey<Model>.self] = newValue }
    }

    /// The model of this type an ancestor provided; only read after preparation checked it
    /// is there (`Environment.prepare`).
    subscript<Model: AnyObject>(requiredModel key: ObservableModelKey<Model>) -> Model {
        guard let model = self[model: key] else {
            fatalError(
                "No Observable object of type \(Model.self) found: a View.environment(_:) for it may be missing"
                    + " as an ancestor of this view.")
        }
        return model
    }

    /// Whether an ancestor provided a model of type `type`.
    func hasModel(of type: Any.Type) -> Bool {
        func check<Model>(_: Model.Type) -> Bool {
            guard let model = Model.self as? AnyObject.Type else { return false }
            return hasModel(ofClass: model)
        }
        return _openExistential(type, do: check)
    }

    private func hasModel<Model: AnyObject>(ofClass _: Model.Type) -> Bool {
        self[model: ObservableModelKey<Model>()] != nil
    }
}

extension View {
    /// Provides the `@Observable` model `object` to this view and its content, for their
    /// `@Environment(Model.self)` properties; nil removes one an ancestor provided.
    public consuming func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\.[model: ObservableModelKey<T>()], object)
    }
}
