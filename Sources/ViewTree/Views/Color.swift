import Foundation

/// A color: a view that fills its space, and a shape style.
///
/// Colors are values: `Color.red == Color.red`, and
/// `Color(red: 1, green: 0, blue: 0) != Color.red` (a system color is not an RGB triple).
public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    package indirect enum Storage: Hashable, Sendable {
        case system(String)
        case asset(String)
        case rgb(RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)
        case hsb(hue: Double, saturation: Double, brightness: Double, opacity: Double)
        case opacity(Storage, Double)
    }

    package let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// A color from the app's assets.
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .asset(name)
    }

    /// A color from red, green and blue components between 0 and 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgb(colorSpace, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A color from hue, saturation and brightness, each between 0 and 1, in sRGB:
    /// `Color(hue: 0.6, saturation: 0.8, brightness: 0.9)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        storage = .hsb(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
    }

    /// Red, green and blue of a hue, saturation and brightness (the HSV cone: the brightness is
    /// the largest component, the saturation how far the smallest is below it); a hue of 1 is
    /// red again, as 0 is.
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
        let hue = (hue - hue.rounded(.down)) * 6
        let sector = Int(hue.rounded(.down)) % 6
        let fraction = hue - hue.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, rising, low)
        case 1: return (falling, brightness, low)
        case 2: return (low, brightness, rising)
        case 3: return (low, falling, brightness)
        case 4: return (rising, low, brightness)
        default: return (brightness, low, falling)
        }
    }

    /// A gray from a white level between 0 and 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = .rgb(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// This color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    /// The red, green, blue and opacity components, for colors built from components.
    public var rgbaComponents: (red: Double, green: Double, blue: Double, opacity: Double)? {
        Self.components(of: storage)
    }

    private static func components(of storage: Storage) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
        switch storage {
        case .system, .asset:
            return nil
        case let .rgb(_, red, green, blue, opacity):
            return (red, green, blue, opacity)
        case let .hsb(hue, saturation, brightness, opacity):
            let converted = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
            return (converted.red, converted.green, converted.blue, opacity)
        case let .opacity(base, factor):
            guard let base = components(of: base) else { return nil }
            return (base.red, base.green, base.blue, base.opacity * factor)
        }
    }

    /// The color as written in source, for example `red` or `red.opacity(0.5)`.
    public var description: String {
        Self.describe(storage)
    }

    private static func describe(_ storage: Storage) -> String {
        switch storage {
        case let .system(name): name
        case let .asset(name): "Color(\"\(name)\")"
        case let .rgb(_, red, green, blue, opacity):
            "Color(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
        case let .hsb(hue, saturation, brightness, opacity):
            "Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness), opacity: \(opacity))"
        case let .opacity(base, opacity): "\(describe(base)).opacity(\(opacity))"
        }
    }

    /// Primitive view: `Color` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The color spaces of component colors.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    // MARK: - System colors

    /// The accent color of the app.
    public static let accentColor = Color(storage: .system("accentColor"))
    /// Black.
    public static let black = Color(storage: .system("black"))
    /// White.
    public static let white = Color(storage: .system("white"))
    /// Gray.
    public static let gray = Color(storage: .system("gray"))
    /// Red.
    public static let red = Color(storage: .system("red"))
    /// Green.
    public static let green = Color(storage: .system("green"))
    /// Blue.
    public static let blue = Color(storage: .system("blue"))
    /// Orange.
    public static let orange = Color(storage: .system("orange"))
    /// Yellow.
    public static let yellow = Color(storage: .system("yellow"))
    /// Pink.
    public static let pink = Color(storage: .system("pink"))
    /// Purple.
    public static let purple = Color(storage: .system("purple"))
    /// Mint.
    public static let mint = Color(storage: .system("mint"))
    /// Teal.
    public static let teal = Color(storage: .system("teal"))
    /// Cyan.
    public static let cyan = Color(storage: .system("cyan"))
    /// Indigo.
    public static let indigo = Color(storage: .system("indigo"))
    /// Brown.
    public static let brown = Color(storage: .system("brown"))
    /// The primary content color.
    public static let primary = Color(storage: .system("primary"))
    /// The secondary content color.
    public static let secondary = Color(storage: .system("secondary"))
    /// No color at all.
    public static let clear = Color(storage: .system("clear"))
}

extension ShapeStyle where Self == Color {
    /// The accent color, as a shape style.
    public static var accentColor: Color { Color.accentColor }
    /// Black, as a shape style.
    public static var black: Color { Color.black }
    /// White, as a shape style.
    public static var white: Color { Color.white }
    /// Gray, as a shape style.
    public static var gray: Color { Color.gray }
    /// Red, as a shape style.
    public static var red: Color { Color.red }
    /// Green, as a shape style.
    public static var green: Color { Color.green }
    /// Blue, as a shape style.
    public static var blue: Color { Color.blue }
    /// Orange, as a shape style.
    public static var orange: Color { Color.orange }
    /// Yellow, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// Pink, as a shape style.
    public static var pink: Color { Color.pink }
    /// Purple, as a shape style.
    public static var purple: Color { Color.purple }
    /// No color, as a shape style.
    public static var clear: Color { Color.clear }
}
