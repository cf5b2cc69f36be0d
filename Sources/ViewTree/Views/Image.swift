import Foundation

/// A view that displays an image.
public struct Image: View, Equatable {
    /// The ways an image can be rendered.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    let name: String
    let isSystemImage: Bool
    let isDecorative: Bool
    let label: Text?
    let isResizable: Bool
    let renderingMode: TemplateRenderingMode?
    let isAntialiased: Bool
    let variableValue: Double?

    private init(
        name: String, isSystemImage: Bool, isDecorative: Bool, label: Text?,
        isResizable: Bool = false, renderingMode: TemplateRenderingMode? = nil, isAntialiased: Bool = true,
        variableValue: Double? = nil
    ) {
        self.name = name
        self.isSystemImage = isSystemImage
        self.isDecorative = isDecorative
        self.label = label
        self.isResizable = isResizable
        self.renderingMode = renderingMode
        self.isAntialiased = isAntialiased
        self.variableValue = variableValue
    }

    /// An image from the app's assets.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: name, isSystemImage: false, isDecorative: false, label: nil)
    }

    /// An image from the app's assets, with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name: name, isSystemImage: false, isDecorative: false, label: label)
    }

    /// A decorative image, ignored by accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name: name, isSystemImage: false, isDecorative: true, label: nil)
    }

    /// A system symbol.
    public init(systemName: String) {
        self.init(name: systemName, isSystemImage: true, isDecorative: false, label: nil)
    }

    /// A system symbol drawn for `variableValue`, a value from 0 to 1 (a signal strength, a
    /// level): `Image(systemName: "cellularbars", variableValue: 0.6)`. A nil value draws the
    /// symbol as `Image(systemName:)` does.
    public init(systemName: String, variableValue: Double?) {
        self.init(name: systemName, isSystemImage: true, isDecorative: false, label: nil, variableValue: variableValue)
    }

    /// A symbol image from the app's assets drawn for `variableValue`, a value from 0 to 1.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name: name, isSystemImage: false, isDecorative: false, label: nil, variableValue: variableValue)
    }

    /// This image, resized to fill the space it is given.
    public func resizable() -> Image {
        Image(
            name: name, isSystemImage: isSystemImage, isDecorative: isDecorative, label: label,
            isResizable: true, renderingMode: renderingMode, isAntialiased: isAntialiased, variableValue: variableValue)
    }

    /// This image, drawn as a template or with its original colors.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        Image(
            name: name, isSystemImage: isSystemImage, isDecorative: isDecorative, label: label,
            isResizable: isResizable, renderingMode: renderingMode, isAntialiased: isAntialiased, variableValue: variableValue)
    }

    /// This image, drawn with its edges smoothed when resized or not.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        Image(
            name: name, isSystemImage: isSystemImage, isDecorative: isDecorative, label: label,
            isResizable: isResizable, renderingMode: renderingMode, isAntialiased: isAntialiased, variableValue: variableValue)
    }

    /// Primitive view: `Image` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
