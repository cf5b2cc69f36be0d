import ViewTree

// The modifiers of navigation: destinations declared for a stack's values, destinations
// presented while a binding says so, and titles.

extension ViewType {
    /// What a `navigationDestination(isPresented:)` or `navigationDestination(item:)` shows
    /// while it is presented: `try view.navigationDestination().view(Detail.self)`.
    public struct NavigationDestination: SingleViewContent, MultipleViewContent {
        /// "NavigationDestination".
        public static var typePrefix: String { "NavigationDestination" }
    }
}

extension ViewType.NavigationDestination: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        if case let .layer(kind) = node.role { return kind.attachment?.call == "navigationDestination" }
        return false
    }

    static func accessor(index: Int?) -> String { "navigationDestination(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { "navigationDestination" }
}

extension InspectableView {
    /// What the view's `navigationDestination(isPresented:)` or `(item:)` presents; with
    /// several, the one at `index` in the order they were applied. While it is not presented
    /// it has no content; `set(isPresented: true)` presents it.
    public func navigationDestination(_ index: Int? = nil) throws -> InspectableView<ViewType.NavigationDestination> {
        try LayerReading.layer(of: self, call: "navigationDestination", index: index)
    }

    /// The navigation title set on this view with `navigationTitle(_:)`; the value of its
    /// binding for an editable title.
    public func navigationTitle() throws -> String {
        try reading("navigationTitle()") { node in
            guard let modifier = node.ownModifiers(.navigationTitle).last?.modifier else {
                throw node.missing(".navigationTitle")
            }
            if let binding = try Reflection.field("binding", of: modifier, as: Binding<String>?.self) {
                return binding.wrappedValue
            }
            return try TextReading.string(of: try Reflection.field("title", of: modifier, as: ViewTree.Text.self))
        }
    }
}

extension InspectableView where View == ViewType.NavigationDestination {
    /// Whether the destination is presented: its `isPresented` binding is true, or its `item`
    /// binding holds a value.
    public func isPresented() throws -> Bool {
        try reading("isPresented()") { node in try presented(node).isShowing }
    }

    /// Presents or dismisses the destination through its binding, as a navigation does.
    /// Presenting an `item:` destination needs an item: set its binding instead.
    public func set(isPresented: Bool) throws {
        try reading("set(isPresented: \(isPresented))") { node in
            let destination = try presented(node)
            if isPresented {
                try Interaction.perform(at: node) { try destination.present() }
            } else {
                Interaction.perform(at: node) { destination.dismiss() }
            }
        }
    }

    private func presented(_ node: InspectionNode) throws -> any PresentedNavigationDestination {
        guard let destination = node.value as? any PresentedNavigationDestination else {
            throw InspectionError.Reason.typeMismatch(
                expected: "navigationDestination(isPresented:) or (item:)", found: node.info.displayName, hint: nil)
        }
        return destination
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.navigationDestination(for:destination:)`: read by the stack around it.
    static let navigationDestinationForValues = ModifierKind(
        name: ".navigationDestination",
        summary: { modifier in
            let type = (modifier as? any NavigationDestinationProvider).map { TypeName.display($0.dataType) } ?? "?"
            return ".navigationDestination(for: \(type).self)"
        })

    /// `.navigationDestination(isPresented:)` and `(item:)`: their destination, while presented,
    /// is reached with `navigationDestination()` and searched.
    static let navigationDestinationPresented = ModifierKind(
        name: ".navigationDestination",
        summary: { modifier in
            let showing = (modifier as? any PresentedNavigationDestination)?.isShowing ?? false
            return ".navigationDestination(\(showing ? "presented" : "not presented"))"
        },
        attachment: .init(call: "navigationDestination", runsCode: true) { modifier in
            (modifier as? any PresentedNavigationDestination)?.shownDestination
        })

    /// `.navigationTitle(_:)`.
    static let navigationTitle = ModifierKind(
        name: ".navigationTitle",
        summary: { modifier in
            if let binding = (Reflection.field("binding", of: modifier) as? OptionalParts)?.inspectorWrapped as? Binding<String> {
                return ".navigationTitle(\(TreeDump.quoted(binding.wrappedValue)))"
            }
            return ModifierDescription.call(".navigationTitle", "title", of: modifier)
        })
}

extension _NavigationDestinationModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationDestinationForValues }
}

extension _NavigationDestinationPresentedModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationDestinationPresented }
}

extension _NavigationDestinationItemModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationDestinationPresented }
}

extension _NavigationTitleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationTitle }
}

// MARK: - Presented destinations

/// A `navigationDestination(isPresented:)` or `(item:)`: whether it shows, what, and
/// presenting or dismissing it through its binding.
protocol PresentedNavigationDestination {
    var isShowing: Bool { get }
    var shownDestination: Any? { get }
    func present() throws
    func dismiss()
}

extension _NavigationDestinationPresentedModifier: PresentedNavigationDestination {
    private var binding: Binding<Bool>? {
        try? Reflection.field("isPresented", of: self, as: Binding<Bool>.self)
    }

    var isShowing: Bool { binding?.wrappedValue ?? false }
    var shownDestination: Any? { presentedDestination }

    func present() throws {
        binding?.wrappedValue = true
    }

    func dismiss() {
        binding?.wrappedValue = false
    }
}

extension _NavigationDestinationItemModifier: PresentedNavigationDestination {
    private var binding: Binding<D?>? {
        try? Reflection.field("item", of: self, as: Binding<D?>.self)
    }

    var isShowing: Bool { binding?.wrappedValue != nil }
    var shownDestination: Any? { presentedDestination }

    func present() throws {
        throw InspectionError.Reason.attributeUnavailable(
            attribute: "item", view: "navigationDestination(item:)",
            reason: "presenting it needs an item: set its binding to one")
    }

    func dismiss() {
        binding?.wrappedValue = nil
    }
}
