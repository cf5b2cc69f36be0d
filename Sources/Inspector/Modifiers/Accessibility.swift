import Foundation
import ViewTree

extension InspectableView {
    /// The accessibility label, as a text: `try view.accessibilityLabel().string()`.
    public func accessibilityLabel() throws -> InspectableView<ViewType.Text> {
        try AccessibilityReading.text(.label, call: "accessibilityLabel()", of: self)
    }

    /// The accessibility hint, as a text.
    public func accessibilityHint() throws -> InspectableView<ViewType.Text> {
        try AccessibilityReading.text(.hint, call: "accessibilityHint()", of: self)
    }

    /// The accessibility value, as a text.
    public func accessibilityValue() throws -> InspectableView<ViewType.Text> {
        try AccessibilityReading.text(.value, call: "accessibilityValue()", of: self)
    }

    /// The identifier set with `.accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        try reading("accessibilityIdentifier()") { node in
            guard let (_, identifier) = try AccessibilityReading.property(.identifier, of: node, as: String.self) else {
                throw node.missing("accessibilityIdentifier")
            }
            return identifier
        }
    }

    /// The labels of the innermost `.accessibilityInputLabels(_:)` (or
    /// `.accessibility(inputLabels:)`) on this view, as texts, the preferred first:
    /// `try view.accessibilityInputLabels().map { try $0.string() }`. Throws when it has none.
    public func accessibilityInputLabels() throws -> [InspectableView<ViewType.Text>] {
        let call = "accessibilityInputLabels()"
        return try reading(call) { node in
            guard let (index, labels) = try AccessibilityReading.property(.inputLabels, of: node, as: [ViewTree.Text].self) else {
                throw node.missing("accessibilityInputLabels")
            }
            return labels.indices.map { position in
                InspectableView<ViewType.Text>(node.attached(
                    labels[position], role: .group, link: .attributeView(call: "\(call)[\(position)]"), attachment: index))
            }
        }
    }

    /// The value of the innermost `.accessibilityHidden(_:)` on this view; throws when it has
    /// none. Whether a screen reader sees the view at all is `isAccessibilityHidden()`.
    public func accessibilityHidden() throws -> Bool {
        try reading("accessibilityHidden()") { node in
            guard let (_, hidden) = try AccessibilityReading.property(.hidden, of: node, as: Bool.self) else {
                throw node.missing("accessibilityHidden")
            }
            return hidden
        }
    }

    /// The value of the innermost `.accessibilitySortPriority(_:)` on this view; throws when
    /// it has none.
    public func accessibilitySortPriority() throws -> Double {
        try reading("accessibilitySortPriority()") { node in
            guard let (_, priority) = try AccessibilityReading.property(.sortPriority, of: node, as: Double.self) else {
                throw node.missing("accessibilitySortPriority")
            }
            return priority
        }
    }

    /// The value of the innermost `.accessibility(selectionIdentifier:)` on this view; throws
    /// when it has none. Deprecated, as the modifier is in SwiftUI.
    @available(*, deprecated, message: "deprecated in SwiftUI, with no replacement")
    public func accessibilitySelectionIdentifier() throws -> AnyHashable {
        try reading("accessibilitySelectionIdentifier()") { node in
            guard let (_, identifier) = try AccessibilityReading.property(.selectionIdentifier, of: node, as: AnyHashable.self)
            else { throw node.missing("accessibility(selectionIdentifier:)") }
            return identifier
        }
    }

    /// The unit point of the innermost `.accessibilityActivationPoint(_:)` (or
    /// `.accessibility(activationPoint:)`) on this view; throws when it has none, or when it
    /// is a `CGPoint`, which has no unit point without the view's size.
    public func accessibilityActivationPoint() throws -> UnitPoint {
        try reading("accessibilityActivationPoint()") { node in
            guard let (_, point) = try AccessibilityReading.property(.activationPoint, of: node, as: AccessibilityActivationPoint.self)
            else { throw node.missing("accessibilityActivationPoint") }
            switch point {
            case let .unitPoint(unitPoint):
                return unitPoint
            case .point:
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "accessibilityActivationPoint", view: node.kindName,
                    reason: "it is a point, \(AccessibilityReading.describe(point)), not a UnitPoint")
            }
        }
    }
}

enum AccessibilityReading {
    /// What an accessibility modifier sets: each is one of its optional stored properties, by
    /// that property's label.
    enum Property: String, CaseIterable {
        case label, identifier, hint, value, addedTraits, removedTraits, hidden, sortPriority, selectionIdentifier
        case activationPoint, inputLabels

        /// The modifier that sets it, as written in source: `.accessibilityLabel`. The
        /// deprecated `accessibility(label:)` family sets the same properties and is written
        /// the modern way, but for the selection identifier, which has no modern form.
        var modifierName: String {
            switch self {
            case .label: ".accessibilityLabel"
            case .identifier: ".accessibilityIdentifier"
            case .hint: ".accessibilityHint"
            case .value: ".accessibilityValue"
            case .addedTraits: ".accessibilityAddTraits"
            case .removedTraits: ".accessibilityRemoveTraits"
            case .hidden: ".accessibilityHidden"
            case .sortPriority: ".accessibilitySortPriority"
            case .selectionIdentifier: ".accessibility(selectionIdentifier:)"
            case .activationPoint: ".accessibilityActivationPoint"
            case .inputLabels: ".accessibilityInputLabels"
            }
        }
    }

    /// Whether an accessibility modifier is `.accessibilityHidden(true)`.
    static func hides(_ modifier: Any) -> Bool {
        (try? Reflection.field(Property.hidden.rawValue, of: modifier, as: Bool?.self)) == true
    }

    /// The innermost accessibility modifier that sets `property`, with its value.
    static func property<T>(_ property: Property, of node: InspectionNode, as type: T.Type) throws -> (index: Int, value: T)? {
        for (index, modifier) in node.ownModifiers(.accessibility) {
            if let value = try Reflection.field(property.rawValue, of: modifier, as: T?.self) {
                return (index, value)
            }
        }
        return nil
    }

    /// The innermost accessibility modifier among `scope` that sets `property`, with its value.
    static func property<T>(_ property: Property, of node: InspectionNode, in scope: Range<Int>, as type: T.Type) -> T? {
        for (index, modifier) in node.ownModifiers(.accessibility) where scope.contains(index) {
            if let value = try? Reflection.field(property.rawValue, of: modifier, as: T?.self) {
                return value
            }
        }
        return nil
    }

    /// The union of the values every accessibility modifier on `node` sets for `property`
    /// (`addedTraits`, `removedTraits`).
    static func traits(_ property: Property, of node: InspectionNode) -> AccessibilityTraits {
        traits(property, of: node, in: node.modifiers.indices)
    }

    /// The traits the accessibility modifiers among `scope` set for `property` (`addedTraits`).
    static func traits(_ property: Property, of node: InspectionNode, in scope: Range<Int>) -> AccessibilityTraits {
        node.ownModifiers(.accessibility).reduce(into: AccessibilityTraits()) { traits, entry in
            if scope.contains(entry.index),
                let value = try? Reflection.field(property.rawValue, of: entry.modifier, as: AccessibilityTraits?.self)
            {
                traits.formUnion(value)
            }
        }
    }

    static func text<V>(
        _ property: Property, call: String, of view: InspectableView<V>
    ) throws -> InspectableView<ViewType.Text> {
        try view.reading(call) { node in
            guard let (index, text) = try self.property(property, of: node, as: ViewTree.Text.self) else {
                let label = property.rawValue
                throw node.missing("accessibility" + label.prefix(1).uppercased() + label.dropFirst())
            }
            return InspectableView<ViewType.Text>(
                node.attached(text, role: .group, link: .attributeView(call: call), attachment: index))
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.accessibilityLabel(_:)`, `.accessibilityIdentifier(_:)`, `.accessibilityHint(_:)`,
    /// `.accessibilityValue(_:)`, `.accessibilityAddTraits(_:)`, `.accessibilityRemoveTraits(_:)`,
    /// `.accessibilityHidden(_:)`, `.accessibilitySortPriority(_:)`,
    /// `.accessibilityActivationPoint(_:)`, and their deprecated `accessibility(label:)` forms:
    /// named after the property it sets.
    static let accessibility = ModifierKind(
        naming: { modifier in AccessibilityReading.setProperty(of: modifier)?.modifierName ?? ".accessibility" },
        summary: { modifier in
            guard let property = AccessibilityReading.setProperty(of: modifier) else { return ".accessibility" }
            let name = property.modifierName
            switch property {
            case .addedTraits, .removedTraits:
                let traits = (try? Reflection.field(property.rawValue, of: modifier, as: AccessibilityTraits?.self)) ?? nil
                return "\(name)(\(traits.map(AccessibilityTraitNames.describe) ?? "[]"))"
            case .activationPoint:
                let point = (try? Reflection.field(property.rawValue, of: modifier, as: AccessibilityActivationPoint?.self)) ?? nil
                return "\(name)(\(point.map(AccessibilityReading.describe) ?? "nil"))"
            case .selectionIdentifier:
                let identifier = (try? Reflection.field(property.rawValue, of: modifier, as: AnyHashable?.self)) ?? nil
                return ".accessibility(selectionIdentifier: \(ModifierDescription.show(identifier?.base)))"
            case .inputLabels:
                let labels = (try? Reflection.field(property.rawValue, of: modifier, as: [ViewTree.Text]?.self)) ?? nil
                let strings = (labels ?? []).map { TreeDump.quoted((try? TextReading.string(of: $0)) ?? "?") }
                return "\(name)([\(strings.joined(separator: ", "))])"
            case .label, .identifier, .hint, .value, .hidden, .sortPriority:
                return ModifierDescription.call(name, property.rawValue, of: modifier)
            }
        })
}

extension AccessibilityReading {
    /// The first property the modifier sets.
    static func setProperty(of modifier: Any) -> Property? {
        Property.allCases.first { ModifierDescription.isSet($0.rawValue, of: modifier) }
    }

    /// An activation point as written in source: `.center`, `UnitPoint(x: 0.2, y: 0.8)`,
    /// `CGPoint(x: 10.0, y: 4.0)`.
    static func describe(_ point: AccessibilityActivationPoint) -> String {
        switch point {
        case let .unitPoint(unitPoint):
            let names: [(UnitPoint, String)] = [
                (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
                (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
                (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
            ]
            return names.first { $0.0 == unitPoint }?.1 ?? "UnitPoint(x: \(unitPoint.x), y: \(unitPoint.y))"
        case let .point(point):
            return "CGPoint(x: \(point.x), y: \(point.y))"
        }
    }
}

extension AccessibilityAttachmentModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .accessibility }
}
