import Foundation
import ViewTree

extension InspectableView {
    /// Whether the scroll views in this view are kept from scrolling: `.scrollDisabled(true)`
    /// on the view or an ancestor (`EnvironmentValues.isScrollEnabled` false).
    public func scrollDisabled() throws -> Bool {
        try reading("scrollDisabled()") { !$0.environment.isScrollEnabled }
    }

    /// The visibility of the scroll indicator along `axis` of the scroll views in this view:
    /// the innermost `.scrollIndicators(_:axes:)` covering that axis on the view or an ancestor,
    /// or `.automatic`.
    public func scrollIndicators(axis: Axis = .vertical) throws -> ScrollIndicatorVisibility {
        try reading("scrollIndicators(axis:)") { node in
            axis == .vertical
                ? node.environment.verticalScrollIndicatorVisibility : node.environment.horizontalScrollIndicatorVisibility
        }
    }

    /// Whether the scrollable views in this view (a `List`, a `Form`) show their background:
    /// the innermost `.scrollContentBackground(_:)` on the view or an ancestor, or `.automatic`.
    public func scrollContentBackground() throws -> Visibility {
        try reading("scrollContentBackground()") { $0.environment.scrollContentBackground }
    }

    /// The innermost `.scrollTargetBehavior(_:)` on the view or an ancestor:
    /// `as? ViewAlignedScrollTargetBehavior` to read its `limitBehavior`. Throws when none is set.
    public func scrollTargetBehavior() throws -> any ScrollTargetBehavior {
        try reading("scrollTargetBehavior()") { node in
            guard let behavior = node.environment.scrollTargetBehavior else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "scrollTargetBehavior",
                    detail: "expected a .scrollTargetBehavior(_:) on this view or above it, found none")
            }
            return behavior
        }
    }

    /// Whether this layout is marked with `.scrollTargetLayout(isEnabled:)`: the innermost
    /// one's `isEnabled`. Throws when the view has none.
    public func scrollTargetLayout() throws -> Bool {
        try reading("scrollTargetLayout()") { node in
            guard let (_, modifier) = node.ownModifiers(.scrollTargetLayout).first else { throw node.missing("scrollTargetLayout") }
            return try Reflection.field("isEnabled", of: modifier, as: Bool.self)
        }
    }

    /// The margin at `edge` of the scroll views in this view, for `placement`: the innermost
    /// `.contentMargins` on the view or an ancestor setting that edge for that placement, else
    /// the innermost setting it for `.automatic`. Nil when it was set to nil (the platform's default margin); throws when
    /// none sets it.
    public func contentMargins(edge: Edge, for placement: ContentMarginPlacement = .automatic) throws -> CGFloat? {
        try reading("contentMargins(edge:for:)") { node in
            guard let margin = node.environment.contentMargin(edge, for: placement) else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "contentMargins",
                    detail: "expected a .contentMargins setting the \(edge) edge for \(placement) on this view or above it, found none")
            }
            return margin
        }
    }

    /// Whether the scroll views in this view draw outside their bounds: the innermost
    /// `.scrollClipDisabled(_:)` on the view or an ancestor, or false.
    public func scrollClipDisabled() throws -> Bool {
        try reading("scrollClipDisabled()") { $0.environment.scrollClipDisabled }
    }

    /// Where the scroll views in this view start scrolled to: the innermost
    /// `.defaultScrollAnchor(_:)` on the view or an ancestor; nil when none sets one.
    public func defaultScrollAnchor() throws -> UnitPoint? {
        try reading("defaultScrollAnchor()") { $0.environment.defaultScrollAnchor }
    }

    /// The id this scroll view is scrolled to: the current value of the binding of its innermost
    /// `.scrollPosition(id:anchor:)` (or the `viewID` of a `.scrollPosition(_:)`'s
    /// `ScrollPosition`), nil when it holds none. Hosted, a `ScrollViewReader`'s
    /// `scrollTo` around it writes the binding. Throws when the view has no `.scrollPosition`.
    public func scrollPosition() throws -> AnyHashable? {
        try reading("scrollPosition()") { node in
            try ScrollReading.position(of: node).inspectorCurrentID
        }
    }

    /// The anchor of this scroll view's innermost `.scrollPosition(id:anchor:)`, nil when none
    /// was given. Throws when the view has no `.scrollPosition`.
    public func scrollPositionAnchor() throws -> UnitPoint? {
        try reading("scrollPositionAnchor()") { node in
            try Reflection.field("anchor", of: try ScrollReading.position(of: node), as: UnitPoint?.self)
        }
    }
}

enum ScrollReading {
    static func position(of node: InspectionNode) throws -> any ScrollPositionParts {
        let modifiers = (node.ownModifiers(.scrollPosition) + node.ownModifiers(.scrollPositionValue)).sorted { $0.index < $1.index }
        guard let parts = modifiers.first?.modifier as? any ScrollPositionParts else { throw node.missing("scrollPosition") }
        return parts
    }
}

/// Reads a `.scrollPosition(id:)` binding with the modifier's own id type.
protocol ScrollPositionParts {
    var inspectorCurrentID: AnyHashable? { get }
}

extension _ScrollPositionModifier: ScrollPositionParts {
    var inspectorCurrentID: AnyHashable? {
        guard let binding = Reflection.field("id", of: self) as? Binding<ID?> else { return nil }
        return binding.wrappedValue.map { AnyHashable($0) }
    }
}

extension _ScrollPositionValueModifier: ScrollPositionParts {
    var inspectorCurrentID: AnyHashable? {
        guard let binding = Reflection.field("position", of: self) as? Binding<ScrollPosition> else { return nil }
        return binding.wrappedValue.viewID(type: AnyHashable.self)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.scrollDisabled(_:)`.
    static let scrollDisabled = ModifierKind(
        name: ".scrollDisabled", summary: { ModifierDescription.call(".scrollDisabled", "disabled", of: $0) })

    /// `.scrollIndicators(_:axes:)`.
    static let scrollIndicators = ModifierKind(
        name: ".scrollIndicators",
        summary: { modifier in
            let visibility = ModifierDescription.show(Reflection.field("visibility", of: modifier))
            guard let axes = Reflection.field("axes", of: modifier) as? Axis.Set, axes != [.vertical, .horizontal] else {
                return ".scrollIndicators(\(visibility))"
            }
            return ".scrollIndicators(\(visibility), axes: \(axes))"
        })

    /// `.scrollContentBackground(_:)`.
    static let scrollContentBackground = ModifierKind(
        name: ".scrollContentBackground",
        summary: { ".scrollContentBackground(." + ModifierDescription.show(Reflection.field("visibility", of: $0)) + ")" })

    /// `.scrollTargetBehavior(_:)`.
    static let scrollTargetBehavior = ModifierKind(
        name: ".scrollTargetBehavior",
        summary: { modifier in
            switch Reflection.field("behavior", of: modifier) {
            case is PagingScrollTargetBehavior: ".scrollTargetBehavior(.paging)"
            case let aligned as ViewAlignedScrollTargetBehavior:
                aligned.limitBehavior == .automatic
                    ? ".scrollTargetBehavior(.viewAligned)"
                    : ".scrollTargetBehavior(.viewAligned(limitBehavior: \(aligned.limitBehavior)))"
            case let behavior?: ".scrollTargetBehavior(\(TypeName.display(type(of: behavior))))"
            case nil: ".scrollTargetBehavior"
            }
        })

    /// `.scrollTargetLayout(isEnabled:)`.
    static let scrollTargetLayout = ModifierKind(name: ".scrollTargetLayout")

    /// `.scrollPosition(id:anchor:)`.
    static let scrollPosition = ModifierKind(name: ".scrollPosition")

    /// `.scrollPosition(_:anchor:)` with a `ScrollPosition`.
    static let scrollPositionValue = ModifierKind(name: ".scrollPosition")

    /// `.contentMargins`.
    static let contentMargins = ModifierKind(name: ".contentMargins")

    /// `.scrollClipDisabled(_:)`.
    static let scrollClipDisabled = ModifierKind(name: ".scrollClipDisabled")

    /// `.defaultScrollAnchor(_:)`.
    static let defaultScrollAnchor = ModifierKind(name: ".defaultScrollAnchor")
}

extension _ScrollDisabledModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollDisabled }
}

extension _ScrollIndicatorsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollIndicators }
}

extension _ScrollContentBackgroundModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollContentBackground }
}

extension _ScrollTargetBehaviorModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollTargetBehavior }
}

extension _ScrollTargetLayoutModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollTargetLayout }
}

extension _ScrollPositionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollPosition }
}

extension _ContentMarginsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .contentMargins }
}

extension _ScrollClipDisabledModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollClipDisabled }
}

extension _DefaultScrollAnchorModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .defaultScrollAnchor }
}

extension _ScrollPositionValueModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollPositionValue }
}
