/// How a view's colors combine with the colors behind it, set by `.blendMode(_:)`.
public enum BlendMode: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// The view's colors cover those behind it.
    case normal
    /// Multiplies the colors.
    case multiply
    /// Multiplies the inverted colors and inverts the result.
    case screen
    /// Multiplies or screens, depending on the color behind.
    case overlay
    /// Keeps the darker of the two colors.
    case darken
    /// Keeps the lighter of the two colors.
    case lighten
    /// Brightens the color behind to reflect the view's color.
    case colorDodge
    /// Darkens the color behind to reflect the view's color.
    case colorBurn
    /// Darkens or lightens, depending on the view's color, softly.
    case softLight
    /// Multiplies or screens, depending on the view's color.
    case hardLight
    /// Subtracts the darker color from the lighter one.
    case difference
    /// As `difference`, with lower contrast.
    case exclusion
    /// The view's hue with the saturation and luminosity behind it.
    case hue
    /// The view's saturation with the hue and luminosity behind it.
    case saturation
    /// The view's hue and saturation with the luminosity behind it.
    case color
    /// The view's luminosity with the hue and saturation behind it.
    case luminosity
    /// The view drawn only where there is color behind it.
    case sourceAtop
    /// The colors behind drawn over the view.
    case destinationOver
    /// The colors behind, cut out where the view is.
    case destinationOut
    /// Adds the colors, darkening.
    case plusDarker
    /// Adds the colors, lightening.
    case plusLighter

    /// The mode as written in source: `.multiply`.
    public var description: String {
        switch self {
        case .normal: ".normal"
        case .multiply: ".multiply"
        case .screen: ".screen"
        case .overlay: ".overlay"
        case .darken: ".darken"
        case .lighten: ".lighten"
        case .colorDodge: ".colorDodge"
        case .colorBurn: ".colorBurn"
        case .softLight: ".softLight"
        case .hardLight: ".hardLight"
        case .difference: ".difference"
        case .exclusion: ".exclusion"
        case .hue: ".hue"
        case .saturation: ".saturation"
        case .color: ".color"
        case .luminosity: ".luminosity"
        case .sourceAtop: ".sourceAtop"
        case .destinationOver: ".destinationOver"
        case .destinationOut: ".destinationOut"
        case .plusDarker: ".plusDarker"
        case .plusLighter: ".plusLighter"
        }
    }
}
