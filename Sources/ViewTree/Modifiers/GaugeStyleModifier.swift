/// How a `Gauge` looks: `.automatic`, `.linearCapacity`, `.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.accessoryCircular`, `.accessoryCircularCapacity`, `.linear`, `.circular`.
public protocol GaugeStyle: Sendable {}

/// The platform's default gauge style: what `.automatic` is, and what a gauge has when no `.gaugeStyle(_:)` is set.
public struct AutomaticGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

extension GaugeStyle where Self == AutomaticGaugeStyle {
    /// The platform's default gauge style.
    public static var automatic: AutomaticGaugeStyle { AutomaticGaugeStyle() }
}

/// A bar that fills from leading to trailing.
public struct LinearCapacityGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.linearCapacity`.
    public var description: String { ".linearCapacity" }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar that fills from leading to trailing.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A thin bar with a marker, for widgets and complications.
public struct AccessoryLinearGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.accessoryLinear`.
    public var description: String { ".accessoryLinear" }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar with a marker, for widgets and complications.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A thin bar that fills, for widgets and complications.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.accessoryLinearCapacity`.
    public var description: String { ".accessoryLinearCapacity" }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar that fills, for widgets and complications.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// An open ring with a marker, for widgets and complications.
public struct AccessoryCircularGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.accessoryCircular`.
    public var description: String { ".accessoryCircular" }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker, for widgets and complications.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring that fills, for widgets and complications.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.accessoryCircularCapacity`.
    public var description: String { ".accessoryCircularCapacity" }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring that fills, for widgets and complications.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A bar with a marker (watchOS).
public struct LinearGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.linear`.
    public var description: String { ".linear" }
}

extension GaugeStyle where Self == LinearGaugeStyle {
    /// A bar with a marker (watchOS).
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}

/// An open ring with a marker (watchOS).
public struct CircularGaugeStyle: GaugeStyle, Hashable, CustomStringConvertible {
    /// The style.
    public init() {}

    /// As written in source: `.circular`.
    public var description: String { ".circular" }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// An open ring with a marker (watchOS).
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

/// Sets the style of the gauges in the modified view.
public struct _GaugeStyleModifier<Style: GaugeStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of gauges to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.gaugeStyle = style
    }
}

private enum GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { AutomaticGaugeStyle() }
}

extension EnvironmentValues {
    /// The style of gauges, set with `.gaugeStyle(_:)`.
    package var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    /// What `.gaugeStyle(_:)` on the view or an ancestor wrote; nil when none did.
    package var writtenGaugeStyle: (any GaugeStyle)? {
        written(GaugeStyleKey.self)
    }
}

extension View {
    /// Sets the style of the gauges in this view: `.gaugeStyle(.accessoryCircular)`.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(_GaugeStyleModifier(style: style))
    }
}
