/// A type that gives previews of views the way apps wrote them before `#Preview`:
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView().previewDisplayName("Default")
///     }
/// }
/// ```
///
/// `previews` is a view: inspect it as any other (`try ContentView_Previews.previews.inspect()`).
@MainActor
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view, or several in a group.
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for, or nil for the one being built.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform in particular.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews are made for.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}

/// How a preview is framed.
public enum PreviewLayout: Sendable, Hashable {
    /// In a device's frame.
    case device
    /// Sized to fit the view.
    case sizeThatFits
    /// In a frame of `width` by `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name: `PreviewDevice(rawValue: "iPhone 15")`, or a string literal.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name, as Xcode lists it: `iPhone 15`.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named `value`: `.previewDevice("iPhone 15")`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// How a device is held.
public enum InterfaceOrientation: String, CaseIterable, Sendable, Hashable, Identifiable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// The orientation's name, which identifies it.
    public var id: String { rawValue }
}
