import Foundation

/// A view whose content is built from the size it is offered.
///
/// ```swift
/// GeometryReader { geometry in
///     Text(geometry.size.width > 500 ? "Wide" : "Narrow")
/// }
/// .frame(height: 180)
/// ```
///
/// There is no screen to lay out on, so the size is decided by the source: a `GeometryReader`
/// is offered the size of the nearest enclosing `.frame(width:height:)` — each dimension from
/// the nearest frame that fixes it, the reader's own frame included — and `0` in a dimension
/// no frame fixes. A test sets the size by framing the view it inspects or hosts:
/// `ContentView().frame(width: 390, height: 844)`. The runtime and Inspector agree on it, so
/// content chosen by size keeps its state when hosted.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A view whose content `content` builds from the offered size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive view: `GeometryReader` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The content built for `proxy`. Inspector calls the closure through this method: a
    /// closure read by reflection and cast to its type may be called with the wrong calling
    /// convention when its parameters are concrete.
    package func content(for proxy: GeometryProxy) -> Content {
        content(proxy)
    }
}

/// The size and coordinates a `GeometryReader` gives its content.
public struct GeometryProxy: Sendable {
    /// The size offered to the reader: see `GeometryReader` for how it is decided.
    public let size: CGSize
    /// The safe area insets of the reader: zero, as there is no screen.
    public let safeAreaInsets: EdgeInsets

    /// A proxy for a view offered `size`.
    package init(size: CGSize) {
        self.size = size
        self.safeAreaInsets = EdgeInsets()
    }

    /// The reader's frame in `coordinateSpace`: its size, at the origin of every coordinate
    /// space (there is no layout to place it elsewhere).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The proxy a `GeometryReader` gets in `environment`: the size the enclosing frames fix.
    package static func offered(in environment: EnvironmentValues) -> GeometryProxy {
        let proposal = environment[ProposedSizeKey.self]
        return GeometryProxy(size: CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0))
    }
}

/// A coordinate space a frame can be expressed in.
///
/// Unchecked for `named`'s `AnyHashable` alone: a name is only hashed and compared, never mutated.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The whole screen.
    case global
    /// The view's own.
    case local
    /// The one named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// The width and height fixed by the nearest enclosing frames, nil where none fixes one.
struct ProposedSize: Sendable {
    var width: CGFloat?
    var height: CGFloat?
}

enum ProposedSizeKey: EnvironmentKey {
    static let defaultValue = ProposedSize()
}

// A fixed frame offers its size to what it contains: the environment carries it down to
// `GeometryReader`s, for the runtime and Inspector alike.
extension _FrameLayout: EnvironmentModifier {
    package func apply(to environment: inout EnvironmentValues) {
        guard width != nil || height != nil else { return }
        var proposal = environment[ProposedSizeKey.self]
        if let width { proposal.width = width }
        if let height { proposal.height = height }
        environment[ProposedSizeKey.self] = proposal
    }
}

extension EnvironmentValues {
    /// This environment with the fixed frames and container-relative frames among `modifiers`
    /// (innermost first, as a view's modifiers are listed) applied, outermost first: what the
    /// view they modify is offered.
    package func applyingFrames(of modifiers: some BidirectionalCollection<Any>) -> EnvironmentValues {
        var environment = self
        for modifier in modifiers.reversed() {
            if let frame = modifier as? _FrameLayout {
                frame.apply(to: &environment)
            } else if let frame = modifier as? _ContainerRelativeFrameModifier {
                frame.apply(to: &environment)
            }
        }
        return environment
    }
}

extension GeometryReader: RuntimeContainer {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        runtimeChildren(in: EnvironmentValues())
    }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        [(content(GeometryProxy.offered(in: environment)), [.content])]
    }
}
