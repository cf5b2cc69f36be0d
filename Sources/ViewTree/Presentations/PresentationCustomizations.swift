import Foundation

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case medium, large
        case height(CGFloat)
        case fraction(CGFloat)
        case custom(CustomDetentType)
    }

    let storage: Storage

    /// About half the screen.
    public static let medium = PresentationDetent(storage: .medium)
    /// The whole height.
    public static let large = PresentationDetent(storage: .large)

    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(storage: .height(height))
    }

    /// A fraction of the height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(storage: .fraction(fraction))
    }
}

extension PresentationDetent: CustomStringConvertible {
    /// As written in source: `.medium`, `.height(200.0)`.
    public var description: String {
        switch storage {
        case .medium: ".medium"
        case .large: ".large"
        case let .height(height): ".height(\(height))"
        case let .fraction(fraction): ".fraction(\(fraction))"
        case let .custom(type): ".custom(\(type.name).self)"
        }
    }
}

/// Whether the views behind a presentation can be used while it shows.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }

    let storage: Storage

    /// As the system decides.
    public static let automatic = PresentationBackgroundInteraction(storage: .automatic)
    /// Never.
    public static let disabled = PresentationBackgroundInteraction(storage: .disabled)
    /// Always.
    public static let enabled = PresentationBackgroundInteraction(storage: .enabled)

    /// While the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(storage: .enabledUpThrough(detent))
    }
}

/// What a swipe on a resizable sheet's content does.
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String

    /// As the system decides.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Resizes the sheet.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Scrolls the content.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// How a presentation adapts in compact size classes.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String

    /// As the system decides.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// Not adapted.
    public static let none = PresentationAdaptation(name: "none")
    /// As a popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// As a sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// A customisation of the presentation the modified view is the content of.
public struct _PresentationCustomizationModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    /// What is customised, and how.
    public enum Option {
        /// `presentationDetents(_:)` and `(_:selection:)`.
        case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
        /// `presentationDragIndicator(_:)`.
        case dragIndicator(Visibility)
        /// `presentationBackground(_:)` with a style, or `(alignment:content:)` with a view.
        case background(style: AnyShapeStyle?, content: Any?, alignment: Alignment)
        /// `presentationBackgroundInteraction(_:)`.
        case backgroundInteraction(PresentationBackgroundInteraction)
        /// `presentationCornerRadius(_:)`.
        case cornerRadius(CGFloat?)
        /// `presentationContentInteraction(_:)`.
        case contentInteraction(PresentationContentInteraction)
        /// `presentationCompactAdaptation(_:)` and `(horizontal:vertical:)`.
        case compactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
        /// `interactiveDismissDisabled(_:)`.
        case interactiveDismissDisabled(Bool)
    }

    let option: Option

    /// Customises the presentation as `option` says.
    public init(option: Option) {
        self.option = option
    }
}

extension View {
    /// The heights the sheet this view is the content of rests at.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsFruits) {
    ///     FruitList().presentationDetents([.medium, .large])
    /// }
    /// ```
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationCustomizationModifier(option: .detents(detents, selection: nil)))
    }

    /// The heights the sheet rests at, and the one it rests at now, through `selection`.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_PresentationCustomizationModifier(option: .detents(detents, selection: selection)))
    }

    /// Whether the sheet shows a drag indicator.
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PresentationCustomizationModifier(option: .dragIndicator(visibility)))
    }

    /// Fills the presentation's background with `style`.
    public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_PresentationCustomizationModifier(
            option: .background(style: AnyShapeStyle(style), content: style as? any View, alignment: .center)))
    }

    /// Shows the views `content` builds behind the presentation.
    public consuming func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_PresentationCustomizationModifier(option: .background(style: nil, content: content(), alignment: alignment)))
    }

    /// Whether the views behind the presentation can be used while it shows.
    public consuming func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_PresentationCustomizationModifier(option: .backgroundInteraction(interaction)))
    }

    /// The presentation's corner radius; nil for the system's.
    public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_PresentationCustomizationModifier(option: .cornerRadius(cornerRadius)))
    }

    /// What a swipe on a resizable sheet's content does.
    public consuming func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(_PresentationCustomizationModifier(option: .contentInteraction(behavior)))
    }

    /// How the presentation adapts in compact size classes.
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_PresentationCustomizationModifier(option: .compactAdaptation(horizontal: adaptation, vertical: adaptation)))
    }

    /// How the presentation adapts in compact widths and heights.
    public consuming func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        modifier(_PresentationCustomizationModifier(
            option: .compactAdaptation(horizontal: horizontalAdaptation, vertical: verticalAdaptation)))
    }

    /// Whether a swipe can dismiss the presentation this view is the content of.
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_PresentationCustomizationModifier(option: .interactiveDismissDisabled(isDisabled)))
    }
}
