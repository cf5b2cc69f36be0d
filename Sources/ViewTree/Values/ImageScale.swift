extension Image {
    /// How large symbol images are drawn relative to the text around them, set by `.imageScale(_:)`.
    public enum Scale: Hashable, CaseIterable, Sendable, CustomStringConvertible {
        /// Smaller than the text.
        case small
        /// The size of the text; the default.
        case medium
        /// Larger than the text.
        case large

        /// The scale as written in source: `.large`.
        public var description: String {
            switch self {
            case .small: ".small"
            case .medium: ".medium"
            case .large: ".large"
            }
        }
    }
}

extension EnvironmentValues {
    /// The scale of symbol images here, set by `.imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

package struct ImageScaleKey: EnvironmentKey {
    package static var defaultValue: Image.Scale { .medium }
}

extension View {
    /// Draws the symbol images in this view at `scale` relative to their text: `.imageScale(.large)`.
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
