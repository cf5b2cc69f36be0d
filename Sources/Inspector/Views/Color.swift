import ViewTree

extension ViewType {
    /// `Color` used as a view.
    public struct Color: KnownViewType, BuiltinViewType {
        /// "Color".
        public static var typePrefix: String { "Color" }
        static var viewKind: ViewKind { .color }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Color` view.
    public func color() throws -> InspectableView<ViewType.Color> {
        try single(ViewType.Color.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Color` view at `index`.
    public func color(_ index: Int) throws -> InspectableView<ViewType.Color> {
        try child(ViewType.Color.self, at: index)
    }
}

extension InspectableView where View == ViewType.Color {
    /// The color: `XCTAssertEqual(try view.color().value(), .red)`.
    public func value() throws -> ViewTree.Color {
        try reading("value()") { node in
            guard let color = node.value as? ViewTree.Color else {
                throw InspectionError.Reason.typeMismatch(expected: "Color", found: node.kindName, hint: nil)
            }
            return color
        }
    }

    /// The red, green, blue and alpha components, between 0 and 1: of a color built from
    /// components (as given, in the color space given; `Color(hue:saturation:brightness:)`'s
    /// converted to sRGB), or of a system color (`.red`), whose
    /// components are SwiftUI's in light mode on iOS (UIKit's `systemRed`, ...; the
    /// table is in Docs/Reference.md).
    /// `opacity(_:)` multiplies the alpha.
    ///
    /// - Throws: for an asset color (`Color("name")`, read `name()`) and `.accentColor`,
    ///   whose components are the app's.
    public func rgba() throws -> (red: Float, green: Float, blue: Float, alpha: Float) {
        try reading("rgba()") { node in
            let components = try ColorReading.components(of: try ColorReading.storage(of: node.value))
            return (Float(components[0]), Float(components[1]), Float(components[2]), Float(components[3]))
        }
    }

    /// The name of an asset color, `Color("name")` (also after `opacity(_:)`).
    ///
    /// - Throws: for any other color.
    public func name() throws -> String {
        try reading("name()") { node in
            var storage = try ColorReading.storage(of: node.value)
            while let (caseName, payload) = Reflection.enumCase(of: storage) {
                let elements = payload.map(Reflection.tupleElements(of:)) ?? []
                if caseName == "asset", let name = payload as? String { return name }
                guard caseName == "opacity", elements.count == 2 else { break }
                storage = elements[0]
            }
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "name", view: "Color",
                reason: "\(node.value) is not an asset color; only Color(\"name\") has a name")
        }
    }
}

/// The components of a `Color`, read from its storage.
enum ColorReading {
    /// SwiftUI's system colors in light mode on iOS, in sRGB: UIKit's `systemRed`, ... (their
    /// 0–255 values divided by 255), black for `.primary` and `secondaryLabel` for `.secondary`.
    static let systemComponents: [String: [Double]] = [
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

    static func storage(of color: Any) throws -> Any {
        guard color is ViewTree.Color else {
            throw InspectionError.Reason.typeMismatch(
                expected: "Color", found: TypeName.display(type(of: color)), hint: nil)
        }
        return try Reflection.field("storage", of: color, as: Any.self)
    }

    /// Red, green, blue and alpha of a color's storage.
    static func components(of storage: Any) throws -> [Double] {
        guard let (caseName, payload) = Reflection.enumCase(of: storage) else {
            throw InspectionError.attributeNotFound("storage as a Color.Storage case", in: ViewTree.Color.self)
        }
        let elements = payload.map(Reflection.tupleElements(of:)) ?? []
        switch caseName {
        case "rgb" where elements.count == 5:
            let values = elements.dropFirst().compactMap { $0 as? Double }
            if values.count == 4 { return values }
        case "hsb" where elements.count == 4:
            let values = elements.compactMap { $0 as? Double }
            if values.count == 4 {
                let rgb = ViewTree.Color.rgb(hue: values[0], saturation: values[1], brightness: values[2])
                return [rgb.red, rgb.green, rgb.blue, values[3]]
            }
        case "opacity" where elements.count == 2:
            if let factor = elements[1] as? Double {
                let base = try components(of: elements[0])
                return [base[0], base[1], base[2], base[3] * factor]
            }
        case "system":
            if let name = payload as? String {
                if let components = systemComponents[name] { return components }
                if name == "accentColor" { throw unavailable(
                    "\(name) is the app's accent color (its AccentColor asset), whose components are not known here") }
            }
        case "asset":
            if let name = payload as? String {
                throw unavailable(
                    "Color(\"\(name)\") is an asset color, whose components are in the app's asset catalog; read name()")
            }
        default:
            break
        }
        throw InspectionError.attributeNotFound("storage as a known Color.Storage case", in: ViewTree.Color.self)
    }

    private static func unavailable(_ reason: String) -> InspectionError.Reason {
        .attributeUnavailable(attribute: "rgba", view: "Color", reason: reason)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Color` as a view; the dump shows the color.
    static let color = ViewKind(name: "Color", accessor: "color", dumpAttributes: { [String(describing: $0)] })
}

extension ViewTree.Color: InspectableKind {
    static var inspectorKind: ViewKind { .color }
}
