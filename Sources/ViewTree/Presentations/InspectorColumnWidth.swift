import Foundation

/// The width of the inspector column the modified view is the content of.
public struct _InspectorColumnWidthModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let min: CGFloat?
    let ideal: CGFloat
    let max: CGFloat?

    /// A column `ideal` wide, resizable between `min` and `max` when they are given.
    public init(min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
}

extension View {
    /// Sets the width of the inspector column this view is the content of.
    ///
    /// ```swift
    /// .inspector(isPresented: $showsInspector) {
    ///     AnimalForm().inspectorColumnWidth(200)
    /// }
    /// ```
    public consuming func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(_InspectorColumnWidthModifier(min: nil, ideal: width, max: nil))
    }

    /// Sets the width of the inspector column this view is the content of, resizable between
    /// `min` and `max`.
    public consuming func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_InspectorColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
}
