/// Hides the labels of the controls in the modified view.
public struct _LabelsHiddenModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Hides labels.
    public init() {}

    package func apply(to environment: inout EnvironmentValues) {
        environment.labelsHidden = true
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether `.labelsHidden()` applies here, on the view or an ancestor.
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (toggles, text fields, sliders,
    /// steppers, pickers); they still describe the controls to accessibility.
    public consuming func labelsHidden() -> some View {
        modifier(_LabelsHiddenModifier())
    }
}
