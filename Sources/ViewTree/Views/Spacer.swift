import Foundation

/// A flexible space that expands along the main axis of its stack.
public struct Spacer: View {
    let minLength: CGFloat?

    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Primitive view: `Spacer` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A visual separator between views.
public struct Divider: View {
    /// Creates a divider.
    public init() {}

    /// Primitive view: `Divider` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
