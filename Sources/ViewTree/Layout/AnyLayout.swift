import Foundation

/// A layout of any type, so that one container can switch layouts while its subviews keep
/// their identity and state:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Counter()
///     Text("b")
/// }
/// ```
public struct AnyLayout: Layout {
    let layout: any Layout

    /// Erases `layout`'s type.
    public init<L: Layout>(_ layout: L) {
        self.layout = layout
    }

    /// The cache of the layout inside, kept by reference so that it survives the calls.
    public final class Cache {
        var value: Any?

        init() {}
    }

    /// An empty cache: the layout inside makes its own on first use.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    /// Lets the layout inside bring its cache up to date.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var typed = cache.value as? L.Cache else { return }
            layout.updateCache(&typed, subviews: subviews)
            cache.value = typed
        }
        update(layout)
    }

    /// The size the layout inside takes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            Self.withCache(of: layout, in: cache, subviews: subviews) {
                layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return size(layout)
    }

    /// Places the subviews as the layout inside does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            Self.withCache(of: layout, in: cache, subviews: subviews) {
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        place(layout)
    }

    /// The layout inside's alignment of `guide`.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func alignment<L: Layout>(_ layout: L) -> CGFloat? {
            Self.withCache(of: layout, in: cache, subviews: subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return alignment(layout)
    }

    /// The layout inside's alignment of `guide`.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func alignment<L: Layout>(_ layout: L) -> CGFloat? {
            Self.withCache(of: layout, in: cache, subviews: subviews) {
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
            }
        }
        return alignment(layout)
    }

    /// The layout inside's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            Self.withCache(of: layout, in: cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        return spacing(layout)
    }

    /// Runs `work` with the typed cache of `layout`, made when the box holds none of its type
    /// (the layout inside was switched), and keeps what `work` leaves in it.
    private static func withCache<L: Layout, Result>(
        of layout: L, in cache: Cache, subviews: Subviews, _ work: (inout L.Cache) -> Result
    ) -> Result {
        var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = work(&typed)
        cache.value = typed
        return result
    }
}
