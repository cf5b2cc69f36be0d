@_spi(Reflection) import Swift
import Foundation
import ViewTree

/// The one place where Inspector reads ViewTree values by reflection.
///
/// The stored property labels of ViewTree's types are the contract between the two modules;
/// every read goes through `Reflection.field(_:of:)` and friends, so renaming a stored
/// property breaks exactly these helpers and the tests that pin them.
///
/// Why not `Mirror` everywhere: building a `Mirror` costs 1.5–7 µs per value on this
/// toolchain, which makes a 250,000-node search take seconds. For structs and tuples the
/// field layout (label, offset, type) is read once per type from the runtime's metadata with
/// the standard library's `_forEachField`, cached, and each read is then a typed load from the
/// value's own storage (about 0.15 µs). Values are only ever read, never written. Enums and
/// classes, whose payloads `_forEachField` does not describe, fall back to `Mirror`.
enum Reflection {
    /// A stored property of a struct or an element of a tuple.
    struct Field {
        let label: String
        let offset: Int
        let type: Any.Type
        /// Whether the field's type is a protocol existential other than `Any` (`any View`).
        let isExistential: Bool
    }

    /// The stored properties of a struct or tuple type, in declaration order.
    final class Layout: @unchecked Sendable {
        let fields: [Field]
        private let indexByLabel: [String: Int]

        init(fields: [Field]) {
            self.fields = fields
            var index: [String: Int] = [:]
            for (position, field) in fields.enumerated() where index[field.label] == nil {
                index[field.label] = position
            }
            indexByLabel = index
        }

        func field(_ label: String) -> Field? {
            indexByLabel[label].map { fields[$0] }
        }
    }

    private static let layouts = LockedCache<ObjectIdentifier, Layout?>()

    /// The field layout of `type`, or nil when the runtime does not describe its storage as
    /// fields: classes (reported as incomplete), enums and optionals (reported with no fields).
    /// A struct with no stored properties also gets nil; `Mirror` finds nothing in it either.
    static func layout(of type: Any.Type) -> Layout? {
        layouts.value(for: ObjectIdentifier(type)) {
            var fields: [Field] = []
            let complete = _forEachField(of: type) { name, offset, fieldType, kind in
                fields.append(
                    Field(
                        label: String(cString: name), offset: offset, type: fieldType,
                        isExistential: kind == .existential && fieldType != Any.self))
                return true
            }
            return complete && !fields.isEmpty ? Layout(fields: fields) : nil
        }
    }

    /// Reads `field` from `value`, which must be of the type the field belongs to.
    ///
    /// An existential field (`let storage: any View`) loaded through a generic `T` would come
    /// back as an `Any` boxing the existential container, which opens to the container, not
    /// the view inside. The existentials ViewTree stores are loaded with their static type,
    /// which unwraps them; any other existential is read through `Mirror`, which does too.
    static func read(_ field: Field, from value: Any) -> Any {
        func project<Value>(_ value: Value) -> Any {
            withUnsafePointer(to: value) { pointer in
                let address = UnsafeRawPointer(pointer) + field.offset
                guard field.isExistential else { return load(field.type, from: address) }
                if field.type == (any ViewTree.View).self {
                    return address.load(as: (any ViewTree.View).self)
                }
                if field.type == (any ShapeStyle).self {
                    return address.load(as: (any ShapeStyle).self)
                }
                return Mirror(reflecting: value).children.first { $0.label == field.label }?.value as Any
            }
        }
        return _openExistential(value, do: project)
    }

    private static func load<T>(_ type: T.Type, from pointer: UnsafeRawPointer) -> Any {
        pointer.load(as: T.self)
    }

    /// The stored property `label` of `value`, or nil when it has none.
    static func field(_ label: String, of value: Any) -> Any? {
        if let layout = layout(of: type(of: value)) {
            return layout.field(label).map { read($0, from: value) }
        }
        return Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    /// The stored property `label` of `value`, whose type information the caller has.
    static func field(_ label: String, of value: Any, info: TypeInfo) throws -> Any {
        if let field = info.layout?.field(label) {
            return read(field, from: value)
        }
        return try self.field(label, of: value, as: Any.self)
    }

    /// The stored property `label` of `value` as a `T`.
    ///
    /// Throws an `InspectionError` when the property is missing or of another type: that means
    /// ViewTree's storage and Inspector's reading of it went out of step.
    static func field<T>(_ label: String, of value: Any, as type: T.Type) throws -> T {
        guard let raw = field(label, of: value) else {
            throw InspectionError.attributeNotFound(label, in: Swift.type(of: value))
        }
        guard let typed = raw as? T else {
            throw InspectionError.attributeNotFound(
                "\(label) as \(TypeName.display(T.self))", in: Swift.type(of: value))
        }
        return typed
    }

    /// The elements of a collection value (an array stored in a view), as `Any`.
    static func elements(of value: Any) -> [Any]? {
        guard let collection = value as? any Collection else { return nil }
        return boxedElements(of: collection)
    }

    private static func boxedElements<C: Collection>(of collection: C) -> [Any] {
        collection.map { $0 }
    }

    /// The stored property `label` of each of `values`, which are all of one type.
    static func field<T>(_ label: String, ofEach values: [Any], as type: T.Type) throws -> [T] {
        guard let first = values.first else { return [] }
        guard let field = layout(of: Swift.type(of: first))?.field(label) else {
            return try values.map { try self.field(label, of: $0, as: T.self) }
        }
        return try values.map { value in
            guard let typed = read(field, from: value) as? T else {
                throw InspectionError.attributeNotFound("\(label) as \(TypeName.display(T.self))", in: Swift.type(of: value))
            }
            return typed
        }
    }

    /// The elements of a tuple value, in order.
    static func tupleElements(of value: Any) -> [Any] {
        if let layout = layout(of: type(of: value)) {
            return layout.fields.map { read($0, from: value) }
        }
        return Mirror(reflecting: value).children.map(\.value)
    }

    /// The case name and payload of an enum value.
    static func enumCase(of value: Any) -> (name: String, payload: Any?)? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        guard let child = mirror.children.first else {
            return (String(describing: value), nil)
        }
        return (child.label ?? "", child.value)
    }
}
