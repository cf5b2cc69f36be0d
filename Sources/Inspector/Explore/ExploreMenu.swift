import ViewTree

/// Menus made with `primaryAction:` are tapped (`tap()`): the primary action runs, as a tap on
/// such a menu does. A menu without one only opens on a tap: its items are tapped as buttons.
enum ExploreMenu: ExploreControl {
    static let kindName = "Menu"
    static let typeCode = "ViewType.Menu"
    static var roleQuery: ExploreRoleQuery<ViewType.Menu>? {
        ExploreRoleQuery(role: .menu, unwrapCode: "menu()") { try $0.menu() }
    }

    static func steps(for control: InspectableView<ViewType.Menu>, inputs: [String]) -> [ExploreStep<ViewType.Menu>] {
        let hasPrimaryAction = (try? control.reading("primaryAction") { try MenuReading.primaryAction(of: $0) != nil }) ?? false
        guard hasPrimaryAction else { return [] }
        return [ExploreStep(code: "tap()", summary: "tap") { try $0.tap() }]
    }
}
