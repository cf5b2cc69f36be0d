import ViewTree

// A layout of the app's own in a module where everything is on the main actor.

struct Shelf: Layout {
    var gap: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(
            width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(sizes.count - 1, 0)),
            height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + gap
        }
    }
}

struct ShelfScreen: View {
    var body: some View {
        Shelf {
            Text("Books")
            Text("Records")
        }
    }
}
