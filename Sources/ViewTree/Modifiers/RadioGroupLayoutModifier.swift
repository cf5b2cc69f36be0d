/// Lays out the radio groups in the modified view horizontally (a macOS modifier).
///
/// It reaches every radio-group picker inside the view through the environment. ViewTree
/// draws no picker, so nothing is laid out: the environment records it, for Inspector to read.
public struct _HorizontalRadioGroupLayoutModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime to the environment.
    public typealias Body = Never

    /// Lays out radio groups horizontally.
    public init() {}

    package func apply(to environment: inout EnvironmentValues) {
        environment[HorizontalRadioGroupLayoutKey.self] = true
    }
}

package struct HorizontalRadioGroupLayoutKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

extension View {
    /// Lays out the radio-group pickers in this view horizontally, rather than one option
    /// above another.
    public consuming func horizontalRadioGroupLayout() -> some View {
        modifier(_HorizontalRadioGroupLayoutModifier())
    }
}
