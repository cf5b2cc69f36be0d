import ViewTree

/// Presented sheets, full-screen covers and popovers are dismissed (`dismiss()`), as a swipe
/// does, unless their content has `.interactiveDismissDisabled()`. (The buttons of alerts and
/// dialogs are buttons: they are tapped.)
enum ExplorePresentation<Presented: PresentedContentType>: ExploreControl {
    static var kindName: String { Presented.typePrefix }
    static var typeCode: String { "ViewType.\(Presented.typePrefix)" }
    static var roleQuery: ExploreRoleQuery<Presented>? { nil }

    static func steps(for control: InspectableView<Presented>, inputs: [String]) -> [ExploreStep<Presented>] {
        guard (try? control.isPresented()) == true,
            let node = try? control.node(), (try? PresentationCustomizationReading.isInteractiveDismissDisabled(node)) == false
        else { return [] }
        return [ExploreStep(code: "dismiss()", summary: "dismiss") { try $0.dismiss() }]
    }
}
