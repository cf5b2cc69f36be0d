import ViewTree

extension ViewType {
    /// `Color` used as a view.
    public struct Color: KnownViewType, BuiltinViewType {
        /// "Color".
        public static var typePrefix: String { "Color" }
        static var viewKind: ViewKind { .color }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Color` view.
    public func color() throws -> InspectableView<ViewType.Color> {
        try single(ViewType.Color.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Color` view at `index`.
    public func color(_ index: Int) throws -> InspectableView<ViewType.Color> {
        try child(ViewType.Color.self, at: index)
    }
}

extension InspectableView where View == ViewType.Color {
    /// The color: `XCTAssertEqual(try view.color().value(), .red)`.
    public func value() throws -> ViewTree.Color {
        try reading("value()") { node in
            guard let color = node.value as? ViewTree.Color else {
                throw InspectionError.Reason.typeMismatch(expected: "Color", found: node.kindName, hint: nil)
            }
            return color
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Color` as a view; the dump shows the color.
    static let color = ViewKind(name: "Color", accessor: "color", dumpAttributes: { [String(describing: $0)] })
}

extension ViewTree.Color: InspectableKind {
    static var inspectorKind: ViewKind { .color }
}
