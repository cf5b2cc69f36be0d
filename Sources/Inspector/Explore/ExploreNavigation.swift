import ViewTree

/// Navigation links not active are activated (`activate()`): they push their destination or
/// value, or set their binding. A link a tap does nothing with — outside any stack, or with a
/// nil value — is not.
enum ExploreNavigationLink: ExploreControl {
    static let kindName = "NavigationLink"
    static let typeCode = "ViewType.NavigationLink"
    static var roleQuery: ExploreRoleQuery<ViewType.NavigationLink>? {
        ExploreRoleQuery(role: .button, unwrapCode: "navigationLink()") { try $0.navigationLink() }
    }

    static func steps(for control: InspectableView<ViewType.NavigationLink>, inputs: [String]) -> [ExploreStep<ViewType.NavigationLink>] {
        guard (try? control.isActive()) == false, let node = try? control.node() else { return [] }
        if ((try? NavigationLinkReading.activation(of: node)) ?? nil) == nil {
            guard NavigationReading.enclosingStack(of: node) != nil else { return [] }
            let pushesView = ((try? NavigationLinkReading.destination(of: node)) ?? nil) != nil
            let pushesValue = ((try? control.value()) ?? nil) != nil
            guard pushesView || pushesValue else { return [] }
        }
        return [ExploreStep(code: "activate()", summary: "activate") { try $0.activate() }]
    }
}

/// Navigation stacks with views pushed above their root are popped (`pop()`), as the back
/// button does.
enum ExploreNavigationStack: ExploreControl {
    static let kindName = "NavigationStack"
    static let typeCode = "ViewType.NavigationStack"
    static var roleQuery: ExploreRoleQuery<ViewType.NavigationStack>? { nil }

    static func steps(for control: InspectableView<ViewType.NavigationStack>, inputs: [String]) -> [ExploreStep<ViewType.NavigationStack>] {
        let pushed = (try? control.pushedViews().reading("pushed") { try $0.contentChildren().count }) ?? 0
        guard pushed > 0 else { return [] }
        return [ExploreStep(code: "pop()", summary: "pop") { try $0.pop() }]
    }
}
