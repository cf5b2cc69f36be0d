import Foundation

extension Color {
    /// A color's concrete components in the sRGB color space, as `resolve(in:)` gives them:
    /// `red`, `green`, `blue` gamma encoded, `linearRed`… without the gamma, `opacity`.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The red component, gamma encoded, 0 to 1 (beyond for extended colors).
        public var red: Float
        /// The green component, gamma encoded.
        public var green: Float
        /// The blue component, gamma encoded.
        public var blue: Float
        /// The opacity, 0 to 1.
        public var opacity: Float

        /// Components in `colorSpace`, converted to sRGB.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let converted = Self.sRGB(colorSpace, red: Double(red), green: Double(green), blue: Double(blue))
            self.red = Float(converted.red)
            self.green = Float(converted.green)
            self.blue = Float(converted.blue)
            self.opacity = opacity
        }

        /// The red component without the gamma: linear light.
        public var linearRed: Float {
            get { Float(Self.linear(Double(red))) }
            set { red = Float(Self.encoded(Double(newValue))) }
        }

        /// The green component without the gamma.
        public var linearGreen: Float {
            get { Float(Self.linear(Double(green))) }
            set { green = Float(Self.encoded(Double(newValue))) }
        }

        /// The blue component without the gamma.
        public var linearBlue: Float {
            get { Float(Self.linear(Double(blue))) }
            set { blue = Float(Self.encoded(Double(newValue))) }
        }

        /// The color as SwiftUI prints it: `#FF3B30FF` (red, green, blue, opacity).
        public var description: String {
            "#" + [red, green, blue, opacity].map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }

        /// The sRGB transfer function, inverted: gamma-encoded to linear (sign kept).
        static func linear(_ value: Double) -> Double {
            let magnitude = abs(value)
            let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -linear : linear
        }

        /// The sRGB transfer function: linear to gamma-encoded (sign kept).
        static func encoded(_ value: Double) -> Double {
            let magnitude = abs(value)
            let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -encoded : encoded
        }

        /// Components in `colorSpace` as gamma-encoded sRGB: linear sRGB is encoded; Display P3
        /// (gamma encoded as sRGB) is decoded, moved to sRGB's primaries and encoded again, and may
        /// leave 0...1 (extended sRGB), as on Apple platforms.
        package static func sRGB(
            _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double
        ) -> (red: Double, green: Double, blue: Double) {
            switch colorSpace {
            case .sRGB:
                return (red, green, blue)
            case .sRGBLinear:
                return (encoded(red), encoded(green), encoded(blue))
            case .displayP3:
                let (r, g, b) = (linear(red), linear(green), linear(blue))
                return (
                    encoded(1.2249401 * r - 0.2249404 * g),
                    encoded(-0.0420569 * r + 1.0420571 * g),
                    encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
                )
            }
        }
    }

    /// A color of resolved components.
    public init(_ resolved: Resolved) {
        self.init(
            .sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }

    /// The color's components in `environment`: a component color's (converted to sRGB), a
    /// system color's on iOS in the environment's `colorScheme` (in light mode, the values of
    /// Inspector's `rgba()`), the accent color's as SwiftUI's default (system blue), since there
    /// is no asset catalog here; an asset color resolves as a name missing from the catalog does
    /// in SwiftUI: clear.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let components = Self.resolvedComponents(of: storage, dark: environment.colorScheme == .dark)
        return Resolved(
            red: Float(components.red), green: Float(components.green), blue: Float(components.blue),
            opacity: Float(components.opacity))
    }

    private static func resolvedComponents(
        of storage: Storage, dark: Bool
    ) -> (red: Double, green: Double, blue: Double, opacity: Double) {
        switch storage {
        case let .rgb(space, red, green, blue, opacity):
            let converted = Resolved.sRGB(space, red: red, green: green, blue: blue)
            return (converted.red, converted.green, converted.blue, opacity)
        case let .hsb(hue, saturation, brightness, opacity):
            let converted = rgb(hue: hue, saturation: saturation, brightness: brightness)
            return (converted.red, converted.green, converted.blue, opacity)
        case let .opacity(base, factor):
            let base = resolvedComponents(of: base, dark: dark)
            return (base.red, base.green, base.blue, base.opacity * factor)
        case let .system(name):
            let key = name == "accentColor" ? "blue" : name
            let components = (dark ? darkSystemComponents[key] : nil) ?? lightSystemComponents[key] ?? [0, 0, 0, 0]
            return (components[0], components[1], components[2], components[3])
        case .asset:
            return (0, 0, 0, 0)
        }
    }

    /// SwiftUI's system colors in light mode on iOS, in sRGB: UIKit's `systemRed`, ... (their
    /// 0–255 values divided by 255), black for `.primary` and `secondaryLabel` for `.secondary`.
    package static let lightSystemComponents: [String: [Double]] = [
        "black": [0, 0, 0, 1],
        "white": [1, 1, 1, 1],
        "clear": [0, 0, 0, 0],
        "primary": [0, 0, 0, 1],
        "secondary": [60 / 255, 60 / 255, 67 / 255, 0.6],
        "gray": [142 / 255, 142 / 255, 147 / 255, 1],
        "red": [1, 59 / 255, 48 / 255, 1],
        "orange": [1, 149 / 255, 0, 1],
        "yellow": [1, 204 / 255, 0, 1],
        "green": [52 / 255, 199 / 255, 89 / 255, 1],
        "mint": [0, 199 / 255, 190 / 255, 1],
        "teal": [48 / 255, 176 / 255, 199 / 255, 1],
        "cyan": [50 / 255, 173 / 255, 230 / 255, 1],
        "blue": [0, 122 / 255, 1, 1],
        "indigo": [88 / 255, 86 / 255, 214 / 255, 1],
        "purple": [175 / 255, 82 / 255, 222 / 255, 1],
        "pink": [1, 45 / 255, 85 / 255, 1],
        "brown": [162 / 255, 132 / 255, 94 / 255, 1],
    ]

    /// The system colors whose values differ in dark mode on iOS, in sRGB: UIKit's dark
    /// `systemRed`, ..., white for `.primary` and the dark `secondaryLabel` for `.secondary`.
    /// Black, white, clear and gray are the same in both.
    package static let darkSystemComponents: [String: [Double]] = [
        "primary": [1, 1, 1, 1],
        "secondary": [235 / 255, 235 / 255, 245 / 255, 0.6],
        "red": [1, 69 / 255, 58 / 255, 1],
        "orange": [1, 159 / 255, 10 / 255, 1],
        "yellow": [1, 214 / 255, 10 / 255, 1],
        "green": [48 / 255, 209 / 255, 88 / 255, 1],
        "mint": [99 / 255, 230 / 255, 226 / 255, 1],
        "teal": [64 / 255, 200 / 255, 224 / 255, 1],
        "cyan": [100 / 255, 210 / 255, 1, 1],
        "blue": [10 / 255, 132 / 255, 1, 1],
        "indigo": [94 / 255, 92 / 255, 230 / 255, 1],
        "purple": [191 / 255, 90 / 255, 242 / 255, 1],
        "pink": [1, 55 / 255, 95 / 255, 1],
        "brown": [172 / 255, 142 / 255, 104 / 255, 1],
    ]
}
