import Synchronization
import ViewTree

/// Everything Inspector learns about a type once and reuses: its structure, its view kind,
/// its modifier kind, its display name, and the operations that open its values.
///
/// The operations are closures specialized for the type when it is first seen, so that
/// opening a value later is a cast to a concrete type, not a search for a protocol
/// conformance: on a 250,000-node search that is the difference between meeting the time
/// budget and not.
final class TypeInfo: @unchecked Sendable {
    let type: Any.Type
    let structure: Structure
    let modifierKind: ModifierKind?
    let displayName: String
    /// A custom view's `body`: main-actor code, as `View.body` is.
    let body: (@MainActor (Any) -> Any?)?
    /// A `ModifiedContent`'s content and modifier.
    let modifiedParts: ((Any) -> (content: Any, modifier: Any)?)?
    /// A `TupleView`'s elements.
    let tupleElements: ((Any) -> [Any]?)?
    /// An optional view's wrapped view: `.some(nil)` when the optional is empty.
    let wrapped: ((Any) -> Any??)?
    /// The type's stored properties, for types the runtime describes field by field.
    let layout: Reflection.Layout?
    /// Whether values have property wrappers to prepare: 0 not known yet, 1 no, 2 yes.
    private let dynamicProperties = Atomic<UInt8>(0)

    private init(type: Any.Type) {
        self.type = type
        self.structure = Self.structure(of: type)
        self.modifierKind = Self.modifierKind(of: type)
        self.displayName = TypeName.display(type)
        if case .view(.custom) = structure, let viewType = type as? any ViewTree.View.Type {
            body = Self.bodyEvaluator(viewType)
        } else {
            body = nil
        }
        modifiedParts = (type as? any ModifiedContentParts.Type).map { Self.partsReader($0) }
        tupleElements = (type as? any TupleParts.Type).map { Self.elementsReader($0) }
        wrapped = (type as? any OptionalParts.Type).map { Self.wrappedReader($0) }
        layout = Reflection.layout(of: type)
    }

    /// Whether values of this type have `@State`, `@Environment` or other wrappers to prepare
    /// before their body runs; learned from the first value seen.
    func hasDynamicProperties(_ value: Any) -> Bool {
        switch dynamicProperties.load(ordering: .relaxed) {
        case 1: return false
        case 2: return true
        default:
            let has = DynamicProperties.hasProperties(value)
            dynamicProperties.store(has ? 2 : 1, ordering: .relaxed)
            return has
        }
    }

    private static func bodyEvaluator<V: ViewTree.View>(_ type: V.Type) -> @MainActor (Any) -> Any? {
        { value in (value as? V).map { $0.body } }
    }

    private static func partsReader<M: ModifiedContentParts>(_ type: M.Type) -> (Any) -> (content: Any, modifier: Any)? {
        { value in (value as? M).map { ($0.inspectorContent, $0.inspectorModifier) } }
    }

    private static func elementsReader<T: TupleParts>(_ type: T.Type) -> (Any) -> [Any]? {
        { value in (value as? T)?.inspectorElements }
    }

    private static func wrappedReader<O: OptionalParts>(_ type: O.Type) -> (Any) -> Any?? {
        { value in (value as? O).map { $0.inspectorWrapped } }
    }

    private static let cache = LockedCache<ObjectIdentifier, TypeInfo>()

    /// The information about `type`, computed on first use.
    static func of(_ type: Any.Type) -> TypeInfo {
        cache.value(for: ObjectIdentifier(type)) { TypeInfo(type: type) }
    }

    /// The information about the dynamic type of `value`.
    static func of(value: Any) -> TypeInfo {
        of(Swift.type(of: value))
    }

    /// The view kind, or `.notAView` for transparent structure and non-views.
    var viewKind: ViewKind {
        if case let .view(kind) = structure { return kind }
        return .notAView
    }

    /// The name shown in messages for a value of this type: the kind for built-in views
    /// (`HStack`, not `HStack<TupleView<(Text, Text)>>`), the type for everything else.
    var kindName: String {
        switch viewKind {
        case .custom, .unknownPrimitive, .notAView: displayName
        case .shape: TypeName.base(type).hasPrefix("_") ? "Shape" : TypeName.base(type)
        default: viewKind.typePrefix
        }
    }

    private static func structure(of type: Any.Type) -> Structure {
        if let known = type as? any InspectorStructured.Type {
            return known.inspectorStructure
        }
        if type is any ViewTree.Shape.Type {
            return .view(.shape)
        }
        guard let viewType = type as? any ViewTree.View.Type else {
            return .other
        }
        return isPrimitive(viewType) ? .view(.unknownPrimitive) : .view(.custom)
    }

    private static func isPrimitive<V: ViewTree.View>(_ type: V.Type) -> Bool {
        V.Body.self == Never.self
    }

    private static func modifierKind(of type: Any.Type) -> ModifierKind? {
        if let known = type as? any InspectorModifier.Type {
            return known.inspectorModifierKind
        }
        guard let modifierType = type as? any ViewTree.ViewModifier.Type else { return nil }
        return isPrimitiveModifier(modifierType) ? .unknown : .custom
    }

    private static func isPrimitiveModifier<M: ViewTree.ViewModifier>(_ type: M.Type) -> Bool {
        M.Body.self == Never.self
    }
}

/// ViewTree types whose place in the structure Inspector knows.
protocol InspectorStructured {
    static var inspectorStructure: Structure { get }
}

/// ViewTree modifiers Inspector knows how to read.
protocol InspectorModifier {
    static var inspectorModifierKind: ModifierKind { get }
}
