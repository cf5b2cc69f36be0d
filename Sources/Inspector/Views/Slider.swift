import ViewTree

extension ViewType {
    /// `Slider`.
    public struct Slider: KnownViewType, BuiltinViewType {
        /// "Slider".
        public static var typePrefix: String { "Slider" }
        static var viewKind: ViewKind { .slider }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Slider`.
    public func slider() throws -> InspectableView<ViewType.Slider> {
        try single(ViewType.Slider.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Slider` at `index`.
    public func slider(_ index: Int) throws -> InspectableView<ViewType.Slider> {
        try child(ViewType.Slider.self, at: index)
    }
}

extension InspectableView where View == ViewType.Slider {
    /// The slider's label, to be unwrapped: `slider.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The label at the lower end of the slider's range.
    public func minimumValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("minimumValueLabelView()") {
            InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "minimumValueLabelView()"))
        }
    }

    /// The label at the upper end of the slider's range.
    public func maximumValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("maximumValueLabelView()") {
            InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "maximumValueLabelView()"))
        }
    }

    /// The slider's value: the value of its binding, as a `Double` whatever its type.
    public func value() throws -> Double {
        try reading("value()") { try SliderReading.value(of: $0).wrappedValue }
    }

    /// Moves the slider to `value`, as a user's drag does. A user can only reach values in the
    /// slider's range, on a step when it has one, so `value` is clamped to the range
    /// (`setValue(12)` on a `0...10` slider sets 10), then moved to the nearest step counted
    /// from the lower bound (`setValue(4.2)` on `1...10` in steps of 2 sets 5; `setValue(10)`
    /// sets 9, the last step in the range). The result is written through the slider's
    /// binding, converted to the bound value's type.
    ///
    /// Throws, without changing anything, when `value` is not a number, or when the slider or
    /// an ancestor is disabled or hidden. `onEditingChanged` is not called: call
    /// `callOnEditingChanged()` for it.
    public func setValue(_ value: Double) throws {
        try reading("setValue(\(value))") { node in
            try Interaction.ensureResponsive(node, control: "Slider")
            guard !value.isNaN else {
                throw InspectionError.Reason.invalidArgument(argument: "value", reason: "is not a number (nan)")
            }
            let binding = try SliderReading.value(of: node)
            let reachable = SliderReading.reachable(
                value, in: try bounds(of: node), step: try Reflection.field("step", of: node.value, as: Double?.self))
            Interaction.perform(at: node) { binding.wrappedValue = reachable }
        }
    }

    /// The range of values the slider covers.
    public func bounds() throws -> ClosedRange<Double> {
        try reading("bounds()") { try bounds(of: $0) }
    }

    /// The distance between the values the slider stops at; nil for a continuous slider.
    public func step() throws -> Double? {
        try reading("step()") { try Reflection.field("step", of: $0.value, as: Double?.self) }
    }

    /// Calls the slider's `onEditingChanged` with `isEditing`: true when a drag begins, false
    /// (the default, as ViewInspector's call) when it ends.
    ///
    /// Throws when the slider or an ancestor is disabled or hidden.
    public func callOnEditingChanged(_ isEditing: Bool = false) throws {
        try reading("callOnEditingChanged(\(isEditing))") { node in
            try Interaction.ensureResponsive(node, control: "Slider")
            let action = try Reflection.field("onEditingChanged", of: node.value, as: EditingChangedAction.self)
            Interaction.perform(at: node) { action(isEditing) }
        }
    }

    private func bounds(of node: InspectionNode) throws -> ClosedRange<Double> {
        try Reflection.field("bounds", of: node.value, as: ClosedRange<Double>.self)
    }
}

enum SliderReading {
    static func value(of node: InspectionNode) throws -> Binding<Double> {
        try Reflection.field("value", of: node.value, as: Binding<Double>.self)
    }

    /// The value a user can reach nearest `value`: clamped to the range, then, for a slider
    /// in steps, moved to the nearest step counted from the lower bound that is in the range.
    static func reachable(_ value: Double, in bounds: ClosedRange<Double>, step: Double?) -> Double {
        let clamped = min(max(value, bounds.lowerBound), bounds.upperBound)
        guard let step, step > 0 else { return clamped }
        let lastStep = ((bounds.upperBound - bounds.lowerBound) / step).rounded(.down)
        let nearest = min(((clamped - bounds.lowerBound) / step).rounded(), lastStep)
        return bounds.lowerBound + nearest * step
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Slider`: no content; its label and the labels of the ends of its range are parts.
    static let slider = ViewKind(
        name: "Slider", accessor: "slider",
        parts: [
            Part(call: "labelView()", declared: .label),
            Part(call: "minimumValueLabelView()", declared: .minimumValueLabel),
            Part(call: "maximumValueLabelView()", declared: .maximumValueLabel),
        ],
        dumpAttributes: { value in
            guard let binding = try? Reflection.field("value", of: value, as: Binding<Double>.self) else { return [] }
            return ["value: \(binding.wrappedValue)"]
        },
        accessibility: AccessibilityProfile(role: .slider, traits: [], name: .parts(["labelView()"])), scaffoldValue: ScaffoldValue.slider)
}

extension ViewTree.Slider: InspectableKind {
    static var inspectorKind: ViewKind { .slider }
}
