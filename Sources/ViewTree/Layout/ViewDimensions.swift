import Foundation

/// A view's size, as a layout measured it, with the positions of its alignment guides.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` lies across the view's width: 0 for `.leading`, half the width for
    /// `.center`, the width for `.trailing`.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        width * guide.layoutFraction
    }

    /// Where `guide` lies down the view's height: 0 for `.top`, half the height for
    /// `.center`, the height for `.bottom` and the text baselines (no text is measured).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        height * guide.layoutFraction
    }
}

extension HorizontalAlignment {
    /// Where the guide lies across a width, as a fraction of it.
    var layoutFraction: CGFloat {
        switch self {
        case .leading, .listRowSeparatorLeading: 0
        case .trailing: 1
        default: 0.5
        }
    }
}

extension VerticalAlignment {
    /// Where the guide lies down a height, as a fraction of it. No text is measured, so the
    /// baselines lie at the bottom.
    var layoutFraction: CGFloat {
        switch self {
        case .top: 0
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        default: 0.5
        }
    }
}
