/// A preview of a view, as `#Preview` declares one: its name, its traits and the closure that
/// makes its view.
///
/// You don't make one yourself: `#Preview` expands to a type that makes it, and Inspector's
/// `Previews` finds those types, so a test can host or inspect every preview an app declares.
public struct Preview: Sendable {
    /// The traits a preview of a view can have.
    public enum ViewTraits: Sendable {}

    /// The name given to `#Preview("Name")`, or nil.
    public let name: String?
    /// The traits given to `#Preview(traits:)`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    private let body: @MainActor @Sendable () -> any View

    /// A preview of the view `body` makes, named `name`, with `traits`.
    @MainActor
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        let unchecked = UncheckedBody(make: body)
        self.body = { unchecked.make() }
    }

    /// A fresh instance of the previewed view (the closure runs again for each).
    @MainActor
    public func makeView() -> AnyView {
        AnyView(body())
    }

    /// A fresh instance of the previewed view, as its closure returns it.
    @MainActor
    package func makeBody() -> any View {
        body()
    }
}

/// The preview closure, made on the main actor and run only there.
private struct UncheckedBody: @unchecked Sendable {
    let make: @MainActor () -> any View
}

/// A trait of a preview: its layout or its orientation.
public struct PreviewTrait<T>: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let value: Value

    /// The layout this trait gives, or nil for an orientation trait.
    public var layout: PreviewLayout? {
        if case let .layout(layout) = value { layout } else { nil }
    }

    /// The interface orientation this trait gives, or nil for a layout trait.
    public var interfaceOrientation: InterfaceOrientation? {
        if case let .orientation(orientation) = value { orientation } else { nil }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in a device's frame.
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .layout(.device)) }
    /// The preview sized to fit its view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .layout(.sizeThatFits)) }

    /// The preview in a frame of `width` by `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }

    /// The device upright.
    public static var portrait: PreviewTrait { PreviewTrait(value: .orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    /// The device on its side, its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation(.landscapeLeft)) }
    /// The device on its side, its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation(.landscapeRight)) }
}
