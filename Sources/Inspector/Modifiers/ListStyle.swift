import ViewTree

extension InspectableView {
    /// The style of lists here, set with `.listStyle(_:)` on this view or an ancestor:
    /// `XCTAssertTrue(try sut.inspect().list().listStyle() is InsetGroupedListStyle)`. Without
    /// one, `DefaultListStyle` (`.automatic`).
    public func listStyle() throws -> any ListStyle {
        try reading("listStyle()") { $0.environment.listStyle }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.listStyle(_:)`, with its style: `.listStyle(.insetGrouped)`.
    static let listStyle = ModifierKind(
        name: ".listStyle",
        summary: { modifier in
            let style = Reflection.field("style", of: modifier).map { ListStyleNames.name(of: $0) } ?? ""
            return ".listStyle(\(style))"
        })
}

enum ListStyleNames {
    /// The style as written in source: `.insetGrouped` for `InsetGroupedListStyle`.
    static func name(of style: Any) -> String {
        switch style {
        case is DefaultListStyle: ".automatic"
        case is PlainListStyle: ".plain"
        case is GroupedListStyle: ".grouped"
        case is InsetGroupedListStyle: ".insetGrouped"
        case is InsetListStyle: ".inset"
        case is SidebarListStyle: ".sidebar"
        default: TypeName.display(type(of: style)) + "()"
        }
    }
}

extension _ListStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listStyle }
}
