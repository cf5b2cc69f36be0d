import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Arranges the views `content` builds side by side.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive view: `HStack` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Arranges the views `content` builds one above the other.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive view: `VStack` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Stacks the views `content` builds on top of each other.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive view: `ZStack` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
