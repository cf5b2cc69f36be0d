import ViewTree

extension ViewType {
    /// `Gauge`: its labels are reached with `labelView()`, `currentValueLabelView()`,
    /// `minimumValueLabelView()`, `maximumValueLabelView()` and `markedValueLabelsView()`.
    public struct Gauge: KnownViewType, BuiltinViewType {
        /// "Gauge".
        public static var typePrefix: String { "Gauge" }
        static var viewKind: ViewKind { .gauge }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Gauge`.
    public func gauge() throws -> InspectableView<ViewType.Gauge> {
        try single(ViewType.Gauge.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Gauge` at `index`.
    public func gauge(_ index: Int) throws -> InspectableView<ViewType.Gauge> {
        try child(ViewType.Gauge.self, at: index)
    }
}

extension InspectableView where View == ViewType.Gauge {
    /// The value the gauge was given, as given (not clamped to its bounds).
    public func value() throws -> Double {
        try reading("value()") { try Reflection.field("value", of: $0.value, as: Double.self) }
    }

    /// The range the gauge shows (`in:`, `0...1` by default).
    public func bounds() throws -> ClosedRange<Double> {
        try reading("bounds()") { node in
            let lower = try Reflection.field("lowerBound", of: node.value, as: Double.self)
            let upper = try Reflection.field("upperBound", of: node.value, as: Double.self)
            return lower...upper
        }
    }

    /// Where the value stands in the bounds, from 0 to 1: a value outside them is clamped to
    /// the nearer end, as the gauge draws it.
    public func fractionCompleted() throws -> Double {
        let bounds = try bounds()
        let value = try value()
        let width = bounds.upperBound - bounds.lowerBound
        guard width > 0 else { return value >= bounds.upperBound ? 1 : 0 }
        return (Swift.min(Swift.max(value, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound) / width
    }

    /// The gauge's label, to be unwrapped: `gauge.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("labelView()")
    }

    /// The label of the current value; an `EmptyView` for a gauge made without one.
    public func currentValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("currentValueLabelView()")
    }

    /// The label of the lower bound; an `EmptyView` for a gauge made without one.
    public func minimumValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("minimumValueLabelView()")
    }

    /// The label of the upper bound; an `EmptyView` for a gauge made without one.
    public func maximumValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("maximumValueLabelView()")
    }

    /// The labels marking values along the range; an `EmptyView` for a gauge made without
    /// them.
    public func markedValueLabelsView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("markedValueLabelsView()")
    }

    private func part(_ call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try reading(call) { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: call)) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Gauge`: no content; its labels are parts. A dump shows its value and bounds.
    static let gauge = ViewKind(
        name: "Gauge", accessor: "gauge",
        parts: [
            Part(call: "labelView()", declared: .label),
            Part(call: "currentValueLabelView()", declared: .currentValueLabel),
            Part(call: "minimumValueLabelView()", declared: .minimumValueLabel),
            Part(call: "maximumValueLabelView()", declared: .maximumValueLabel),
            Part(call: "markedValueLabelsView()", declared: .markedValueLabels),
        ],
        dumpAttributes: { value in
            guard let current = Reflection.field("value", of: value) as? Double,
                let lower = Reflection.field("lowerBound", of: value) as? Double,
                let upper = Reflection.field("upperBound", of: value) as? Double
            else { return [] }
            return ["value: \(current) in \(lower)...\(upper)"]
        },
        accessibility: AccessibilityProfile(role: .progressIndicator, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.Gauge: InspectableKind {
    static var inspectorKind: ViewKind { .gauge }
}
