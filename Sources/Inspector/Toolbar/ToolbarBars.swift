import ViewTree

extension InspectableView {
    /// How `toolbar(_:for:)` or `toolbarVisibility(_:for:)` on this view shows `bar` (the
    /// innermost that names it; one naming no bar names `.automatic`).
    ///
    /// - Throws: `modifierNotFound` when the view sets no visibility for `bar`.
    public func toolbarVisibility(for bar: ToolbarPlacement = .automatic) throws -> Visibility {
        try reading("toolbarVisibility(for: \(bar))") { node in
            let modifier = try ToolbarBarReading.innermost(.toolbarVisibility, "toolbar(_:for:)", for: bar, at: node)
            return try Reflection.field("visibility", of: modifier, as: Visibility.self)
        }
    }

    /// The style `toolbarBackground(_:for:)` on this view fills `bar` with (the innermost that
    /// names it): `XCTAssertEqual(try view.toolbarBackground(for: .navigationBar) as? Color, .blue)`.
    ///
    /// - Throws: `modifierNotFound` when the view sets no background style for `bar`.
    public func toolbarBackground(for bar: ToolbarPlacement = .automatic) throws -> any ShapeStyle {
        try reading("toolbarBackground(for: \(bar))") { node in
            let modifier = try ToolbarBarReading.innermost(.toolbarBackground, "toolbarBackground(_:for:)", for: bar, at: node)
            return try Reflection.field("style", of: modifier, as: (any ShapeStyle).self)
        }
    }

    /// How `toolbarBackground(_:for:)` with a `Visibility` (or `toolbarBackgroundVisibility`)
    /// on this view shows the background of `bar` (the innermost that names it).
    ///
    /// - Throws: `modifierNotFound` when the view sets no background visibility for `bar`.
    public func toolbarBackgroundVisibility(for bar: ToolbarPlacement = .automatic) throws -> Visibility {
        try reading("toolbarBackgroundVisibility(for: \(bar))") { node in
            let modifier = try ToolbarBarReading.innermost(
                .toolbarBackgroundVisibility, "toolbarBackground(_:for:)", for: bar, at: node)
            return try Reflection.field("visibility", of: modifier, as: Visibility.self)
        }
    }

    /// The color scheme `toolbarColorScheme(_:for:)` on this view prefers for `bar` (the
    /// innermost that names it); nil where it matches the system's: `XCTAssertEqual(try
    /// view.toolbarColorScheme(for: .navigationBar), .dark)`.
    ///
    /// - Throws: `modifierNotFound` when the view sets no color scheme for `bar`.
    public func toolbarColorScheme(for bar: ToolbarPlacement = .automatic) throws -> ColorScheme? {
        try reading("toolbarColorScheme(for: \(bar))") { node in
            let modifier = try ToolbarBarReading.innermost(.toolbarColorScheme, "toolbarColorScheme(_:for:)", for: bar, at: node)
            return try Reflection.field("colorScheme", of: modifier, as: ColorScheme?.self)
        }
    }

    /// The role `toolbarRole(_:)` on this view gives its toolbar's content (the innermost).
    ///
    /// - Throws: `modifierNotFound` when the view has no `toolbarRole(_:)`.
    public func toolbarRole() throws -> ToolbarRole {
        try reading("toolbarRole()") { node in
            guard let (_, modifier) = node.ownModifiers(.toolbarRole).first else { throw node.missing("toolbarRole") }
            return try Reflection.field("role", of: modifier, as: ToolbarRole.self)
        }
    }
}

/// Finding the bar modifier that applies to one bar.
enum ToolbarBarReading {
    /// The bars a bar modifier names: `.automatic` when it names none.
    static func bars(of modifier: Any) -> [ToolbarPlacement] {
        let bars = Reflection.field("bars", of: modifier) as? [ToolbarPlacement] ?? []
        return bars.isEmpty ? [.automatic] : bars
    }

    /// The innermost modifier of `kind` on `node` naming `bar`.
    static func innermost(
        _ kind: ModifierKind, _ call: String, for bar: ToolbarPlacement, at node: InspectionNode
    ) throws -> Any {
        let modifiers = node.ownModifiers(kind)
        guard !modifiers.isEmpty else { throw node.missing(call) }
        guard let (_, modifier) = modifiers.first(where: { bars(of: $0.modifier).contains(bar) }) else {
            let named = Set(modifiers.flatMap { bars(of: $0.modifier) }).map(\.description).sorted()
            throw InspectionError.Reason.modifierNotFound(
                view: node.kindName, modifier: "\(call) for \(bar)",
                detail: "its \(call) names \(named.joined(separator: ", ")) only")
        }
        return modifier
    }

    /// Whether `toolbar(_:for:)` on `node` hides the navigation bar, for `navigationBarHidden()`:
    /// nil when no modifier names it (or the automatic bar, which is the navigation bar).
    static func hidesNavigationBar(at node: InspectionNode) -> (index: Int, isHidden: Bool)? {
        node.ownModifiers(.toolbarVisibility)
            .first { bars(of: $0.modifier).contains { $0 == .navigationBar || $0 == .automatic } }
            .map { ($0.index, Reflection.field("visibility", of: $0.modifier) as? Visibility == .hidden) }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.toolbar(_:for:)`: `.toolbar(.hidden, for: .tabBar)`.
    static let toolbarVisibility = ModifierKind(
        name: ".toolbar", summary: { ToolbarBarReading.summary(".toolbar", "visibility", of: $0) })

    /// `.toolbarBackground(_:for:)` with a shape style.
    static let toolbarBackground = ModifierKind(
        name: ".toolbarBackground", summary: { ToolbarBarReading.summary(".toolbarBackground", "style", of: $0) })

    /// `.toolbarBackground(_:for:)` with a `Visibility`.
    static let toolbarBackgroundVisibility = ModifierKind(
        name: ".toolbarBackground", summary: { ToolbarBarReading.summary(".toolbarBackground", "visibility", of: $0) })

    /// `.toolbarColorScheme(_:for:)`: `.toolbarColorScheme(.dark, for: .navigationBar)`.
    static let toolbarColorScheme = ModifierKind(
        name: ".toolbarColorScheme", summary: { ToolbarBarReading.colorSchemeSummary(of: $0) })

    /// `.toolbarRole(_:)`.
    static let toolbarRole = ModifierKind(
        name: ".toolbarRole", summary: { ModifierDescription.call(".toolbarRole", "role", of: $0) })
}

extension ToolbarBarReading {
    /// `.toolbar(.hidden, for: .tabBar, .bottomBar)`: the value, then the bars it names.
    static func summary(_ name: String, _ label: String, of modifier: Any) -> String {
        let field = Reflection.field(label, of: modifier)
        let value = (field as? Visibility).map { ".\($0)" } ?? ModifierDescription.show(field)
        return summary(name, value: value, of: modifier)
    }

    /// `.toolbarColorScheme(.dark, for: .navigationBar)`; `nil` for the system's scheme.
    static func colorSchemeSummary(of modifier: Any) -> String {
        let scheme = Reflection.field("colorScheme", of: modifier) as? ColorScheme
        return summary(".toolbarColorScheme", value: scheme.map { ".\($0)" } ?? "nil", of: modifier)
    }

    /// `name(value, for: bars…)`.
    private static func summary(_ name: String, value: String, of modifier: Any) -> String {
        let bars = Reflection.field("bars", of: modifier) as? [ToolbarPlacement] ?? []
        let shown = bars.isEmpty ? "" : ", for: " + bars.map(\.description).joined(separator: ", ")
        return "\(name)(\(value)\(shown))"
    }
}

extension _ToolbarVisibilityModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbarVisibility }
}

extension _ToolbarBackgroundModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbarBackground }
}

extension _ToolbarBackgroundVisibilityModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbarBackgroundVisibility }
}

extension _ToolbarRoleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbarRole }
}

extension _ToolbarColorSchemeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbarColorScheme }
}
