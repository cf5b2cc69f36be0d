import ViewTree

/// Buttons are tapped.
enum ExploreButton: ExploreControl {
    static let kindName = "Button"
    static let typeCode = "ViewType.Button"
    static let role: AccessibilityRole? = .button
    static let unwrapCode = "button()"

    static func unwrap(_ element: InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<ViewType.Button> {
        try element.button()
    }

    static func steps(for control: InspectableView<ViewType.Button>, inputs: [String]) -> [ExploreStep<ViewType.Button>] {
        [ExploreStep(code: "tap()", summary: "tap") { try $0.tap() }]
    }
}

/// Links are tapped: the screen's `openURL` action runs.
enum ExploreLink: ExploreControl {
    static let kindName = "Link"
    static let typeCode = "ViewType.Link"
    static let role: AccessibilityRole? = .link
    static let unwrapCode = "link()"

    static func unwrap(_ element: InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<ViewType.Link> {
        try element.link()
    }

    static func steps(for control: InspectableView<ViewType.Link>, inputs: [String]) -> [ExploreStep<ViewType.Link>] {
        [ExploreStep(code: "tap()", summary: "tap") { try $0.tap() }]
    }
}

/// Toggles are flipped.
enum ExploreToggle: ExploreControl {
    static let kindName = "Toggle"
    static let typeCode = "ViewType.Toggle"
    static let role: AccessibilityRole? = .toggle
    static let unwrapCode = "toggle()"

    static func unwrap(_ element: InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<ViewType.Toggle> {
        try element.toggle()
    }

    static func steps(for control: InspectableView<ViewType.Toggle>, inputs: [String]) -> [ExploreStep<ViewType.Toggle>] {
        [ExploreStep(code: "tap()", summary: "flip") { try $0.tap() }]
    }
}
