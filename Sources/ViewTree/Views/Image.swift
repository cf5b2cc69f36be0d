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
    let symbolRenderingMode: SymbolRenderingMode?

    private init(
        name: String, isSystemImage: Bool, isDecorative: Bool, label: Text?,
        isResizable: Bool = false, renderingMode: TemplateRenderingMode? = nil, isAntialiased: Bool = true,
        variableValue: Double? = nil, symbolRenderingMode: SymbolRenderingMode? = nil
    ) {
        self.name = name
        self.isSystemImage = isSystemImage
        self.isDecorative = isDecorative
        self.label = label
        self.isResizable = isResizable
        self.renderingMode = renderingMode
        self.isAntialiased = isAntialiased
        self.variableValue = variableValue
        self.symbolRenderingMode = symbolRenderingMode
    }

    /// This image with one of its image modifiers changed.
    private func with(
        isResizable: Bool? = nil, renderingMode: TemplateRenderingMode?? = nil, isAntialiased: Bool? = nil,
        symbolRenderingMode: SymbolRenderingMode?? = nil
    ) -> Image {
        Image(
            name: name, isSystemImage: isSystemImage, isDecorative: isDecorative, label: label,
            isResizable: isResizable ?? self.isResizable, renderingMode: renderingMode ?? self.renderingMode,
            isAntialiased: isAntialiased ?? self.isAntialiased, variableValue: variableValue,
            symbolRenderingMode: symbolRenderingMode ?? self.symbolRenderingMode)
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
        with(isResizable: true)
    }

    /// This image, drawn as a template or with its original colors.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with(renderingMode: .some(renderingMode))
    }

    /// This symbol image, drawn in `mode` (nil: the environment's): the image form, so that
    /// other image modifiers can follow (`.symbolRenderingMode(.hierarchical).resizable()`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        with(symbolRenderingMode: .some(mode))
    }

    /// This image, drawn with its edges smoothed when resized or not.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        with(isAntialiased: isAntialiased)
    }

    /// Primitive view: `Image` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
