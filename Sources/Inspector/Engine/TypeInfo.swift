import Synchronization
import ViewTree

/// Everything Inspector learns about a type once and reuses: its structure, its view kind,
/// its modifier kind, its display name, and the operations that open its values.
///
/// The operations are closures specialized for the type when it is first seen, so that
/// opening a value later is a cast to a concrete type, not a search for a protocol
/// conformance: on a 250,000-node search that is the difference between meeting the time
/// budget and not.
///
/// Immutable after init (its flag an `Atomic`); `parts` captures per-type constants; the bodies run on the main actor.
final class TypeInfo: @unchecked Sendable {
    let type: Any.Type
    let structure: Structure
    let modifierKind: ModifierKind?
    let displayName: String
    /// A custom view's `body`, read as a piece (`Expansion.BodyReader`): main-actor code, as
    /// `View.body` is.
    let body: (@MainActor (Any) -> ViewStructure.Piece?)?
    /// A custom view modifier's `body(content:)` around its content placeholder, read as a
    /// piece: main-actor code, as `ViewModifier.body(content:)` is. Specialized for the type,
    /// so that evaluating it looks no conformance up. A body that is its content placeholder
    /// with modifiers (`content.padding()`) also comes kept in one object that flattening reads
    /// in place: a search passes that one view without a node, and the node then keeps the body
    /// as it is (`CachedContent.modifierBody`) rather than the view and its modifiers.
    let modifierBody: (@MainActor (Any) -> ModifierBodyEvaluation?)?
    /// What a value of this type is made of, for `ViewStructure.flatten`.
    let parts: (Any) -> ViewStructure.Parts
    /// The type's stored properties, for types the runtime describes field by field.
    let layout: Reflection.Layout?
    /// The property wrappers a custom view's values hold, prepared before each body: kept
    /// here so that preparing reads no lock. Nil for types without a body.
    let wrappers: DynamicProperties.Wrappers?
    /// Whether values have property wrappers to prepare: 0 not known yet, 1 no, 2 yes.
    private let dynamicProperties = Atomic<UInt8>(0)

    private init(type: Any.Type) {
        self.type = type
        self.structure = Self.structure(of: type)
        if case let .view(kind) = structure { self.viewKind = kind } else { self.viewKind = .notAView }
        self.modifierKind = Self.modifierKind(of: type)
        self.displayName = TypeName.display(type)
        if case .view(.custom) = structure, let viewType = type as? any ViewTree.View.Type {
            body = Self.bodyEvaluator(viewType)
        } else if case .view(.custom) = structure, let toolbarType = type as? any ViewTree.ToolbarContent.Type {
            body = Self.toolbarBodyEvaluator(toolbarType)
        } else {
            body = nil
        }
        if let modifierType = type as? any ViewTree.ViewModifier.Type {
            modifierBody = Self.modifierBodyEvaluator(modifierType)
        } else {
            modifierBody = nil
        }
        parts = (type as? any InspectorStructural.Type)?.partsReader ?? { _ in .leaf }
        layout = Reflection.layout(of: type)
        wrappers = body != nil || modifierKind == .custom ? DynamicProperties.wrappers(of: type) : nil
        isLeaf = !viewKind.hasContent && viewKind.parts.isEmpty
        hasContent = viewKind.hasContent
        runsCode = viewKind.runsCode
        indexesContent = viewKind.indexesContent
        hasParts = !viewKind.parts.isEmpty
        styleBodyPart = viewKind.styleBodyPart
        hangsViews = modifierKind.map { $0.hasBody || $0.attachment != nil } ?? false
    }

    /// Whether the type is a view with no content and no parts (`viewKind` tells neither):
    /// read where it is stored, without the view kind.
    let isLeaf: Bool

    /// `viewKind.hasContent`, read without the view kind.
    let hasContent: Bool

    /// `viewKind.runsCode`, read without the view kind.
    let runsCode: Bool

    /// `viewKind.indexesContent`, read without the view kind.
    let indexesContent: Bool

    /// Whether the type is a view with parts (`viewKind.parts` is not empty).
    let hasParts: Bool

    /// `viewKind.styleBodyPart`, read without the view kind.
    let styleBodyPart: Int?

    /// Whether the type is a modifier that hangs views from the view it modifies: a custom
    /// modifier (its body) or an overlay or a background (what it carries).
    let hangsViews: Bool

    /// `hangsViews`, per type, apart from the entries (see `hangsViews(_:)`).
    private static let hangingCache = TypeCache<Bool>()

    /// `of(type).hangsViews`, cached on its own: a flag is handed out without the reference
    /// counting of the type's entry (search asks it of every modifier of every view it visits).
    static func hangsViews(_ type: Any.Type) -> Bool {
        hangingCache.value(for: type) { of(type).hangsViews }
    }

    /// Whether values of this type have `@State`, `@Environment` or other wrappers to prepare
    /// before their body runs; learned from the first value seen.
    func hasDynamicProperties(_ value: Any) -> Bool {
        let known = dynamicProperties.load(ordering: .relaxed)
        if known != 0 { return known == 2 }
        let has = DynamicProperties.hasProperties(value)
        dynamicProperties.store(has ? 2 : 1, ordering: .relaxed)
        return has
    }

    private static func bodyEvaluator<V: ViewTree.View>(_ type: V.Type) -> @MainActor (Any) -> ViewStructure.Piece? {
        let reader = Expansion.BodyReader(of: V.Body.self)
        // The body of the view in its existential's storage: a cast would copy the view first.
        // The body is read where it lies: it is never boxed itself.
        return { value in
            let read = reader.read
            return Reflection.withStorage(of: value, as: V.self) { Expansion.BodyReader.piece(of: $0.pointee.body, read) }
        }
    }

    private static func modifierBodyEvaluator<M: ViewTree.ViewModifier>(
        _ type: M.Type
    ) -> @MainActor (Any) -> ModifierBodyEvaluation? {
        let reader = Expansion.BodyReader(of: M.Body.self)
        // Known from the body's type: whether the body is kept in an object.
        let keepsBody = ModifierBodyEvaluation.keepsBody(M.Body.self, placeholder: _ViewModifier_Content<M>.self)
        return { value in
            let read = reader.read
            return Reflection.withStorage(of: value, as: M.self) { modifier in
                guard keepsBody else {
                    let piece = Expansion.BodyReader.piece(of: modifier.pointee.body(content: _ViewModifier_Content<M>()), read)
                    return ModifierBodyEvaluation(body: nil, piece: piece)
                }
                let body = TypedModifierBody(modifier.pointee.body(content: _ViewModifier_Content<M>()), read: read)
                return ModifierBodyEvaluation(body: body, piece: body.piece())
            }
        }
    }

    private static func toolbarBodyEvaluator<C: ViewTree.ToolbarContent>(
        _ type: C.Type
    ) -> @MainActor (Any) -> ViewStructure.Piece? {
        { value in (value as? C).map { ViewStructure.Piece(value: $0.body) } }
    }

    private static let cache = TypeCache<TypeInfo>()

    /// The information about `type`, computed on first use.
    static func of(_ type: Any.Type) -> TypeInfo {
        cache.value(for: type) { TypeInfo(type: type) }
    }

    /// The information about the dynamic type of `value`.
    static func of(value: Any) -> TypeInfo {
        of(Swift.type(of: value))
    }

    /// The view kind, or `.notAView` for transparent structure and non-views. Stored: search
    /// asks it of every view it passes.
    let viewKind: ViewKind

    /// The name shown in messages for a value of this type: the kind for built-in views
    /// (`HStack`, not `HStack<TupleView<(Text, Text)>>`), the type for everything else.
    var kindName: String {
        viewKind.name(of: type)
    }

    private static func structure(of type: Any.Type) -> Structure {
        if let structural = type as? any InspectorStructural.Type {
            return structural.inspectorStructure
        }
        if let known = type as? any InspectableKind.Type {
            return .view(known.inspectorKind)
        }
        // The one kind chosen by protocol rather than by type: every `Shape`, yours included.
        if type is any ViewTree.Shape.Type {
            return .view(.shape)
        }
        // Toolbar content of your own is inspected as your views are: through its body.
        if let toolbarType = type as? any ViewTree.ToolbarContent.Type, !isPrimitiveToolbarContent(toolbarType) {
            return .view(.custom)
        }
        guard let viewType = type as? any ViewTree.View.Type else {
            return .other
        }
        return isPrimitive(viewType) ? .view(.unknownPrimitive) : .view(.custom)
    }

    private static func isPrimitiveToolbarContent<C: ViewTree.ToolbarContent>(_ type: C.Type) -> Bool {
        C.Body.self == Never.self
    }

    private static func isPrimitive<V: ViewTree.View>(_ type: V.Type) -> Bool {
        V.Body.self == Never.self
    }

    private static func modifierKind(of type: Any.Type) -> ModifierKind? {
        if let known = type as? any InspectableModifier.Type {
            return known.inspectorModifierKind
        }
        guard let modifierType = type as? any ViewTree.ViewModifier.Type else { return nil }
        return isPrimitiveModifier(modifierType) ? .unknown : .custom
    }

    private static func isPrimitiveModifier<M: ViewTree.ViewModifier>(_ type: M.Type) -> Bool {
        M.Body.self == Never.self
    }
}

