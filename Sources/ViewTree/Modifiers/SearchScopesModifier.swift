/// When a search field shows its scopes.
public struct SearchScopeActivation: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// As the platform decides.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// Once the user types in the field.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// As soon as the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")

    /// As written in source: `.onTextEntry`.
    public var description: String { ".\(name)" }
}

/// The scopes a search narrows to: views tagged with the values of `scope`.
public struct _SearchScopesModifier<Scope: Hashable, Content: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let scope: Binding<Scope>
    let activation: SearchScopeActivation
    let scopes: Content

    /// Scopes `scopes`, each tagged with a value of `scope`, shown as `activation` says.
    public init(scope: Binding<Scope>, activation: SearchScopeActivation, scopes: Content) {
        self.scope = scope
        self.activation = activation
        self.scopes = scopes
    }
}

extension _SearchScopesModifier: LayerModifier {
    var layerContent: Any? { scopes }
}

extension View {
    /// Lets the user narrow the view's search to one of the scopes `scopes` builds, each a
    /// view tagged with a value of `scope`.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchScopes($scope) {
    ///     Text("Fruit").tag(Kind.fruit)
    ///     Text("Vegetables").tag(Kind.vegetable)
    /// }
    /// ```
    public consuming func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, @ViewBuilder scopes: () -> S
    ) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: .automatic, scopes: scopes()))
    }

    /// Lets the user narrow the view's search to one of the scopes `scopes` builds, shown as
    /// `activation` says.
    public consuming func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: activation, scopes: scopes()))
    }
}
