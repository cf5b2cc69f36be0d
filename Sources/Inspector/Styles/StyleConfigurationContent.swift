import ViewTree

extension ViewType.StyleConfiguration {
    /// `configuration.content` in a style's body: the content of a labeled content, a disclosure
    /// group or a menu (its items). One view (`styleConfigurationContent().text()`) or several,
    /// by index (`styleConfigurationContent().text(1)`).
    public struct Content: KnownViewType, BuiltinViewType, SingleViewContent, MultipleViewContent {
        /// "StyleConfiguration.Content".
        public static var typePrefix: String { "StyleConfiguration.Content" }
        static var viewKind: ViewKind { .styleConfigurationContent }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps `configuration.content` in a style's body. In a styled view's body it leads to the
    /// view's content; in a style inspected on its own it stands for nothing.
    public func styleConfigurationContent() throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try StyleConfigurationReading.explained { try single(ViewType.StyleConfiguration.Content.self) }
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `configuration.content` at `index`: `vStack().styleConfigurationContent(1)`.
    public func styleConfigurationContent(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try StyleConfigurationReading.explained { try child(ViewType.StyleConfiguration.Content.self, at: index) }
    }
}

extension ViewKind {
    /// `configuration.content` of any style: stands for the styled view's content.
    static let styleConfigurationContent = ViewKind(
        naming: { TypeName.display($0) }, accessor: "styleConfigurationContent", content: .erased(field: "content"))
}
