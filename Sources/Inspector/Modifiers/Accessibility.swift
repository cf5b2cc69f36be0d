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
}

enum AccessibilityReading {
    /// What an accessibility modifier sets: each is one of its optional stored properties, by
    /// that property's label.
    enum Property: String {
        case label, identifier, hint, value, addedTraits, removedTraits, hidden, sortPriority
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
    /// `.accessibilityHidden(_:)`, `.accessibilitySortPriority(_:)`: named after the property it
    /// sets.
    static let accessibility = ModifierKind(
        naming: { modifier in
            AccessibilityReading.setProperty(of: modifier).map { ".accessibility" + $0.name } ?? ".accessibility"
        },
        summary: { modifier in
            guard let (label, name) = AccessibilityReading.setProperty(of: modifier) else { return ".accessibility" }
            if let traits = try? Reflection.field(label, of: modifier, as: AccessibilityTraits?.self) {
                return ".accessibility\(name)(\(AccessibilityTraitNames.describe(traits)))"
            }
            return ModifierDescription.call(".accessibility" + name, label, of: modifier)
        })
}

extension AccessibilityReading {
    /// The first property the modifier sets: its stored property and its name in the call.
    static func setProperty(of modifier: Any) -> (label: String, name: String)? {
        [
            ("label", "Label"), ("identifier", "Identifier"), ("hint", "Hint"), ("value", "Value"),
            ("addedTraits", "AddTraits"), ("removedTraits", "RemoveTraits"), ("hidden", "Hidden"),
            ("sortPriority", "SortPriority"),
        ].first { label, _ in
            ModifierDescription.isSet(label, of: modifier)
        }
    }
}

extension AccessibilityAttachmentModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .accessibility }
}
