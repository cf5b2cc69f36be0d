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
            if let name = ColorReading.assetName(of: try ColorReading.storage(of: node.value)) { return name }
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "name", view: "Color",
                reason: "\(node.value) is not an asset color; only Color(\"name\") has a name")
        }
    }
}

/// The components of a `Color`, read from its storage.
enum ColorReading {
    /// SwiftUI's system colors in light mode on iOS, in sRGB (the values `Color.resolve(in:)`
    /// gives).
    static var systemComponents: [String: [Double]] { ViewTree.Color.lightSystemComponents }

    static func storage(of color: Any) throws -> ViewTree.Color.Storage {
        guard color is ViewTree.Color else {
            throw InspectionError.Reason.typeMismatch(
                expected: "Color", found: TypeName.display(type(of: color)), hint: nil)
        }
        return try Reflection.field("storage", of: color, as: ViewTree.Color.Storage.self)
    }

    /// The name of an asset color, under any opacity.
    static func assetName(of storage: ViewTree.Color.Storage) -> String? {
        switch storage {
        case let .asset(name): name
        case let .opacity(base, _): assetName(of: base)
        case .system, .rgb, .hsb: nil
        }
    }

    /// Red, green, blue and alpha of a color's storage.
    static func components(of storage: ViewTree.Color.Storage) throws -> [Double] {
        switch storage {
        case let .rgb(_, red, green, blue, opacity):
            return [red, green, blue, opacity]
        case let .hsb(hue, saturation, brightness, opacity):
            let rgb = ViewTree.Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
            return [rgb.red, rgb.green, rgb.blue, opacity]
        case let .opacity(base, factor):
            let components = try components(of: base)
            return [components[0], components[1], components[2], components[3] * factor]
        case let .system(name):
            if let components = systemComponents[name] { return components }
            throw unavailable(
                name == "accentColor"
                    ? "\(name) is the app's accent color (its AccentColor asset), whose components are not known here"
                    : "\(name) is a system color whose components are not known here")
        case let .asset(name):
            throw unavailable(
                "Color(\"\(name)\") is an asset color, whose components are in the app's asset catalog; read name()")
        }
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
