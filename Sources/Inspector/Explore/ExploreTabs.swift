import ViewTree

/// Tab views have each tab not selected selected (`select(value:)`), but disabled ones.
enum ExploreTabView: ExploreControl {
    static let kindName = "TabView"
    static let typeCode = "ViewType.TabView"
    static var roleQuery: ExploreRoleQuery<ViewType.TabView>? { nil }

    static func steps(for control: InspectableView<ViewType.TabView>, inputs: [String]) -> [ExploreStep<ViewType.TabView>] {
        let current = try? control.selectedValue(AnyHashable.self)
        let values: [AnyHashable] =
            (try? control.reading("tabs") { node in
                try TabSelecting.tabValues(of: node).filter { value in
                    guard value != current else { return false }
                    let tab = try TabSelecting.tab(of: node, value: value)
                    return tab?.disablingNode() == nil && tab?.hidingNode() == nil
                }
            }) ?? []
        return values.compactMap { value in
            guard let hashable = value.base as? any Hashable, let literal = ExplorePicker.literal(value.base) else { return nil }
            return ExploreStep(code: "select(value: \(literal))", summary: "select tab \(PickerReading.show(value.base)) of") {
                try select(hashable, on: $0)
            }
        }
    }

    private static func select<Value: Hashable>(_ value: Value, on tabView: InspectableView<ViewType.TabView>) throws {
        try tabView.select(value: value)
    }

    /// Each tab view's selection: the tree dump shows every tab.
    static func shownValues(in root: InspectableView<ViewType.ClassifiedView>) -> [String] {
        root.findAll(ViewType.TabView.self).enumerated().map { index, tabView in
            "tab view #\(index) selection: \((try? tabView.selectedValue(AnyHashable.self)).map { PickerReading.show($0.base) } ?? "none")"
        }
    }
}
