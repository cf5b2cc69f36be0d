import Foundation

/// What the share sheet shows of an item: a title, and optionally an image and an icon.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Sunset", image: photo.thumbnail))
/// ShareLink(items: photos) { photo in SharePreview(photo.caption, image: photo.thumbnail) }
/// ```
///
/// SwiftUI requires the image and the icon to be `Transferable` (CoreTransferable, not
/// available on Linux); here they are of any type. A preview without an image or an icon has
/// `Never` in its place, as in SwiftUI.
public struct SharePreview<Image, Icon> {
    let title: Text?
    let image: Image?
    let icon: Icon?

    private init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// A preview titled with a text, showing `image` and `icon`.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }

    /// A preview titled with a localized string key, showing `image` and `icon`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// A preview titled with a string, showing `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    /// A preview titled with a text, showing `image`.
    public init(_ title: Text, image: Image) {
        self.init(title: title, image: image, icon: nil)
    }

    /// A preview titled with a localized string key, showing `image`.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// A preview titled with a string, showing `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(title: Text(title), image: image, icon: nil)
    }
}

extension SharePreview where Image == Never {
    /// A preview titled with a text, showing `icon`.
    public init(_ title: Text, icon: Icon) {
        self.init(title: title, image: nil, icon: icon)
    }

    /// A preview titled with a localized string key, showing `icon`.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: Text(titleKey), image: nil, icon: icon)
    }

    /// A preview titled with a string, showing `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(title: Text(title), image: nil, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only, a text.
    public init(_ title: Text) {
        self.init(title: title, image: nil, icon: nil)
    }

    /// A preview with a title only, a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: Text(titleKey), image: nil, icon: nil)
    }

    /// A preview with a title only, a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: Text(title), image: nil, icon: nil)
    }
}
