import Foundation
import ViewTree

/// Where a layout placed one of its subviews, from `placeSubviews(in:proposal:subviewSizes:)`.
public struct LayoutPlacement: Equatable, Sendable, CustomStringConvertible {
    /// The point the subview's `anchor` was placed at.
    public let position: CGPoint
    /// The point of the subview placed at `position`: `.topLeading` by default.
    public let anchor: UnitPoint
    /// The size offered to the subview when it was placed.
    public let proposal: ProposedViewSize
    /// The size the subview takes for `proposal`: the size the test gave it.
    public let size: CGSize

    /// The subview's frame: `size`, with its `anchor` at `position`.
    public var frame: CGRect {
        CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
            width: size.width, height: size.height)
    }

    /// `LayoutPlacement(frame: (0.0, 0.0, 10.0, 20.0), proposal: …)`.
    public var description: String {
        let frame = frame
        return "LayoutPlacement(frame: (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)), proposal: \(proposal))"
    }
}

extension InspectableView {
    /// Runs the container's layout — your `sizeThatFits(proposal:subviews:cache:)` — offering
    /// it `proposal`, with its subviews measuring `subviewSizes` (one size per subview, in
    /// order, whatever they are offered). Each subview holds its `layoutValue(key:value:)`
    /// values and its `layoutPriority(_:)`, as in SwiftUI.
    ///
    /// Hosting a view lays nothing out (ViewTree draws nothing): this is how a test runs the
    /// layout's code.
    ///
    /// ```swift
    /// let size = try sut.inspect().layout(Diagonal.self)
    ///     .sizeThatFits(.unspecified, subviewSizes: [CGSize(width: 10, height: 20), CGSize(width: 30, height: 5)])
    /// // CGSize(width: 40, height: 25)
    /// ```
    public func sizeThatFits<L: ViewTree.Layout>(
        _ proposal: ProposedViewSize, subviewSizes: [CGSize]
    ) throws -> CGSize where View == ViewType.Layout<L> {
        let run = try LayoutRun<L>(self, sizes: subviewSizes, call: "sizeThatFits(_:subviewSizes:)")
        var cache = run.layout.makeCache(subviews: run.subviews)
        return run.layout.sizeThatFits(proposal: proposal, subviews: run.subviews, cache: &cache)
    }

    /// Runs the container's layout — your `placeSubviews(in:proposal:subviewSizes:cache:)` —
    /// in `bounds`, with its subviews measuring `subviewSizes`, and returns where it placed
    /// each subview, in order. A subview the layout does not place is placed at the center of
    /// `bounds`, as SwiftUI places it; placed twice, the last placement counts.
    ///
    /// ```swift
    /// let frames = try sut.inspect().layout(Diagonal.self)
    ///     .placeSubviews(in: CGRect(x: 0, y: 0, width: 40, height: 25), proposal: .unspecified,
    ///                    subviewSizes: [CGSize(width: 10, height: 20), CGSize(width: 30, height: 5)])
    ///     .map(\.frame)
    /// ```
    public func placeSubviews<L: ViewTree.Layout>(
        in bounds: CGRect, proposal: ProposedViewSize, subviewSizes: [CGSize]
    ) throws -> [LayoutPlacement] where View == ViewType.Layout<L> {
        let run = try LayoutRun<L>(self, sizes: subviewSizes, call: "placeSubviews(in:proposal:subviewSizes:)")
        var cache = run.layout.makeCache(subviews: run.subviews)
        run.layout.placeSubviews(in: bounds, proposal: proposal, subviews: run.subviews, cache: &cache)
        return subviewSizes.indices.map { index in
            run.recorder.placements[index]
                ?? LayoutPlacement(
                    position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified,
                    size: subviewSizes[index])
        }
    }
}

/// A layout with subviews made of the container's content views, measured with sizes a test
/// gives, that records where they are placed.
private struct LayoutRun<L: ViewTree.Layout> {
    final class Recorder {
        var placements: [Int: LayoutPlacement] = [:]
    }

    let layout: L
    let subviews: LayoutSubviews
    let recorder = Recorder()

    init(_ container: InspectableView<ViewType.Layout<L>>, sizes: [CGSize], call: String) throws {
        let node = try container.node()
        do {
            layout = try container.actualLayout()
            let children = try Self.subviews(of: node)
            guard children.count == sizes.count else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "subviewSizes",
                    reason: "needs one size per subview: \(node.kindName) has \(children.count)"
                        + " subview\(children.count == 1 ? "" : "s"), and \(sizes.count) size\(sizes.count == 1 ? " was" : "s were") given")
            }
            let recorder = recorder
            subviews = LayoutSubviews(try children.enumerated().map { index, child in
                let size = sizes[index]
                return LayoutSubview(
                    values: try LayoutValueReading.values(of: child), priority: try Self.priority(of: child),
                    measure: { _ in size },
                    place: { position, anchor, proposal in
                        recorder.placements[index] = LayoutPlacement(
                            position: position, anchor: anchor, proposal: proposal, size: size)
                    })
            })
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, at: node, appending: call)
        }
    }

    /// The subview's `layoutPriority`, written on it or at the top of its body (as values
    /// are, see `LayoutValueReading.values(of:)`); 0 without one.
    static func priority(of node: InspectionNode) throws(InspectionError.Reason) -> Double {
        var current: InspectionNode? = node
        while let level = current {
            if let value = try? InspectableView<ViewType.ClassifiedView>(level).layoutPriority() { return value }
            current = try LayoutValueReading.singleBodyView(of: level)
        }
        return 0
    }

    /// The layout's subviews, as SwiftUI gives them to it: the container's views with each
    /// `ForEach` and `Group` replaced by its views, and without the `EmptyView`s and the `if`s
    /// whose condition does not hold, which show nothing.
    static func subviews(of node: InspectionNode) throws(InspectionError.Reason) -> [InspectionNode] {
        var subviews: [InspectionNode] = []
        var pending = try node.contentChildren().reversed() as [InspectionNode]
        while let child = pending.popLast() {
            // SwiftUI's views of several views or none, which the layout never sees as one; every
            // other view is one subview.
            if case .absent = child.role { continue }
            if child.viewKind == .emptyView { continue }
            if child.viewKind == .forEach || child.viewKind == .group {
                pending.append(contentsOf: try child.contentChildren().reversed())
                continue
            }
            subviews.append(child)
        }
        return subviews
    }
}
