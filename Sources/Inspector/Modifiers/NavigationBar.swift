import ViewTree

extension ViewType {
    /// The views of a `navigationBarItems(leading:trailing:)`, the leading items first:
    /// `try view.navigationBarItems().button(1).tap()`.
    public struct NavigationBarItems: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "NavigationBarItems".
        public static var typePrefix: String { "NavigationBarItems" }
        static var family: String { "navigationBarItems" }
    }
}

extension InspectableView {
    /// Whether `navigationBarHidden(_:)`, or `toolbar(_:for:)` naming `.navigationBar` (or
    /// no bar), on this view hides the navigation bar (the innermost of them).
    ///
    /// - Throws: `modifierNotFound` when the view has neither.
    public func navigationBarHidden() throws -> Bool {
        try reading("navigationBarHidden()") { node in
            let legacy = node.ownModifiers(.navigationBarHidden).first
            let toolbar = ToolbarBarReading.hidesNavigationBar(at: node)
            if let toolbar, legacy.map({ toolbar.index < $0.index }) ?? true { return toolbar.isHidden }
            guard let (_, modifier) = legacy else { throw node.missing("navigationBarHidden") }
            return try Reflection.field("isHidden", of: modifier, as: Bool.self)
        }
    }

    /// Whether `navigationBarBackButtonHidden(_:)` on this view hides the back button (the
    /// innermost).
    ///
    /// - Throws: `modifierNotFound` when the view has no `navigationBarBackButtonHidden(_:)`.
    public func navigationBarBackButtonHidden() throws -> Bool {
        try reading("navigationBarBackButtonHidden()") { node in
            guard let (_, modifier) = node.ownModifiers(.navigationBarBackButtonHidden).first else {
                throw node.missing("navigationBarBackButtonHidden")
            }
            return try Reflection.field("isHidden", of: modifier, as: Bool.self)
        }
    }

    /// Whether `statusBarHidden(_:)` or `statusBar(hidden:)` on this view hides the status bar
    /// (the innermost).
    ///
    /// - Throws: `modifierNotFound` when the view has neither.
    public func statusBarHidden() throws -> Bool {
        try reading("statusBarHidden()") { node in
            guard let (_, modifier) = node.ownModifiers(.statusBarHidden).first else {
                throw node.missing("statusBarHidden")
            }
            return try Reflection.field("isHidden", of: modifier, as: Bool.self)
        }
    }

    /// How `navigationBarTitleDisplayMode(_:)` or `navigationBarTitle(_:displayMode:)` on this
    /// view shows the title (the innermost).
    ///
    /// - Throws: `modifierNotFound` when the view sets no display mode.
    public func navigationBarTitleDisplayMode() throws -> NavigationBarItem.TitleDisplayMode {
        try reading("navigationBarTitleDisplayMode()") { node in
            guard let (_, modifier) = node.ownModifiers(.navigationBarTitleDisplayMode).first else {
                throw node.missing("navigationBarTitleDisplayMode")
            }
            return try Reflection.field("displayMode", of: modifier, as: NavigationBarItem.TitleDisplayMode.self)
        }
    }

    /// The views `navigationBarItems(leading:trailing:)` puts in the bar, the leading items
    /// first; with several, the one at `index` in the order they were applied. Search reaches
    /// them too.
    public func navigationBarItems(_ index: Int? = nil) throws -> InspectableView<ViewType.NavigationBarItems> {
        try LayerReading.layer(of: self, call: "navigationBarItems", index: index)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.navigationBarTitleDisplayMode(_:)`.
    static let navigationBarTitleDisplayMode = ModifierKind(
        name: ".navigationBarTitleDisplayMode",
        summary: { ModifierDescription.call(".navigationBarTitleDisplayMode", "displayMode", of: $0) })

    /// `.navigationBarHidden(_:)`.
    static let navigationBarHidden = ModifierKind(
        name: ".navigationBarHidden", summary: { ModifierDescription.call(".navigationBarHidden", "isHidden", of: $0) })

    /// `.navigationBarBackButtonHidden(_:)`.
    static let navigationBarBackButtonHidden = ModifierKind(
        name: ".navigationBarBackButtonHidden",
        summary: { ModifierDescription.call(".navigationBarBackButtonHidden", "isHidden", of: $0) })

    /// `.statusBarHidden(_:)` and `.statusBar(hidden:)`.
    static let statusBarHidden = ModifierKind(
        name: ".statusBarHidden", summary: { ModifierDescription.call(".statusBarHidden", "isHidden", of: $0) })

    /// `.navigationBarItems(leading:trailing:)`: its views are a layer search visits.
    static let navigationBarItems = ModifierKind(
        name: ".navigationBarItems", attachment: Attachment(call: "navigationBarItems", field: "items"))
}

extension _NavigationBarTitleDisplayModeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationBarTitleDisplayMode }
}

extension _NavigationBarHiddenModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationBarHidden }
}

extension _NavigationBarBackButtonHiddenModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationBarBackButtonHidden }
}

extension _StatusBarHiddenModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .statusBarHidden }
}

extension _NavigationBarItemsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationBarItems }
}
