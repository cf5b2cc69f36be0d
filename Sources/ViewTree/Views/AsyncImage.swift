import Foundation

/// An image loaded from a URL, with views for while it loads and for when loading fails.
///
/// ```swift
/// AsyncImage(url: avatarURL)
/// AsyncImage(url: avatarURL) { image in image.resizable() } placeholder: { ProgressView() }
/// AsyncImage(url: avatarURL) { phase in
///     if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { ProgressView() }
/// }
/// ```
///
/// Nothing is loaded here: an `AsyncImage` stays in its `.empty` phase and shows what its
/// content closure builds for it (the placeholder). Inspector's `contentView(_:)` builds the
/// view of any phase for a test to inspect.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// The view of a phase: nil when the image made with `url:` alone has none (before it loads).
    let content: (AsyncImagePhase) -> Content?

    /// An image from `url`, at `scale`, shown once loaded; nothing is shown before.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = { $0.image }
    }

    /// An image from `url`, at `scale`, shown as `content` builds it once loaded;
    /// `placeholder` is shown until then (and when loading fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = { phase in
            phase.image.map { _ConditionalContent(storage: .trueContent(content($0))) }
                ?? _ConditionalContent(storage: .falseContent(placeholder()))
        }
    }

    /// An image from `url`, at `scale`, whose view `content` builds for each phase of loading;
    /// `transaction` animates phase changes.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = { content($0) }
    }

    /// Primitive view: `AsyncImage` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The view shown in `phase`, nil when there is none.
    package func view(for phase: AsyncImagePhase) -> Content? {
        content(phase)
    }
}

/// Where loading an `AsyncImage` is.
public enum AsyncImagePhase {
    /// Not loaded yet: the phase an image stays in here.
    case empty
    /// Loaded, as `Image`.
    case success(Image)
    /// Loading failed with the error.
    case failure(any Error)

    /// The loaded image, in the `.success` phase.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error loading failed with, in the `.failure` phase.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

extension AsyncImage: RuntimeContainer {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(view(for: .empty).map { $0 as Any } ?? EmptyView(), [.content])]
    }
}
