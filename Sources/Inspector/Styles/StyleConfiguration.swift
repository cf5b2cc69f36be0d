import ViewTree

extension ViewType {
    /// The views of a style's configuration, which stand for parts of the styled view.
    public enum StyleConfiguration {
        /// `configuration.label` in a style's body: a button style's label.
        public struct Label: KnownViewType, BuiltinViewType, SingleViewContent {
            /// "StyleConfiguration.Label".
            public static var typePrefix: String { "StyleConfiguration.Label" }
            static var viewKind: ViewKind { .styleConfigurationLabel }
        }

        /// `configuration.content` in a style's body: a group box style's content.
        public struct Content: KnownViewType, BuiltinViewType, SingleViewContent, MultipleViewContent {
            /// "StyleConfiguration.Content".
            public static var typePrefix: String { "StyleConfiguration.Content" }
            static var viewKind: ViewKind { .styleConfigurationContent }
        }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps `configuration.label` in a style's body: `style.inspect(isPressed: true)
    /// .styleConfigurationLabel()`. In a styled button's body it leads to the button's label
    /// (`.text()`); in a style inspected on its own it stands for nothing.
    public func styleConfigurationLabel() throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try StyleConfigurationReading.explained { try single(ViewType.StyleConfiguration.Label.self) }
    }

    /// Unwraps `configuration.content` in a style's body: `style.inspect().styleConfigurationContent()`.
    /// In a styled view's body it leads to the view's content; in a style inspected on its own
    /// it stands for nothing.
    public func styleConfigurationContent() throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try StyleConfigurationReading.explained { try single(ViewType.StyleConfiguration.Content.self) }
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `configuration.label` at `index`: `vStack().styleConfigurationLabel(0)`.
    public func styleConfigurationLabel(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try StyleConfigurationReading.explained { try child(ViewType.StyleConfiguration.Label.self, at: index) }
    }

    /// Unwraps the `configuration.content` at `index`: `vStack().styleConfigurationContent(1)`.
    public func styleConfigurationContent(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try StyleConfigurationReading.explained { try child(ViewType.StyleConfiguration.Content.self, at: index) }
    }
}

/// What the configuration accessors share.
enum StyleConfigurationReading {
    /// Runs `unwrap`, adding to a type mismatch where configuration views are found.
    static func explained<Result>(_ unwrap: () throws -> Result) throws -> Result {
        do {
            return try unwrap()
        } catch let error as InspectionError {
            // Another configuration view (a title where an icon was asked for) needs no hint.
            guard case let .typeMismatch(expected, found, nil) = error.reason, !found.contains("StyleConfiguration.")
            else { throw error }
            let hint = "configuration views are only in a style's makeBody: inspect a style with its inspect()"
                + " (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as"
                + " button().styleBody()"
            throw InspectionError(.typeMismatch(expected: expected, found: found, hint: hint), path: error.path)
        }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `configuration.label` of any style: stands for the styled view's label.
    static let styleConfigurationLabel = ViewKind(
        naming: { TypeName.display($0) }, accessor: "styleConfigurationLabel", content: .erased(field: "content"))

    /// `configuration.content` of any style: stands for the styled view's content.
    static let styleConfigurationContent = ViewKind(
        naming: { TypeName.display($0) }, accessor: "styleConfigurationContent", content: .erased(field: "content"))
}

extension ButtonStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension PrimitiveButtonStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}
