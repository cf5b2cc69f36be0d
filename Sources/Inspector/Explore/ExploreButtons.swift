import ViewTree

/// Buttons are tapped.
enum ExploreButton: ExploreControl {
    static let kindName = "Button"
    static let typeCode = "ViewType.Button"
    static var roleQuery: ExploreRoleQuery<ViewType.Button>? {
        ExploreRoleQuery(role: .button, unwrapCode: "button()") { try $0.button() }
    }

    static func steps(for control: InspectableView<ViewType.Button>, inputs: [String]) -> [ExploreStep<ViewType.Button>] {
        [ExploreStep(code: "tap()", summary: "tap") { try $0.tap() }]
    }
}

/// Links are tapped: the screen's `openURL` action runs.
enum ExploreLink: ExploreControl {
    static let kindName = "Link"
    static let typeCode = "ViewType.Link"
    static var roleQuery: ExploreRoleQuery<ViewType.Link>? {
        ExploreRoleQuery(role: .link, unwrapCode: "link()") { try $0.link() }
    }

    static func steps(for control: InspectableView<ViewType.Link>, inputs: [String]) -> [ExploreStep<ViewType.Link>] {
        [ExploreStep(code: "tap()", summary: "tap") { try $0.tap() }]
    }
}

/// Toggles are flipped.
enum ExploreToggle: ExploreControl {
    static let kindName = "Toggle"
    static let typeCode = "ViewType.Toggle"
    static var roleQuery: ExploreRoleQuery<ViewType.Toggle>? {
        ExploreRoleQuery(role: .toggle, unwrapCode: "toggle()") { try $0.toggle() }
    }

    static func steps(for control: InspectableView<ViewType.Toggle>, inputs: [String]) -> [ExploreStep<ViewType.Toggle>] {
        [ExploreStep(code: "tap()", summary: "flip") { try $0.tap() }]
    }
}
