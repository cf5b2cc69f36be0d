@_spi(Reflection) import Swift
import Foundation

/// A property that the runtime prepares before a view's `body` runs: `@State`, `@Binding`,
/// `@Environment`, `@EnvironmentObject`, `@ObservedObject`, `@StateObject` — and your own
/// structs that conform and hold such properties, whose properties are prepared as the view's
/// own.
public protocol DynamicProperty {
    /// In SwiftUI, called before the view's body is evaluated. ViewTree's runtime does not
    /// call it: views are values it never writes into; the wrappers inside are prepared instead.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// What a view's property wrappers are prepared with before its body runs.
package struct PreparationContext {
    /// The environment, or how to compute it.
    private let source: EnvironmentSource
    /// The hosted storage of the view, or nil when the view is not hosted: wrappers then keep
    /// their values in their own locations.
    package var storage: NodeStorage?

    /// Where the environment comes from.
    private enum EnvironmentSource {
        /// Computed already (an unhosted view's: every wrapper prepared may read it).
        case values(EnvironmentValues)
        /// Computed on the first read (a hosted view's: few wrappers read it).
        case computed(() -> EnvironmentValues)
    }

    /// A context whose environment is computed only if a wrapper reads it.
    package init(environment: @escaping () -> EnvironmentValues, storage: NodeStorage?) {
        source = .computed(environment)
        self.storage = storage
    }

    /// A context with an environment computed already: for a caller that knows a wrapper reads
    /// it (see `DynamicProperties.Wrappers.preparesUnhosted`), and would otherwise keep what
    /// it computed in an object of its own for the closure.
    package init(environment: EnvironmentValues, storage: NodeStorage?) {
        source = .values(environment)
        self.storage = storage
    }

    /// The environment the view's body sees.
    package func environment() -> EnvironmentValues {
        switch source {
        case let .values(values): values
        case let .computed(compute): compute()
        }
    }
}

/// An `@EnvironmentObject` with no object of its type in the environment.
package struct MissingEnvironmentObject: Error {
    /// The property's name, without the underscore: `model`.
    package let property: String
    /// The type of the object the property needs.
    package let objectType: Any.Type
    /// Whether the property is an `@Environment(Model.self)` reading an `@Observable` model
    /// (provided with `.environment(_:)`) rather than an `@EnvironmentObject`.
    package var isModel = false
}

/// Property wrappers that take part in preparation.
protocol PreparableProperty {
    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject)
    /// The observable object whose changes re-render the view, if any.
    var observedObject: (any ObservableObject)? { get }
    /// Whether preparing does anything for a view that is not hosted: only the environment's
    /// wrappers do; state wrappers then keep their values in their own locations.
    static var preparesUnhosted: Bool { get }
}

extension PreparableProperty {
    var observedObject: (any ObservableObject)? { nil }
    static var preparesUnhosted: Bool { false }
}

/// Preparing views' property wrappers: found by reflection, once per view type.
///
/// Which stored properties are wrappers is decided by their types, once per view type, from
/// the runtime's field metadata (`_forEachField`); each preparation then copies those fields
/// out of the view at their offsets. A `Mirror` would look every field's type up by its
/// mangled name on every body evaluation — most of the cost of evaluating a small body.
/// Wrappers are structs holding strong references, so a typed copy reads them exactly;
/// types whose fields the runtime does not describe (classes) fall back to `Mirror`.
/// A struct holding a single stored value whose property wrappers count as the holder's: the
/// value's fields are read at the holder's offsets, which are the same.
protocol ForwardingDynamicProperty {
    /// The type of the one value held.
    static var forwardedType: Any.Type { get }
    /// The value held.
    var forwardedValue: Any { get }
}

package enum DynamicProperties {
    /// A stored property that is a wrapper, or a `DynamicProperty` struct holding wrappers.
    fileprivate struct Field {
        /// The property's name without the wrapper's underscore: `isExpanded`.
        let name: String
        let offset: Int
        let type: Any.Type
        /// Whether a view that is not hosted needs it prepared (see `preparesUnhosted`); a
        /// `DynamicProperty` struct of your own may hold such wrappers.
        let preparesUnhosted: Bool
        /// For a wrapper: reads it from its owner's storage, specialized for its type when the
        /// owner's type is first seen, so that preparing casts nothing. Nil for a
        /// `DynamicProperty` struct, whose own fields are collected.
        let load: ((UnsafeRawPointer) -> any PreparableProperty)?
    }

    /// The wrapper fields of a type; nil when the runtime does not describe its fields.
    ///
    /// Immutable after init: every property is a `let`, and each `load` closure captures only its wrapper's type.
    fileprivate final class Fields: @unchecked Sendable {
        /// The type whose layout the fields describe: the only type they are read from.
        let owner: Any.Type
        let fields: [Field]?
        /// Whether every field is a wrapper (none a `DynamicProperty` struct of wrappers): the
        /// wrappers are then prepared as they are read, with no list of them made.
        let isFlat: Bool
        init(of owner: Any.Type, _ fields: [Field]?) {
            self.owner = owner
            self.fields = fields
            isFlat = fields?.allSatisfy { $0.load != nil } ?? false
        }
    }

    private static let cache = LockedValue<[ObjectIdentifier: Fields]>([:])

    /// Whether views of this type have property wrappers to prepare.
    package static func hasProperties(_ view: Any) -> Bool {
        guard let fields = fields(of: type(of: view)).fields else {
            return Mirror(reflecting: view).children.contains { isWrapper(type(of: $0.value)) }
        }
        return !fields.isEmpty
    }

    /// The wrappers a view type holds, learned once per type: a caller that keeps them per type
    /// itself (Inspector, once per node of a search) prepares with them and skips this
    /// module's locked table.
    package struct Wrappers: Sendable {
        fileprivate let fields: Fields

        /// Whether preparing a view of this type that is not hosted prepares any wrapper: an
        /// `@Environment`, an `@EnvironmentObject`, an `@AppStorage` or a `DynamicProperty`
        /// struct holding one, each of which may read the environment. False too when the type
        /// is read with `Mirror`, where that is not known ahead.
        package var preparesUnhosted: Bool {
            fields.fields?.contains { $0.preparesUnhosted } ?? false
        }
    }

    /// The wrappers views of type `type` hold.
    package static func wrappers(of type: Any.Type) -> Wrappers {
        Wrappers(fields: fields(of: type))
    }

    /// Points the view's property wrappers at the environment and, when hosted, at the
    /// view's storage. Throws for an `@EnvironmentObject` the environment does not have.
    package static func prepare(_ view: Any, context: PreparationContext) throws(MissingEnvironmentObject) {
        try prepare(view, wrappers: wrappers(of: type(of: view)), context: context)
    }

    /// `prepare(_:context:)` with the wrappers of the view's type, which the caller kept.
    package static func prepare(_ view: Any, wrappers: Wrappers, context: PreparationContext) throws(MissingEnvironmentObject) {
        if let missing = prepare(view, wrappers: wrappers, context: context, stoppingAtMissing: true) { throw missing }
    }

    /// Prepares every wrapper it can: as `prepare(_:wrappers:context:)`, except that an
    /// `@EnvironmentObject` (or a required `@Environment(Model.self)`) the environment does not
    /// have is left without its object and the others are still prepared. Returns the first
    /// one missing, if any. For reading a view value without evaluating its body; its body
    /// must not run while one is missing.
    @discardableResult
    package static func prepareAvailable(
        _ view: Any, wrappers: Wrappers, context: PreparationContext
    ) -> MissingEnvironmentObject? {
        prepare(view, wrappers: wrappers, context: context, stoppingAtMissing: false)
    }

    /// Prepares the wrappers; with `stoppingAtMissing`, stops at the first missing object.
    /// Returns the first missing object.
    private static func prepare(
        _ view: Any, wrappers: Wrappers, context: PreparationContext, stoppingAtMissing: Bool
    ) -> MissingEnvironmentObject? {
        let reading = StateReading.current != nil
        // Fields are read at their offsets only from a value of the type they were learned from.
        let fields = wrappers.fields.owner == type(of: view) ? wrappers.fields : nil
        if let fields, fields.isFlat, let list = fields.fields {
            return prepareFlat(view, fields: list, context: context, reading: reading, stoppingAtMissing: stoppingAtMissing)
        }
        var properties: [(String, any PreparableProperty)] = []
        properties.reserveCapacity(wrappers.fields.fields?.count ?? 0)
        collect(view, prefix: nil, fields: fields, unhosted: context.storage == nil, into: &properties)
        var missing: MissingEnvironmentObject?
        for (label, property) in properties {
            do throws(MissingEnvironmentObject) {
                try property.prepare(label: label, context: context)
            } catch {
                if stoppingAtMissing { return error }
                missing = missing ?? error
                continue
            }
            // The inspection evaluating this view follows the objects it observes.
            if reading, let object = property.observedObject { noteRead(of: object) }
        }
        return missing
    }

    /// `prepare(_:wrappers:context:stoppingAtMissing:)` for a view whose wrapper fields are all
    /// wrappers, `fields`, learned from its type: each is prepared as it is read, in order,
    /// without the list of labelled wrappers `collect` makes. Returns the first missing object;
    /// with `stoppingAtMissing`, preparation stops there.
    private static func prepareFlat(
        _ view: Any, fields: [Field], context: PreparationContext, reading: Bool, stoppingAtMissing: Bool
    ) -> MissingEnvironmentObject? {
        let unhosted = context.storage == nil
        var missing: MissingEnvironmentObject?
        func read<Owner>(_ owner: Owner) {
            withUnsafePointer(to: owner) { pointer in
                let base = UnsafeRawPointer(pointer)
                for field in fields where !unhosted || field.preparesUnhosted {
                    guard let load = field.load else { continue }
                    let property = load(base + field.offset)
                    do throws(MissingEnvironmentObject) {
                        try property.prepare(label: field.name, context: context)
                    } catch {
                        missing = missing ?? error
                        if stoppingAtMissing { return }
                        continue
                    }
                    // The inspection evaluating this view follows the objects it observes.
                    if reading, let object = property.observedObject { noteRead(of: object) }
                }
            }
        }
        _openExistential(view, do: read)
        return missing
    }

    private static func noteRead<Object: ObservableObject>(of object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.readers.noteRead()
    }

    /// The observable objects the view's wrappers observe.
    package static func observedObjects(of view: Any) -> [any ObservableObject] {
        properties(of: view).compactMap { $0.property.observedObject }
    }

    private static func properties(of view: Any) -> [(label: String, property: any PreparableProperty)] {
        var result: [(String, any PreparableProperty)] = []
        collect(view, prefix: nil, into: &result)
        return result
    }

    /// The wrappers of `value` (a view, or a `DynamicProperty` struct inside one), labelled by
    /// their path: `isExpanded`, `query.isLoading`.
    private static func collect(
        _ value: Any, prefix: String?, fields known: Fields? = nil, unhosted: Bool = false,
        into result: inout [(String, any PreparableProperty)]
    ) {
        func path(_ name: String) -> String {
            prefix.map { $0 + "." + name } ?? name
        }
        guard let fields = (known ?? fields(of: type(of: value))).fields else {
            // A holder forwarding its value's wrappers: the value's children are the wrappers.
            let reflected = (value as? any ForwardingDynamicProperty)?.forwardedValue ?? value
            for (index, child) in Mirror(reflecting: reflected).children.enumerated() where isWrapper(type(of: child.value)) {
                let label = child.label ?? "\(index)"
                let name = path(label.hasPrefix("_") ? String(label.dropFirst()) : label)
                if let property = child.value as? any PreparableProperty {
                    result.append((name, property))
                } else {
                    collect(child.value, prefix: name, unhosted: unhosted, into: &result)
                }
            }
            return
        }
        guard !fields.isEmpty else { return }
        func read<Owner>(_ owner: Owner) {
            withUnsafePointer(to: owner) { pointer in
                let base = UnsafeRawPointer(pointer)
                for field in fields where !unhosted || field.preparesUnhosted {
                    if let load = field.load {
                        result.append((path(field.name), load(base + field.offset)))
                    } else {
                        collect(loadAny(field.type, from: base + field.offset), prefix: path(field.name), unhosted: unhosted, into: &result)
                    }
                }
            }
        }
        _openExistential(value, do: read)
    }

    private static func loadAny(_ type: Any.Type, from address: UnsafeRawPointer) -> Any {
        func typed<T>(_ type: T.Type) -> Any { address.load(as: T.self) }
        return _openExistential(type, do: typed)
    }

    /// A reader of a wrapper of type `type` from its owner's storage.
    private static func loader(of type: any PreparableProperty.Type) -> (UnsafeRawPointer) -> any PreparableProperty {
        func typed<P: PreparableProperty>(_ type: P.Type) -> (UnsafeRawPointer) -> any PreparableProperty {
            { address in address.load(as: P.self) }
        }
        return typed(type)
    }

    private static func isWrapper(_ type: Any.Type) -> Bool {
        type is any PreparableProperty.Type || type is any DynamicProperty.Type
    }

    private static func fields(of type: Any.Type) -> Fields {
        let key = ObjectIdentifier(type)
        if let known = cache.withValue({ $0[key] }) { return known }
        // A holder of one value whose wrappers are its own (a style's, in its style body).
        if let forwarding = type as? any ForwardingDynamicProperty.Type {
            let fields = Fields(of: type, fields(of: forwarding.forwardedType).fields)
            cache.withValue { $0[key] = fields }
            return fields
        }
        let fields = {
            var found: [Field] = []
            var loadsEveryField = true
            let complete = _forEachField(of: type) { name, offset, fieldType, kind in
                if isWrapper(fieldType) {
                    // A wrapper that is a class (your own `DynamicProperty` class) may be held
                    // `weak` or `unowned`: loaded as a strong reference it would be misread,
                    // so such a type is read with `Mirror`, which knows each field's ownership.
                    if fieldType is AnyClass || kind == .existential { loadsEveryField = false }
                    let wrapper = fieldType as? any PreparableProperty.Type
                    let label = String(cString: name)
                    found.append(
                        Field(
                            name: label.hasPrefix("_") ? String(label.dropFirst()) : label, offset: offset,
                            type: fieldType, preparesUnhosted: wrapper?.preparesUnhosted ?? true,
                            load: wrapper.map(loader(of:))))
                }
                return true
            }
            // A class or another type the runtime reports incompletely: read it with `Mirror`.
            return Fields(of: type, complete && loadsEveryField && !(type is AnyClass) ? found : nil)
        }()
        cache.withValue { $0[key] = fields }
        return fields
    }
}
