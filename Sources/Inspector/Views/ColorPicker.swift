import ViewTree

extension ViewType {
    /// `ColorPicker`: its label is reached with `labelView()`.
    public struct ColorPicker: KnownViewType, BuiltinViewType {
        /// "ColorPicker".
        public static var typePrefix: String { "ColorPicker" }
        static var viewKind: ViewKind { .colorPicker }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ColorPicker`.
    public func colorPicker() throws -> InspectableView<ViewType.ColorPicker> {
        try single(ViewType.ColorPicker.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ColorPicker` at `index`.
    public func colorPicker(_ index: Int) throws -> InspectableView<ViewType.ColorPicker> {
        try child(ViewType.ColorPicker.self, at: index)
    }
}

extension InspectableView where View == ViewType.ColorPicker {
    /// The color picker's label, to be unwrapped: `colorPicker.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Chooses `color`, as a user would: writes it through the picker's selection binding.
    ///
    /// Throws, without writing, when the picker or an ancestor is disabled or hidden, and when
    /// `color` is translucent but the picker offers opaque colors only (`supportsOpacity:
    /// false`): a user could not choose it there.
    public func select(color: Color) throws {
        try reading("select(color:)") { node in
            try Interaction.ensureResponsive(node, control: "ColorPicker")
            let binding = try Reflection.field("selection", of: node.value, as: Binding<Color>.self)
            let supportsOpacity = try Reflection.field("supportsOpacity", of: node.value, as: Bool.self)
            if !supportsOpacity, color.opacityLevel < 1 {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the color \(color)",
                    reason: "has an opacity of \(color.opacityLevel.formatted()), but the ColorPicker offers opaque"
                        + " colors only (supportsOpacity: false)")
            }
            Interaction.perform(at: node) { binding.wrappedValue = color }
        }
    }

    /// The color the picker shows: its selection binding's value.
    public func color() throws -> Color {
        try reading("color()") { node in
            let binding = try Reflection.field("selection", of: node.value, as: Binding<Color>.self)
            var color = Color.clear
            Interaction.perform(at: node) { color = binding.wrappedValue }
            return color
        }
    }

    /// Whether the picker offers translucent colors (`supportsOpacity:`, true by default).
    public func supportsOpacity() throws -> Bool {
        try reading("supportsOpacity()") { try Reflection.field("supportsOpacity", of: $0.value, as: Bool.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ColorPicker`: no content; its label is a part.
    static let colorPicker = ViewKind(
        name: "ColorPicker", accessor: "colorPicker", parts: [Part(call: "labelView()", declared: .label)],
        accessibility: AccessibilityProfile(role: .colorPicker, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.ColorPicker: InspectableKind {
    static var inspectorKind: ViewKind { .colorPicker }
}
