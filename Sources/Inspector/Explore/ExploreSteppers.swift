import ViewTree

/// Steppers are stepped both ways (a way made with `onIncrement: nil` or `onDecrement: nil`
/// is not tried: its button is disabled).
enum ExploreStepper: ExploreControl {
    static let kindName = "Stepper"
    static let typeCode = "ViewType.Stepper"
    static var roleQuery: ExploreRoleQuery<ViewType.Stepper>? {
        ExploreRoleQuery(role: .stepper, unwrapCode: "stepper()") { try $0.stepper() }
    }

    static func steps(for control: InspectableView<ViewType.Stepper>, inputs: [String]) -> [ExploreStep<ViewType.Stepper>] {
        guard let node = try? control.node() else { return [] }
        var steps: [ExploreStep<ViewType.Stepper>] = []
        if StepperReading.steps(up: true, at: node) {
            steps.append(ExploreStep(code: "increment()", summary: "increment") { try $0.increment() })
        }
        if StepperReading.steps(up: false, at: node) {
            steps.append(ExploreStep(code: "decrement()", summary: "decrement") { try $0.decrement() })
        }
        return steps
    }
}

/// Sliders are moved to their lower bound, their middle and their upper bound (the values
/// they are not at).
enum ExploreSlider: ExploreControl {
    static let kindName = "Slider"
    static let typeCode = "ViewType.Slider"
    static var roleQuery: ExploreRoleQuery<ViewType.Slider>? {
        ExploreRoleQuery(role: .slider, unwrapCode: "slider()") { try $0.slider() }
    }

    static func steps(for control: InspectableView<ViewType.Slider>, inputs: [String]) -> [ExploreStep<ViewType.Slider>] {
        guard let bounds = try? control.bounds() else { return [] }
        let current = try? control.value()
        var targets: [Double] = []
        for target in [bounds.lowerBound, bounds.lowerBound + (bounds.upperBound - bounds.lowerBound) / 2, bounds.upperBound]
        where target != current && !targets.contains(target) {
            targets.append(target)
        }
        return targets.map { target in
            ExploreStep(code: "setValue(\(target))", summary: "set to \(target)") { try $0.setValue(target) }
        }
    }
}
