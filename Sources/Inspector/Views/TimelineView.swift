import Foundation
import ViewTree

extension ViewType {
    /// `TimelineView`: the content its closure builds for the schedule's current entry (see
    /// `TimelineView` in ViewTree); `contentView(_:)` builds it for another date.
    public struct TimelineView: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "TimelineView".
        public static var typePrefix: String { "TimelineView" }
        static var viewKind: ViewKind { .timelineView }

        /// The date and cadence `contentView(_:)` builds a timeline's content for.
        public struct Context: Hashable, Sendable {
            /// How often the content is rebuilt: SwiftUI's `TimelineView.Context.Cadence`.
            public typealias Cadence = TimelineViewDefaultContext.Cadence

            /// The date the content is built for.
            public let date: Date
            /// The cadence the content sees.
            public let cadence: Cadence

            /// A context for `date` (now, by default) at `cadence`.
            public init(date: Date = Date(), cadence: Cadence = .live) {
                self.date = date
                self.cadence = cadence
            }
        }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `TimelineView`.
    public func timelineView() throws -> InspectableView<ViewType.TimelineView> {
        try single(ViewType.TimelineView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `TimelineView` at `index`.
    public func timelineView(_ index: Int) throws -> InspectableView<ViewType.TimelineView> {
        try child(ViewType.TimelineView.self, at: index)
    }
}

extension InspectableView where View == ViewType.TimelineView {
    /// The content built for `context` (now, `.live`, by default), to be unwrapped:
    /// `timelineView().contentView(.init(date: noon)).text()`. It is built for the test, outside
    /// the searched hierarchy, whose content is built for the schedule's current entry.
    public func contentView(
        _ context: ViewType.TimelineView.Context = .init()
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("contentView(_:)") { node in
            guard let timeline = node.value as? any TimelineViewParts else {
                throw InspectionError.Reason.typeMismatch(expected: "TimelineView", found: node.kindName, hint: nil)
            }
            let input = UncheckedSendable(timeline)
            let content = try Evaluation.onMainActor {
                UncheckedSendable(Result { try input.value.inspectorContent(date: context.date, cadence: context.cadence) })
            }.value.get()
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(content, role: .group, link: .attributeView(call: "contentView(_:)"), attachment: context.hashValue))
        }
    }

    /// The date the hierarchy's content is built for now: the latest entry of the schedule at
    /// or before now, or now when the schedule has none yet.
    public func currentDate() throws -> Date {
        try reading("currentDate()") { node in
            guard let timeline = node.value as? any TimelineViewParts else {
                throw InspectionError.Reason.typeMismatch(expected: "TimelineView", found: node.kindName, hint: nil)
            }
            return try timeline.inspectorCurrentContext(at: Date()).date
        }
    }
}

/// Builds a timeline's content with the timeline's own generic types.
protocol TimelineViewParts {
    func inspectorCurrentContext(at now: Date) throws -> TimelineViewDefaultContext
    func inspectorContent(date: Date, cadence: TimelineViewDefaultContext.Cadence) throws -> Any
}

extension ViewTree.TimelineView: TimelineViewParts where Content: ViewTree.View {
    func inspectorCurrentContext(at now: Date) throws -> TimelineViewDefaultContext {
        currentContext(at: now)
    }

    func inspectorContent(date: Date, cadence: TimelineViewDefaultContext.Cadence) throws -> Any {
        content(for: TimelineViewDefaultContext(date: date, cadence: cadence))
    }
}

// MARK: - Kind

extension ViewKind {
    /// `TimelineView`: the content its closure builds for the schedule's entry current now;
    /// the closure is code written in a body, so it runs on the main actor and is tracked like
    /// one.
    static let timelineView = ViewKind(
        name: "TimelineView", accessor: "timelineView",
        content: .computed { node, observation in
            guard let timeline = node.value as? any TimelineViewParts else { return [] }
            let value = UncheckedSendable(timeline)
            let content = try Evaluation.onMainActor {
                Evaluation.tracked(observation) {
                    Result {
                        let context = try value.value.inspectorCurrentContext(at: Date())
                        return try value.value.inspectorContent(date: context.date, cadence: context.cadence)
                    }
                }
            }.get()
            return Expansion.expand(content, in: node.tree, prefix: .content)
        })
}

extension ViewTree.TimelineView: InspectableKind where Content: ViewTree.View {
    static var inspectorKind: ViewKind { .timelineView }
}
