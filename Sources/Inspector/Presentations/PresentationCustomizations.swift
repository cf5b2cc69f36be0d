import Foundation
import ViewTree

// Presentation customisations (`presentationDetents`, `presentationDragIndicator`, …): applied
// to the presented content, read on the view that carries them or on the presentation itself
// (`sheet().presentationDetents()` looks at the roots of what the sheet presents).

extension InspectableView {
    /// The heights set with `presentationDetents(_:)`.
    public func presentationDetents() throws -> Set<PresentationDetent> {
        try PresentationCustomizationReading.read(self, "presentationDetents()", ".presentationDetents") {
            if case let .detents(detents, _) = $0 { detents } else { nil }
        }
    }

    /// The detent the sheet rests at now: the value of `presentationDetents(_:selection:)`'s binding.
    public func presentationDetentSelection() throws -> PresentationDetent {
        try PresentationCustomizationReading.read(self, "presentationDetentSelection()", ".presentationDetents(_:selection:)") {
            if case let .detents(_, selection?) = $0 { selection.wrappedValue } else { nil }
        }
    }

    /// Moves the sheet to `detent`, as a drag does: writes `presentationDetents(_:selection:)`'s
    /// binding. Throws when `detent` is not one of its detents.
    public func selectPresentationDetent(_ detent: PresentationDetent) throws {
        let call = "selectPresentationDetent(\(detent))"
        let (detents, selection) = try PresentationCustomizationReading.read(
            self, call, ".presentationDetents(_:selection:)"
        ) { option -> (Set<PresentationDetent>, Binding<PresentationDetent>)? in
            if case let .detents(detents, selection?) = option { (detents, selection) } else { nil }
        }
        try reading(call) { node in
            guard detents.contains(detent) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "\(detent)", reason: "is not one of the sheet's detents (\(detents.map { "\($0)" }.sorted().joined(separator: ", ")))")
            }
            Interaction.perform(at: node) { selection.wrappedValue = detent }
        }
    }

    /// The height `detent`, one of the sheet's `presentationDetents`, rests at when the sheet
    /// can take `maxDetentValue` points: a `.height` as given, a `.fraction` of it, `.large` all
    /// of it, `.medium` half of it, and a `.custom` detent what its `height(in:)` returns for a
    /// context of `maxDetentValue` and the environment at the view carrying the modifier
    /// (`context.colorScheme` reads it). Nil: the custom detent is inactive there. Throws when
    /// `detent` is not one of the sheet's detents.
    public func presentationDetentHeight(_ detent: PresentationDetent, maxDetentValue: CGFloat) throws -> CGFloat? {
        let call = "presentationDetentHeight(\(detent), maxDetentValue: \(maxDetentValue))"
        return try reading(call) { node in
            guard let (owner, _, option) = try PresentationCustomizationReading.find(in: node, where: {
                if case .detents = $0 { true } else { false }
            }), case let .detents(detents, _) = option else {
                throw try PresentationCustomizationReading.missing(".presentationDetents", on: node)
            }
            guard detents.contains(detent) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "\(detent)",
                    reason: "is not one of the sheet's detents (\(detents.map { "\($0)" }.sorted().joined(separator: ", ")))")
            }
            return detent.height(in: PresentationDetent.Context(maxDetentValue: maxDetentValue, environment: owner.environment))
        }
    }

    /// The visibility set with `presentationDragIndicator(_:)`.
    public func presentationDragIndicator() throws -> Visibility {
        try PresentationCustomizationReading.read(self, "presentationDragIndicator()", ".presentationDragIndicator") {
            if case let .dragIndicator(visibility) = $0 { visibility } else { nil }
        }
    }

    /// The view set with `presentationBackground(alignment:content:)`, or the style set with
    /// `presentationBackground(_:)` when it is a view (a `Color`).
    public func presentationBackground() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("presentationBackground()") { node in
            guard let (owner, index, option) = try PresentationCustomizationReading.find(in: node, where: {
                if case .background = $0 { true } else { false }
            }), case let .background(_, content, _) = option else {
                throw try PresentationCustomizationReading.missing(".presentationBackground", on: node)
            }
            guard let content else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "presentationBackground", view: owner.kindName,
                    reason: "it is a shape style that is not a view")
            }
            return InspectableView<ViewType.ClassifiedView>(
                owner.attached(content, role: .group, link: .attributeView(call: "presentationBackground()"), attachment: index))
        }
    }

    /// The interaction set with `presentationBackgroundInteraction(_:)`.
    public func presentationBackgroundInteraction() throws -> PresentationBackgroundInteraction {
        try PresentationCustomizationReading.read(
            self, "presentationBackgroundInteraction()", ".presentationBackgroundInteraction"
        ) {
            if case let .backgroundInteraction(interaction) = $0 { interaction } else { nil }
        }
    }

    /// The radius set with `presentationCornerRadius(_:)`; nil for the system's.
    public func presentationCornerRadius() throws -> CGFloat? {
        try PresentationCustomizationReading.read(self, "presentationCornerRadius()", ".presentationCornerRadius") {
            if case let .cornerRadius(radius) = $0 { .some(radius) } else { nil }
        }
    }

    /// The behaviour set with `presentationContentInteraction(_:)`.
    public func presentationContentInteraction() throws -> PresentationContentInteraction {
        try PresentationCustomizationReading.read(
            self, "presentationContentInteraction()", ".presentationContentInteraction"
        ) {
            if case let .contentInteraction(behavior) = $0 { behavior } else { nil }
        }
    }

    /// The adaptations set with `presentationCompactAdaptation(_:)` or `(horizontal:vertical:)`.
    public func presentationCompactAdaptation() throws -> (horizontal: PresentationAdaptation, vertical: PresentationAdaptation) {
        try PresentationCustomizationReading.read(self, "presentationCompactAdaptation()", ".presentationCompactAdaptation") {
            if case let .compactAdaptation(horizontal, vertical) = $0 { (horizontal, vertical) } else { nil }
        }
    }

    /// Whether `interactiveDismissDisabled(_:)` keeps a swipe from dismissing the presentation;
    /// false without it.
    public func interactiveDismissDisabled() throws -> Bool {
        try reading("interactiveDismissDisabled()") { node in
            try PresentationCustomizationReading.isInteractiveDismissDisabled(node)
        }
    }
}

enum PresentationCustomizationReading {
    /// The first customisation `matching` accepts: on the node itself, or, for a presentation,
    /// on the roots of what it presents. With the node carrying it and the modifier's index.
    static func find(
        in node: InspectionNode, where matching: (_PresentationCustomizationModifier.Option) -> Bool
    ) throws -> (InspectionNode, Int, _PresentationCustomizationModifier.Option)? {
        var candidates = [node]
        if case .layer = node.role { candidates = try node.contentChildren() }
        for candidate in candidates {
            for (index, modifier) in candidate.ownModifiers(.presentationCustomization) {
                let option = try Reflection.field("option", of: modifier, as: _PresentationCustomizationModifier.Option.self)
                if matching(option) { return (candidate, index, option) }
            }
        }
        return nil
    }

    static func read<V, T>(
        _ view: InspectableView<V>, _ call: String, _ modifierName: String,
        _ value: (_PresentationCustomizationModifier.Option) -> T?
    ) throws -> T {
        try view.reading(call) { node in
            var found: T?
            _ = try find(in: node) { option in
                found = value(option)
                return found != nil
            }
            guard let found else { throw try missing(modifierName, on: node) }
            return found
        }
    }

    /// The error for a customisation nobody set: for a presentation, naming its content's.
    static func missing(_ modifierName: String, on node: InspectionNode) throws -> InspectionError.Reason {
        guard case .layer = node.role else { return node.missing(modifierName) }
        // `.presentedContent` is the runtime's own wrapper (dismiss, isPresented), not a modifier the app wrote.
        let names = try node.contentChildren()
            .flatMap { $0.modifiers.map(ModifierDescription.name(of:)) }
            .filter { $0 != ".presentedContent" }
        return .modifierNotFound(
            view: node.kindName, modifier: modifierName,
            detail: names.isEmpty ? "its content has no modifiers" : "its content's modifiers: " + names.joined(separator: ", "))
    }

    static func isInteractiveDismissDisabled(_ node: InspectionNode) throws -> Bool {
        var disabled = false
        _ = try find(in: node) { option in
            if case let .interactiveDismissDisabled(value) = option {
                disabled = value
                return true
            }
            return false
        }
        return disabled
    }
}

extension ModifierKind {
    /// `.presentationDetents`, `.presentationDragIndicator`, … and `.interactiveDismissDisabled`:
    /// one type, named after what it customises.
    static let presentationCustomization = ModifierKind(naming: { modifier in
        guard let option = Reflection.field("option", of: modifier) as? _PresentationCustomizationModifier.Option else {
            return ".presentationCustomization"
        }
        return switch option {
        case .detents: ".presentationDetents"
        case .dragIndicator: ".presentationDragIndicator"
        case .background: ".presentationBackground"
        case .backgroundInteraction: ".presentationBackgroundInteraction"
        case .cornerRadius: ".presentationCornerRadius"
        case .contentInteraction: ".presentationContentInteraction"
        case .compactAdaptation: ".presentationCompactAdaptation"
        case .interactiveDismissDisabled: ".interactiveDismissDisabled"
        }
    })
}

extension _PresentationCustomizationModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .presentationCustomization }
}
