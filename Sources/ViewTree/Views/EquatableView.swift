/// A view that renders its content again only when the content's value changed by its own
/// `==`: made with `.equatable()`.
///
/// Hosted, when the view around it renders again, the content's body is kept as long as the
/// new value `==` the last one — also for a view of plain data, whose bytes the runtime would
/// compare otherwise. State the content reads still renders it when it changes.
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared with `==`.
    public var content: Content

    /// Compares `content` with its `==`.
    public init(content: Content) {
        self.content = content
    }

    /// Primitive view: `EquatableView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension View where Self: Equatable {
    /// Keeps this view's body when its new value `==` its last, as SwiftUI does.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

extension EquatableView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [EquatableComparison.contentStep])] }
}

/// The comparison an `EquatableView` asks for: the content's own `==`.
package enum EquatableComparison {
    /// The identity step of an `EquatableView`'s content: the runtime compares the custom
    /// view it finds there with `==`.
    package static var contentStep: ViewIdentity.Step { .part("equatable") }

    /// Whether `lhs` and `rhs` are of one `Equatable` type and `==`.
    static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        func open<T: Equatable>(_ left: T) -> Bool {
            guard let right = rhs as? T else { return false }
            return left == right
        }
        return open(lhs)
    }
}
