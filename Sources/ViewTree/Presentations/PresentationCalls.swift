import Foundation

/// A sheet: `sheet(isPresented:)`, `sheet(item:)`.
public struct _SheetPresentation: _PresentationStyle {
    /// "sheet".
    public static var presentationName: String { "sheet" }
    /// A sheet.
    public init() {}
}

/// A cover filling the screen: `fullScreenCover(isPresented:)`, `fullScreenCover(item:)`.
public struct _FullScreenCoverPresentation: _PresentationStyle {
    /// "fullScreenCover".
    public static var presentationName: String { "fullScreenCover" }
    /// A full-screen cover.
    public init() {}
}

/// A popover, anchored on the view: `popover(isPresented:)`, `popover(item:)`.
public struct _PopoverPresentation: _PresentationStyle {
    /// "popover".
    public static var presentationName: String { "popover" }
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?

    /// A popover anchored at `attachmentAnchor`, its arrow on `arrowEdge` (nil: the system's choice).
    public init(attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?) {
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
    }
}

/// An inspector column beside the view: `inspector(isPresented:)`.
public struct _InspectorPresentation: _PresentationStyle {
    /// "inspector".
    public static var presentationName: String { "inspector" }
    /// An inspector.
    public init() {}
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Equatable, Sendable {
    /// A rectangle of the view: `.rect(.bounds)`.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view: `.point(.top)`.
    case point(UnitPoint)
}

extension View {
    /// Presents a sheet with what `content` builds while `isPresented` is true; dismissing it
    /// sets `isPresented` to false and runs `onDismiss`.
    ///
    /// ```swift
    /// Button("Settings") { showsSettings = true }
    ///     .sheet(isPresented: $showsSettings) { SettingsView() }
    /// ```
    public consuming func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            style: _SheetPresentation(), isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet with what `content` builds for `item` while it holds one; the content is
    /// built from the binding's current item. Dismissing it sets `item` to nil and runs `onDismiss`.
    public consuming func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_ItemPresentationModifier(style: _SheetPresentation(), item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents what `content` builds over the whole screen while `isPresented` is true.
    public consuming func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            style: _FullScreenCoverPresentation(), isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents what `content` builds for `item` over the whole screen while `item` holds one.
    public consuming func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_ItemPresentationModifier(
            style: _FullScreenCoverPresentation(), item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents a popover with what `content` builds, anchored at `attachmentAnchor`, while
    /// `isPresented` is true.
    public consuming func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            style: _PopoverPresentation(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge),
            isPresented: isPresented, onDismiss: nil, content: content))
    }

    /// Presents a popover with what `content` builds for `item`, anchored at `attachmentAnchor`,
    /// while `item` holds one.
    public consuming func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_ItemPresentationModifier(
            style: _PopoverPresentation(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge),
            item: item, onDismiss: nil, content: content))
    }

    /// Shows an inspector column with what `content` builds while `isPresented` is true.
    public consuming func inspector<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(
            style: _InspectorPresentation(), isPresented: isPresented, onDismiss: nil, content: content))
    }
}
