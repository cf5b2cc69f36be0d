import ViewTree

extension ViewType {
    /// `Picker`: its options are its content, addressed by index (`picker().text(1)`); its
    /// label is reached with `labelView()`, and the view made for its current value (the
    /// `currentValueLabel:` forms) with `currentValueLabelView()`.
    public struct Picker: MultipleViewContent, BuiltinViewType {
        /// "Picker".
        public static var typePrefix: String { "Picker" }
        static var viewKind: ViewKind { .picker }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Picker`.
    public func picker() throws -> InspectableView<ViewType.Picker> {
        try single(ViewType.Picker.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Picker` at `index`.
    public func picker(_ index: Int) throws -> InspectableView<ViewType.Picker> {
        try child(ViewType.Picker.self, at: index)
    }
}

extension InspectableView where View == ViewType.Picker {
    /// The picker's label, to be unwrapped: `picker.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The view a picker made with `currentValueLabel:` shows for its current value, to be
    /// unwrapped: `picker.currentValueLabelView().text().string()`. Throws for a picker built
    /// without one.
    public func currentValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try ContainerReading.part("currentValueLabelView()", named: "current value label", of: self)
    }

    /// Chooses the option tagged `value`, as a user would: writes `value` through the
    /// picker's selection binding.
    ///
    /// An option is a view of the picker's content with a `.tag(_:)` of the selection's type
    /// (a tag of type `T` also stands for `T?`, unless written with `includeOptional: false`);
    /// in a `ForEach`, a view without a tag stands for its element's id. Groups, `AnyView`s and
    /// your own views are looked through, as SwiftUI does; a stack is one option.
    ///
    /// Throws, without writing, when the picker is disabled or hidden, when `value` is not of
    /// the selection's type (a `T` may be given for a selection of type `T?`), when no option
    /// has the tag (the message lists the options' tags), and when the option is disabled.
    public func select<SelectionValue: Hashable>(value: SelectionValue) throws {
        try reading("select(value:)") { node in
            try Interaction.ensureResponsive(node, control: "Picker")
            let picker = try PickerReading.picker(node)
            guard let selection = picker.selectionValue(of: value, type: SelectionValue.self, includeOptional: true) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the value \(PickerReading.show(value))",
                    reason: "is a \(TypeName.display(SelectionValue.self)), but the Picker's selection is a"
                        + " \(TypeName.display(picker.selectionType))")
            }
            let options = try PickerReading.options(of: node, picker: picker)
            guard let option = options.first(where: { $0.value.map { picker.isEqual($0, selection) } ?? false }) else {
                throw PickerReading.noOption(for: value, among: options, picker: picker)
            }
            try Interaction.ensureResponsive(option.node, control: "Picker option \(PickerReading.show(option.tag as Any))")
            try Interaction.perform(at: node) { try picker.write(selection) }
        }
    }

    /// The picker's current selection, as a `SelectionValue` (`PawSize`, `PawSize?`,
    /// `AnyHashable`): `try picker.selectedValue(PawSize.self)`, or `selectedValue()` where the
    /// type is known from context. A picker made over `sources:` shows the value its sources
    /// share; it throws while they differ (see `isMixed()`) or when it has no sources.
    public func selectedValue<SelectionValue>(_ type: SelectionValue.Type = SelectionValue.self) throws -> SelectionValue {
        try reading("selectedValue()") { node in
            let picker = try PickerReading.picker(node)
            var current: Any = ()
            try Interaction.perform(at: node) { current = try picker.currentSelection() }
            return try SelectionReading.typed(
                current, as: SelectionValue.self, of: "Picker", foundType: picker.selectionType)
        }
    }

    /// Whether a picker made over `sources:` is mixed: its sources hold different values, so
    /// no option is chosen. False for a picker bound to one value.
    public func isMixed() throws -> Bool {
        try reading("isMixed()") { try PickerReading.picker($0).isMixed }
    }
}

// MARK: - Reading a picker

/// What Inspector reads from a `Picker` of any generic type: its selection, and which tags
/// stand for which values of it.
protocol PickerSelection {
    var selectionType: Any.Type { get }
    var isMixed: Bool { get throws }
    func currentSelection() throws -> Any
    /// `value`, of the static type `type`, as a value of the selection's type: `value` itself
    /// when `type` is the selection's type, `Optional(value)` when the selection is a `type?`
    /// and `includeOptional` holds; nil otherwise.
    func selectionValue(of value: Any, type: Any.Type, includeOptional: Bool) -> Any?
    func isEqual(_ lhs: Any, _ rhs: Any) -> Bool
    func write(_ value: Any) throws
}

extension ViewTree.Picker: PickerSelection {
    private func bindings() throws -> PickerSelectionBindings<SelectionValue> {
        try Reflection.field("selection", of: self, as: PickerSelectionBindings<SelectionValue>.self)
    }

    var selectionType: Any.Type { SelectionValue.self }

    var isMixed: Bool {
        get throws { Set(try bindings().values).count > 1 }
    }

    func currentSelection() throws -> Any {
        let values = try bindings().values
        guard let first = values.first else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "selection", view: "Picker", reason: "it was made over sources: and has none")
        }
        guard values.allSatisfy({ $0 == first }) else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "selection", view: "Picker",
                reason: "its sources differ (mixed): they hold \(values.map { PickerReading.show($0) }.joined(separator: ", "))")
        }
        return first
    }

    func selectionValue(of value: Any, type: Any.Type, includeOptional: Bool) -> Any? {
        // Exact types only: a cast would also take `String?.none` for an `Int?`.
        if type == SelectionValue.self { return value as? SelectionValue }
        if includeOptional, (SelectionValue.self as? any PickerOptionalSelection.Type)?.wrappedType == type {
            return value as? SelectionValue
        }
        return nil
    }

    func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? SelectionValue, let rhs = rhs as? SelectionValue else { return false }
        return lhs == rhs
    }

    func write(_ value: Any) throws {
        guard let typed = value as? SelectionValue else {
            throw InspectionError.Reason.invalidArgument(
                argument: "the value \(PickerReading.show(value))",
                reason: "is not a \(TypeName.display(SelectionValue.self))")
        }
        try bindings().write(typed)
    }
}

private protocol PickerOptionalSelection {
    static var wrappedType: Any.Type { get }
}

extension Optional: PickerOptionalSelection {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// Views a picker looks through for its options, as SwiftUI flattens them into a list of
/// views: each of their views is an option of its own. A stack, by contrast, is one option.
/// (`ForEach` and your own views are looked through too; a container of options, such as a
/// `Section`, conforms in its own file.)
protocol PickerOptionList {}

extension ViewTree.Group: PickerOptionList {}
extension ViewTree.AnyView: PickerOptionList {}

enum PickerReading {
    /// One option of a picker: a view and the tag it stands for, if any.
    struct Option {
        let node: InspectionNode
        /// The tag as written (`.tag(_:)`) or the `ForEach` element's id; nil without either.
        let tag: Any?
        /// The tag as a value of the selection's type; nil when it stands for none.
        let value: Any?
    }

    static func picker(_ node: InspectionNode) throws -> any PickerSelection {
        guard let picker = node.value as? any PickerSelection else {
            throw InspectionError.Reason.typeMismatch(expected: "Picker", found: node.kindName, hint: nil)
        }
        return picker
    }

    /// The options of the picker at `node`, in order, with their tags.
    static func options(of node: InspectionNode, picker: any PickerSelection) throws -> [Option] {
        var options: [Option] = []
        // Depth first, in source order, without recursion: (node, the tag it inherits).
        var pending: [(node: InspectionNode, inherited: Any?)] = try node.contentChildren().reversed().map { ($0, nil) }
        while let (current, inherited) = pending.popLast() {
            if case .absent = current.role { continue }
            if let (_, modifier) = current.ownModifiers(.tag).last,
                let tag = Reflection.field("tag", of: modifier)
            {
                let includeOptional = Reflection.field("includeOptional", of: modifier) as? Bool ?? true
                let value = picker.selectionValue(of: tag, type: Swift.type(of: tag), includeOptional: includeOptional)
                options.append(Option(node: current, tag: tag, value: value))
                continue
            }
            if current.viewKind == .forEach {
                let children = try current.contentChildren()
                let ids = try elementIDs(of: current)
                pending += zip(children, ids).reversed().map { ($0, $1) }
                continue
            }
            if current.viewKind == .custom || current.info.type is any PickerOptionList.Type {
                pending += try current.contentChildren().reversed().map { ($0, inherited) }
                continue
            }
            let value = inherited.flatMap {
                picker.selectionValue(of: $0, type: Swift.type(of: $0), includeOptional: true)
            }
            options.append(Option(node: current, tag: inherited, value: value))
        }
        return options
    }

    /// The id of the element each content view of the `ForEach` at `node` was built for.
    private static func elementIDs(of node: InspectionNode) throws -> [Any] {
        var ids: [Any] = []
        for element in try Evaluation.forEachElements(of: node.value, withIDs: true) {
            let count = Expansion.expand(element.content, recordingSteps: false).count
            let id: Any = element.id?.base ?? ()
            ids += Array(repeating: id, count: count)
        }
        return ids
    }

    /// Why no option has the tag `value`: the tags there are, and the ones of another type.
    static func noOption(for value: Any, among options: [Option], picker: any PickerSelection) -> InspectionError.Reason {
        let selectionType = TypeName.display(picker.selectionType)
        let matching = options.filter { $0.value != nil }.compactMap(\.tag).map(show)
        let others = options.filter { $0.value == nil }.compactMap(\.tag)
            .map { "\(show($0)) (\(TypeName.display(type(of: $0))))" }
        var reason = "is not the tag of any option of the Picker; "
        if matching.isEmpty {
            reason += "none of its options has a tag of the selection's type, \(selectionType)"
        } else {
            reason += "the options' tags: " + matching.joined(separator: ", ")
        }
        if !others.isEmpty {
            reason += "; tags of another type than the selection's \(selectionType) stand for no value: "
                + others.joined(separator: ", ")
        }
        return .invalidArgument(argument: "the value \(show(value))", reason: reason)
    }

    /// A value as written in source: strings quoted, enum cases with their dot, optionals
    /// unwrapped.
    static func show(_ value: Any) -> String {
        if let optional = value as? OptionalParts {
            return optional.inspectorWrapped.map(show) ?? "nil"
        }
        if let string = value as? String { return TreeDump.quoted(string) }
        if !(value is CustomStringConvertible), Mirror(reflecting: value).displayStyle == .enum {
            return "." + String(describing: value)
        }
        return String(describing: value)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Picker`: its options are its content, addressed by index; its label is a part, and so
    /// is its current value label, when it was built with one.
    static let picker = ViewKind(
        name: "Picker", accessor: "picker", content: .stored(field: "content", step: .content), indexesContent: true,
        parts: [
            Part(call: "labelView()", declared: .label),
            Part(call: "currentValueLabelView()", declared: .currentValueLabel, isOmittable: true),
        ],
        accessibility: AccessibilityProfile(role: .picker, traits: [], name: .parts(["labelView()"])), scaffoldValue: ScaffoldValue.picker)
}

extension ViewTree.Picker: InspectableKind {
    static var inspectorKind: ViewKind { .picker }
}
