import ViewTree

/// Color pickers are set (`select(color:)`) to black, white and red, and, when they offer
/// translucent colors (`supportsOpacity:`), to clear: the darkest and the lightest colors, a
/// saturated hue, and a color that cannot be seen. The color the picker holds is not set again.
enum ExploreColorPicker: ExploreControl {
    static let kindName = "ColorPicker"
    static let typeCode = "ViewType.ColorPicker"
    static var roleQuery: ExploreRoleQuery<ViewType.ColorPicker>? {
        ExploreRoleQuery(role: .colorPicker, unwrapCode: "colorPicker()") { try $0.colorPicker() }
    }

    /// The colors tried, as a test writes them, with translucent ones marked.
    static let colors: [(code: String, color: Color, translucent: Bool)] = [
        ("Color.black", .black, false), ("Color.white", .white, false), ("Color.red", .red, false), ("Color.clear", .clear, true),
    ]

    static func steps(for control: InspectableView<ViewType.ColorPicker>, inputs: [String]) -> [ExploreStep<ViewType.ColorPicker>] {
        guard let supportsOpacity = try? control.supportsOpacity() else { return [] }
        let current = try? control.color()
        return colors.filter { (supportsOpacity || !$0.translucent) && $0.color != current }.map { choice in
            ExploreStep(code: "select(color: \(choice.code))", summary: "pick \(choice.color) in") { try $0.select(color: choice.color) }
        }
    }

    /// Each color picker's color: the tree dump does not show it.
    static func shownValues(in root: InspectableView<ViewType.ClassifiedView>) -> [String] {
        root.findAll(ViewType.ColorPicker.self).enumerated().map { index, picker in
            "color picker #\(index) color: \((try? picker.color()).map { "\($0)" } ?? "none")"
        }
    }
}
