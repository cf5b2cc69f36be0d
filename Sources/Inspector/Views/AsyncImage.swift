import Foundation
import ViewTree

extension ViewType {
    /// `AsyncImage`: the view it shows — in its `.empty` phase, as nothing is loaded; the views
    /// of other phases are built with `contentView(_:)`.
    public struct AsyncImage: SingleViewContent, BuiltinViewType {
        /// "AsyncImage".
        public static var typePrefix: String { "AsyncImage" }
        static var viewKind: ViewKind { .asyncImage }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `AsyncImage`.
    public func asyncImage() throws -> InspectableView<ViewType.AsyncImage> {
        try single(ViewType.AsyncImage.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `AsyncImage` at `index`.
    public func asyncImage(_ index: Int) throws -> InspectableView<ViewType.AsyncImage> {
        try child(ViewType.AsyncImage.self, at: index)
    }
}

extension InspectableView where View == ViewType.AsyncImage {
    /// The URL the image loads from.
    public func url() throws -> URL? {
        try reading("url()") { try Reflection.field("url", of: $0.value, as: URL?.self) }
    }

    /// The scale of the loaded image.
    public func scale() throws -> CGFloat {
        try reading("scale()") { try Reflection.field("scale", of: $0.value, as: CGFloat.self) }
    }

    /// The transaction phase changes are made in.
    public func transaction() throws -> Transaction {
        try reading("transaction()") { try Reflection.field("transaction", of: $0.value, as: Transaction.self) }
    }

    /// The view the image shows in `phase`, to be unwrapped:
    /// `asyncImage().contentView(.success(Image("photo"))).image()`. `.empty` is the phase
    /// shown here, whose view is the image's content (`asyncImage().progressView()`); the
    /// others are built for the test, outside the searched hierarchy. Throws for `.empty` and
    /// `.failure` of an image made with `url:` alone, which shows no view of its own then.
    public func contentView(_ phase: AsyncImagePhase) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = AsyncImageReading.call(for: phase)
        return try reading(call) { node in
            guard let image = node.value as? any AsyncImageParts else {
                throw InspectionError.Reason.typeMismatch(expected: "AsyncImage", found: node.kindName, hint: nil)
            }
            let input = UncheckedSendable((image, phase))
            let view = try Evaluation.onMainActor { UncheckedSendable(input.value.0.inspectorView(for: input.value.1)) }
            guard let view = view.value else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "view for \(AsyncImageReading.name(of: phase))", view: "AsyncImage",
                    reason: "it was made with url: alone, which shows its image once loaded and no view before")
            }
            let attachment = AsyncImageReading.attachment(for: phase)
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(view, role: .group, link: .attributeView(call: call), attachment: attachment))
        }
    }
}

enum AsyncImageReading {
    /// The call as ViewInspector writes it: `contentView(.empty)`, `contentView(.success())`.
    static func call(for phase: AsyncImagePhase) -> String {
        "contentView(\(name(of: phase)))"
    }

    static func name(of phase: AsyncImagePhase) -> String {
        switch phase {
        case .empty: ".empty"
        case .success: ".success()"
        case .failure: ".failure()"
        }
    }

    /// The node of each phase's view: one for `.empty`, and one per image or error for the
    /// others, so that asking for another image's view builds it anew.
    static func attachment(for phase: AsyncImagePhase) -> Int {
        switch phase {
        case .empty: -1
        case .success, .failure: -2 - abs(String(describing: phase).hashValue % 1_000_000_000)
        }
    }
}

/// Builds an image's views with its own generic types, as concrete values.
protocol AsyncImageParts {
    /// The view of `phase`, nil when there is none.
    func inspectorView(for phase: AsyncImagePhase) -> Any?
    /// What the image shows: the view of its `.empty` phase, `EmptyView` when it has none (as
    /// the runtime sees it).
    func inspectorShownContent() -> Any
}

extension ViewTree.AsyncImage: AsyncImageParts {
    func inspectorView(for phase: AsyncImagePhase) -> Any? {
        view(for: phase).map { $0 as Any }
    }

    func inspectorShownContent() -> Any {
        view(for: .empty).map { $0 as Any } ?? EmptyView()
    }
}

// MARK: - Kind

extension ViewKind {
    /// `AsyncImage`: the view of its `.empty` phase, which its closure builds: code written in
    /// a body, so it runs on the main actor and is tracked like one.
    static let asyncImage = ViewKind(
        name: "AsyncImage", accessor: "asyncImage",
        content: .computed { node, observation in
            guard let image = node.value as? any AsyncImageParts else { return [] }
            let value = UncheckedSendable(image)
            let content = try Evaluation.onMainActor {
                Evaluation.tracked(observation) { UncheckedSendable(value.value.inspectorShownContent()) }
            }
            return Expansion.expand(content.value, in: node.tree, prefix: .content)
        },
        dumpAttributes: { value in
            guard let url = Reflection.field("url", of: value) as? URL? else { return [] }
            return [url.map { "url: \($0.absoluteString)" } ?? "url: nil"]
        })
}

extension ViewTree.AsyncImage: InspectableKind {
    static var inspectorKind: ViewKind { .asyncImage }
}
