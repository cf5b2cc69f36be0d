import Foundation

/// An image of the app's assets, as Xcode generates one for each image set
/// (`ImageResource.logo`); `Image(.logo)` shows it.
///
/// ```swift
/// extension ImageResource {
///     static let logo = ImageResource(name: "logo", bundle: .main)
/// }
/// Picker("Theme", image: .logo, selection: $theme) { … }
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The name of the image in its bundle's assets.
    let name: String
    /// The bundle whose assets hold the image.
    let bundle: Bundle

    /// The image `name` of the assets of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of the app's assets that `resource` names: `Image(.logo)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
