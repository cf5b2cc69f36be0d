import ViewTree

extension LabelStyle {
    /// The body this style makes, to inspect: `try style.inspect().vStack().styleConfigurationTitle(0)`.
    /// Its `configuration.title` and `configuration.icon` stand for no title and no icon.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: EmptyView()),
            icon: LabelStyleConfiguration.Icon(content: EmptyView()))
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: Self.self, call: "inspect()") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the labels here: the innermost `.labelStyle(_:)` on this view or an
    /// ancestor. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().labelStyle() is IconOnlyLabelStyle)
    /// ```
    public func labelStyle() throws -> any LabelStyle {
        try reading("labelStyle()") { try StyleReading.written("labelStyle", at: $0) { $0.writtenLabelStyle } }
    }
}

extension InspectableView where View == ViewType.Label {
    /// The body the label style in effect makes for this label, to inspect:
    /// `label().styleBody().vStack().styleConfigurationTitle(0).text()`. Throws for a label
    /// with a built-in style, which shows its `title()` and `icon()` itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.labelStyle }
    }
}

extension ViewTree.Label: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Configuration views

extension ViewType.StyleConfiguration {
    /// `configuration.title` in a label style's body.
    public struct Title: KnownViewType, BuiltinViewType, SingleViewContent {
        /// "StyleConfiguration.Title".
        public static var typePrefix: String { "StyleConfiguration.Title" }
        static var viewKind: ViewKind { .styleConfigurationTitle }
    }

    /// `configuration.icon` in a label style's body.
    public struct Icon: KnownViewType, BuiltinViewType, SingleViewContent {
        /// "StyleConfiguration.Icon".
        public static var typePrefix: String { "StyleConfiguration.Icon" }
        static var viewKind: ViewKind { .styleConfigurationIcon }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps `configuration.title` in a label style's body. In a styled label's body it
    /// leads to the label's title; in a style inspected on its own it stands for nothing.
    public func styleConfigurationTitle() throws -> InspectableView<ViewType.StyleConfiguration.Title> {
        try StyleConfigurationReading.explained { try single(ViewType.StyleConfiguration.Title.self) }
    }

    /// Unwraps `configuration.icon` in a label style's body. In a styled label's body it leads
    /// to the label's icon; in a style inspected on its own it stands for nothing.
    public func styleConfigurationIcon() throws -> InspectableView<ViewType.StyleConfiguration.Icon> {
        try StyleConfigurationReading.explained { try single(ViewType.StyleConfiguration.Icon.self) }
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `configuration.title` at `index`: `vStack().styleConfigurationTitle(0)`.
    public func styleConfigurationTitle(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Title> {
        try StyleConfigurationReading.explained { try child(ViewType.StyleConfiguration.Title.self, at: index) }
    }

    /// Unwraps the `configuration.icon` at `index`: `vStack().styleConfigurationIcon(1)`.
    public func styleConfigurationIcon(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Icon> {
        try StyleConfigurationReading.explained { try child(ViewType.StyleConfiguration.Icon.self, at: index) }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `configuration.title` of a label style: stands for the label's title.
    static let styleConfigurationTitle = ViewKind(
        naming: { TypeName.display($0) }, accessor: "styleConfigurationTitle", content: .erased(field: "content"))

    /// `configuration.icon` of a label style: stands for the label's icon.
    static let styleConfigurationIcon = ViewKind(
        naming: { TypeName.display($0) }, accessor: "styleConfigurationIcon", content: .erased(field: "content"))
}

extension LabelStyleConfiguration.Title: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationTitle }
}

extension LabelStyleConfiguration.Icon: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationIcon }
}

extension ModifierKind {
    /// `.labelStyle(_:)`.
    static let labelStyle = ModifierKind(
        name: ".labelStyle", summary: { ModifierDescription.call(".labelStyle", "style", of: $0) })
}

extension _LabelStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .labelStyle }
}
