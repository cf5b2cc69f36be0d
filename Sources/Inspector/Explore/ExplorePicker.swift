import ViewTree

/// Pickers (any style: menu, segmented, wheel…) have each option that is not chosen picked,
/// with `select(value:)`.
enum ExplorePicker: ExploreControl {
    static let kindName = "Picker"
    static let typeCode = "ViewType.Picker"
    static var roleQuery: ExploreRoleQuery<ViewType.Picker>? {
        ExploreRoleQuery(role: .picker, unwrapCode: "picker()") { try $0.picker() }
    }

    static func steps(for control: InspectableView<ViewType.Picker>, inputs: [String]) -> [ExploreStep<ViewType.Picker>] {
        let values: [Any] =
            (try? control.reading("options") { node in
                let picker = try PickerReading.picker(node)
                let current = try? picker.currentSelection()
                return try PickerReading.options(of: node, picker: picker).compactMap { option -> Any? in
                    guard let value = option.value, option.node.disablingNode() == nil, option.node.hidingNode() == nil else {
                        return nil
                    }
                    if let current, picker.isEqual(current, value) { return nil }
                    return value
                }
            }) ?? []
        return values.compactMap { value in
            // An option whose value a test cannot write as a literal is not picked: its
            // reproduction could not be pasted.
            guard let hashable = value as? any Hashable, let literal = literal(value) else { return nil }
            return ExploreStep(code: "select(value: \(literal))", summary: "pick \(PickerReading.show(value)) in") {
                try select(hashable, on: $0)
            }
        }
    }

    /// Each picker's selection: the tree dump does not show it.
    static func shownValues(in root: InspectableView<ViewType.ClassifiedView>) -> [String] {
        root.findAll(ViewType.Picker.self).enumerated().map { index, picker in
            let selection = try? picker.reading("selectedValue()") { PickerReading.show(try PickerReading.picker($0).currentSelection()) }
            return "picker #\(index) selection: \(selection ?? "none")"
        }
    }

    private static func select<Value: Hashable>(_ value: Value, on picker: InspectableView<ViewType.Picker>) throws {
        try picker.select(value: value)
    }

    /// `value` as a test writes it for `select(value:)`: strings quoted, integers, doubles and
    /// Booleans as they are, enum cases without a payload with their type (`Flavor.vanilla`),
    /// `nil` as `Optional<Flavor>.none`; nil for any other value (a struct, a payload, a
    /// `Float`), which a literal would not give back.
    static func literal(_ value: Any) -> String? {
        var unwrapped = value
        if let optional = value as? OptionalParts {
            guard let wrapped = optional.inspectorWrapped else { return "\(TypeName.display(type(of: value))).none" }
            unwrapped = wrapped
        }
        guard let written = SwiftLiteral.value(unwrapped) else { return nil }
        return written.literal.hasPrefix(".") ? TypeName.display(type(of: unwrapped)) + written.literal : written.literal
    }
}
