import ViewTree

extension ViewType {
    /// The views of a `searchScopes(_:scopes:)`, each tagged with a scope:
    /// `try list.searchScopes().text(0).tag()`.
    public struct SearchScopes: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "SearchScopes".
        public static var typePrefix: String { "SearchScopes" }
        static var family: String { "searchScopes" }
    }
}

extension InspectableView {
    /// The scope views of the view's `searchScopes(_:scopes:)`. Search reaches them too.
    public func searchScopes() throws -> InspectableView<ViewType.SearchScopes> {
        try LayerReading.layer(of: self, call: "searchScopes", index: nil)
    }

    /// The selected scope: the value of the `searchScopes` binding, as `Scope`.
    public func searchScope<Scope>(_ type: Scope.Type = Scope.self) throws -> Scope {
        try reading("searchScope()") { node in
            let parts = try SearchScopeReading.parts(of: node)
            return try SelectionReading.typed(parts.inspectorScope, as: Scope.self, of: "searchScopes")
        }
    }

    /// Selects the scope tagged `scope`, as a tap on it would: writes the `searchScopes`
    /// binding. Throws, changing nothing, when `scope` is of another type, no scope view is
    /// tagged with it (the message lists the tags), or the view is disabled or hidden.
    public func setSearchScope<Scope: Hashable>(_ scope: Scope) throws {
        try reading("setSearchScope(_:)") { node in
            let parts = try SearchScopeReading.parts(of: node)
            guard parts.inspectorAccepts(scope) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "scope \(ContainerReading.show(scope, withType: true))",
                    reason: "is not of the type of the searchScopes binding, \(TypeName.display(parts.inspectorScopeType))")
            }
            let tags = try SearchScopeReading.tags(of: node)
            guard tags.contains(AnyHashable(scope)) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "scope \(ContainerReading.show(scope))",
                    reason: "is the tag of no scope view; the scopes' tags: \(ContainerReading.list(tags))")
            }
            try Interaction.ensureResponsive(node, control: "the search scopes of \(node.kindName)")
            Interaction.perform(at: node) { _ = parts.inspectorSelect(scope) }
        }
    }

    /// When the view's search scopes show (`searchScopes(_:activation:_:)`); `.automatic` for
    /// `searchScopes(_:scopes:)`.
    public func searchScopeActivation() throws -> SearchScopeActivation {
        try reading("searchScopeActivation()") { node in
            try Reflection.field("activation", of: try SearchScopeReading.modifier(of: node), as: SearchScopeActivation.self)
        }
    }
}

enum SearchScopeReading {
    static func modifier(of node: InspectionNode) throws -> Any {
        guard let (_, modifier) = node.ownModifiers(.searchScopes).first else { throw node.missing("searchScopes") }
        return modifier
    }

    static func parts(of node: InspectionNode) throws -> any SearchScopeParts {
        guard let parts = try modifier(of: node) as? any SearchScopeParts else {
            throw InspectionError.Reason.typeMismatch(expected: "searchScopes", found: node.kindName, hint: nil)
        }
        return parts
    }

    /// The tags of the scope views, in order.
    static func tags(of node: InspectionNode) throws -> [AnyHashable] {
        let layers = node.attachingModifiers("searchScopes")
        guard !layers.isEmpty else { throw node.missing("searchScopes") }
        let layer = node.layerNode("searchScopes", at: 0, of: layers)
        return try ContainerReading.items(of: layer, intoSections: false).compactMap(NodeFacts.tag(of:))
    }
}

/// A `searchScopes` binding, read and written with its own type.
protocol SearchScopeParts {
    var inspectorScope: Any { get }
    var inspectorScopeType: Any.Type { get }
    func inspectorAccepts(_ value: Any) -> Bool
    func inspectorSelect(_ value: Any) -> Bool
}

extension _SearchScopesModifier: SearchScopeParts {
    private var binding: Binding<Scope>? { try? Reflection.field("scope", of: self, as: Binding<Scope>.self) }
    var inspectorScope: Any { binding?.wrappedValue as Any }
    var inspectorScopeType: Any.Type { Scope.self }
    func inspectorAccepts(_ value: Any) -> Bool { value is Scope }
    func inspectorSelect(_ value: Any) -> Bool {
        guard let binding, let value = value as? Scope else { return false }
        binding.wrappedValue = value
        return true
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.searchScopes(_:scopes:)`: its scope views are a layer search visits.
    static let searchScopes = ModifierKind(
        name: ".searchScopes", attachment: Attachment(call: "searchScopes", field: "scopes"))
}

extension _SearchScopesModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .searchScopes }
}
