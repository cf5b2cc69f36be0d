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
///
/// A raw load is only as safe as the layout it follows, so three rules keep it from ever
/// misreading memory:
/// - A field is loaded only from a value whose type is exactly the field's `owner`.
/// - A field is loaded as its own type, opened explicitly from the metatype the runtime reports.
/// - A field that may be stored as a `weak` or `unowned` reference is never loaded: see
///   `access(forFieldOf:kind:)`.
enum Reflection {
    /// A stored property of a struct or an element of a tuple.
    struct Field {
        let label: String
        let offset: Int
        let type: Any.Type
        /// Whether the field's type is a protocol existential other than `Any` (`any View`).
        let isExistential: Bool
        /// The struct or tuple type whose storage holds the field: the only type of value the
        /// field is ever loaded from.
        let owner: Any.Type
        /// How the field is read from its owner's storage.
        let access: Access
    }

    /// How a field is read from a value of its owner's type.
    enum Access {
        /// A typed load of the field's own type from the value's storage.
        case load
        /// A typed load as `any View`: the static type opens the existential container.
        case loadView
        /// A typed load as `any ShapeStyle`: the static type opens the existential container.
        case loadShapeStyle
        /// Through `Mirror`: a field that may be a `weak` or `unowned` reference, or an
        /// existential of a protocol Inspector does not know statically.
        case mirror
    }

    /// The stored properties of a struct or tuple type, in declaration order.
    final class Layout: Sendable {
        let fields: [Field]
        /// Whether every field is read by a typed load, none through `Mirror`.
        let loadsEveryField: Bool
        private let indexByLabel: [String: Int]

        init(fields: [Field]) {
            self.fields = fields
            loadsEveryField = fields.allSatisfy { $0.access != .mirror }
            var index: [String: Int] = [:]
            for (position, field) in fields.enumerated() where index[field.label] == nil {
                index[field.label] = position
            }
            indexByLabel = index
        }

        func field(_ label: String) -> Field? {
            // Most layouts have a few fields: comparing the labels (short, ASCII, compared by
            // their bits) costs a fraction of hashing the label for the table.
            guard fields.count > Self.scannedFieldCount else {
                return fields.first { $0.label == label }
            }
            return indexByLabel[label].map { fields[$0] }
        }

        /// Up to how many fields a label is looked for by comparing it with each.
        private static var scannedFieldCount: Int { 8 }
    }

    private static let layouts = TypeCache<Layout?>()

    /// The field layout of `type`, or nil when the runtime does not describe its storage as
    /// fields: classes (reported as incomplete), enums and optionals (reported with no fields).
    /// A struct with no stored properties also gets nil; `Mirror` finds nothing in it either.
    static func layout(of type: Any.Type) -> Layout? {
        layouts.value(for: type) {
            var fields: [Field] = []
            let complete = _forEachField(of: type) { name, offset, fieldType, kind in
                fields.append(
                    Field(
                        label: String(cString: name), offset: offset, type: fieldType,
                        isExistential: kind == .existential && fieldType != Any.self,
                        owner: type, access: access(forFieldOf: fieldType, kind: kind)))
                return true
            }
            return complete && !fields.isEmpty ? Layout(fields: fields) : nil
        }
    }

    /// How a field of type `type`, of runtime kind `kind`, is read.
    ///
    /// `_forEachField` reports `weak var x: C?` as a field of type `C?` and `unowned let x: C`
    /// as a field of type `C`, but their storage is a weak or unowned reference, not a strong
    /// one: loading it as its type reads a weak reference's side-table pointer as an object,
    /// or retains an object whose unowned reference outlived it. The runtime knows each field's
    /// ownership, but `_forEachField` does not pass it on (only name, offset, type and kind),
    /// so a field whose type *could* be a weak or unowned reference is never loaded: a class,
    /// an existential that may be class-bound, an optional of one, or a kind the standard
    /// library does not name. `Mirror` reads those, and it reads each ownership correctly.
    /// ViewTree's views store values, not objects, so the reads that matter for speed keep the
    /// typed load; an object field (a key path) costs a `Mirror`.
    ///
    /// Existentials other than `Any`, `any View` and `any ShapeStyle` are read through
    /// `Mirror` whether or not they are class-bound: `Mirror` opens them to the value inside.
    static func access(forFieldOf type: Any.Type, kind: _MetadataKind) -> Access {
        if type == (any ViewTree.View).self { return .loadView }
        if type == (any ShapeStyle).self { return .loadShapeStyle }
        return mayBeReference(type, kind: kind) ? .mirror : .load
    }

    /// Whether a stored property of `type` can be a `weak`, `unowned` or `unowned(unsafe)`
    /// reference; true also for every existential but `Any`, `any View` and `any ShapeStyle`.
    private static func mayBeReference(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        if kind == .existential {
            // `Any`, `any View` and `any ShapeStyle` are not class-bound, so never weak or
            // unowned. Whether another existential is class-bound is not cheaply known.
            return !(type == Any.self || type == (any ViewTree.View).self || type == (any ShapeStyle).self)
        }
        if kind == .optional {
            guard let wrapped = (type as? any OptionalType.Type)?.wrappedType else { return true }
            return mayBeReference(wrapped, kind: metadataKind(of: wrapped))
        }
        // Everything else is a reference but the value kinds: classes (native, foreign,
        // Objective-C), and kinds the standard library does not name, such as constrained
        // existentials (`any P<T>`), which may be class-bound.
        let values: [_MetadataKind] = [.struct, .enum, .tuple, .function, .metatype, .existentialMetatype, .opaque]
        return !values.contains(kind)
    }

    /// The runtime kind of `type`, as `_forEachField` reports it for a field of that type.
    static func metadataKind(of type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: probe)
    }

    /// Whether `type` is a struct or an enum: a value of a field of that type is always of
    /// exactly that type, where a class instance may be of a subclass.
    static func isStructOrEnum(_ type: Any.Type) -> Bool {
        let kind = metadataKind(of: type)
        return kind == .struct || kind == .enum
    }

    /// Reads `field` from `value`.
    ///
    /// The offset is only loaded from a value of the field's owner type; for a value of any
    /// other type the label is looked up in that value's own layout instead.
    ///
    /// An existential field (`let storage: any View`) loaded through a generic `T` would come
    /// back as an `Any` boxing the existential container, which opens to the container, not
    /// the view inside. The existentials ViewTree stores are loaded with their static type,
    /// which unwraps them; any other existential is read through `Mirror`, which does too.
    static func read(_ field: Field, from value: Any) -> Any {
        guard Swift.type(of: value) == field.owner else {
            return self.field(field.label, of: value) ?? (Any?.none as Any)
        }
        if field.access == .mirror {
            return mirrorChild(field.label, of: value) ?? (Any?.none as Any)
        }
        func project<Value>(_ value: Value) -> Any {
            withUnsafePointer(to: value) { pointer in
                let address = UnsafeRawPointer(pointer) + field.offset
                switch field.access {
                case .loadView:
                    return address.load(as: (any ViewTree.View).self)
                case .loadShapeStyle:
                    return address.load(as: (any ShapeStyle).self)
                case .load, .mirror:  // `.mirror` never gets here: read above.
                    func loadField<T>(_ type: T.Type) -> Any {
                        load(type, from: address)
                    }
                    return _openExistential(field.type, do: loadField)
                }
            }
        }
        return _openExistential(value, do: project)
    }

    /// The fields of the struct or tuple stored inline in `outer` (a field of `owner`), as
    /// fields of `owner` at their offsets in it: a block's elements read straight from its
    /// `TupleView`. Nil unless every field involved is read by a typed load.
    static func nestedFields(of outer: Field, in owner: Any.Type, picking picked: [Field]? = nil) -> [Field]? {
        guard outer.owner == owner, outer.access == .load, let inner = layout(of: outer.type) else { return nil }
        let fields = picked ?? inner.fields
        guard fields.allSatisfy({ $0.access == .load && $0.owner == outer.type }) else { return nil }
        return fields.map { field in
            Field(
                label: outer.label + "." + field.label, offset: outer.offset + field.offset, type: field.type,
                isExistential: field.isExistential, owner: owner, access: .load)
        }
    }

    /// Reads `fields`, which all belong to the type of `value`, with one opening of the value:
    /// the elements of a tuple, the content and modifier of a `ModifiedContent`.
    static func read(_ fields: [Field], from value: Any) -> [Any] {
        guard fields.allSatisfy({ $0.owner == Swift.type(of: value) && $0.access == .load }) else {
            return fields.map { read($0, from: value) }
        }
        func project<Value>(_ value: Value) -> [Any] {
            withUnsafePointer(to: value) { pointer in
                let base = UnsafeRawPointer(pointer)
                return fields.map { field in
                    func loadField<T>(_ type: T.Type) -> Any {
                        load(type, from: base + field.offset)
                    }
                    return _openExistential(field.type, do: loadField)
                }
            }
        }
        return _openExistential(value, do: project)
    }

    private static func load<T>(_ type: T.Type, from pointer: UnsafeRawPointer) -> Any {
        pointer.load(as: T.self)
    }

    /// The child `label` of `value` as `Mirror` reads it: the value itself, not an optional
    /// wrapping it.
    private static func mirrorChild(_ label: String, of value: Any) -> Any? {
        for child in Mirror(reflecting: value).children where child.label == label {
            return child.value
        }
        return nil
    }

    /// The stored property `label` of `value`, or nil when it has none.
    static func field(_ label: String, of value: Any) -> Any? {
        if let layout = layout(of: type(of: value)) {
            return layout.field(label).map { read($0, from: value) }
        }
        return mirrorChild(label, of: value)
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
    ///
    /// A closure read so is called safely only when its parameters and results are generic
    /// parameters of the view, `Void`, or `inout`: a closure stored with concrete ones
    /// (`(GeometryProxy) -> Content`, `() -> String`) keeps their direct calling convention,
    /// which the cast does not know, and is called with garbage. Such closures are called
    /// through `package` methods of the ViewTree type that stores them.
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

    /// The stored property `label` of each of `values`, usually all of one type.
    ///
    /// The first value's layout is used for every value of that same type; a value of another
    /// type is read with its own.
    static func field<T>(_ label: String, ofEach values: [Any], as type: T.Type) throws -> [T] {
        guard let first = values.first else { return [] }
        let firstType = Swift.type(of: first)
        let field = layout(of: firstType)?.field(label)
        return try values.map { value in
            guard let field, Swift.type(of: value) == firstType else {
                return try self.field(label, of: value, as: T.self)
            }
            guard let typed = read(field, from: value) as? T else {
                throw InspectionError.attributeNotFound("\(label) as \(TypeName.display(T.self))", in: Swift.type(of: value))
            }
            return typed
        }
    }

    /// The elements of a tuple value, in order.
    static func tupleElements(of value: Any) -> [Any] {
        if let layout = layout(of: type(of: value)), layout.loadsEveryField {
            return read(layout.fields, from: value)
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

/// A struct with one field of type `T`, whose kind `_forEachField` reports.
private struct KindProbe<T> {
    let value: T
}

/// Optional's wrapped type, to see through an optional field's type.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
    var wrappedValue: Any? { get }
}

extension Optional: OptionalType {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
    fileprivate var wrappedValue: Any? { map { $0 } }
}

extension Reflection {
    /// What an optional value holds (nil when it holds nothing); any other value as it is.
    static func unwrapped(_ value: Any) -> Any? {
        guard let optional = value as? any OptionalType else { return value }
        return optional.wrappedValue.flatMap(unwrapped)
    }
}

/// The stored properties of ViewTree's structural shapes that the engine reads where it walks
/// a tree: the one place outside the kinds' own files where labels of ViewTree's stored
/// properties are written (a test keeps it so, `FieldReadLocationTests`).
enum SharedShapeFields {
    /// `TupleView.value`: a view builder block's elements.
    static let tupleElements = "value"
    /// `ModifiedContent.content`: the modified view.
    static let modifiedContent = "content"
    /// `ModifiedContent.modifier`: the modifier applied to it.
    static let modifier = "modifier"
}
