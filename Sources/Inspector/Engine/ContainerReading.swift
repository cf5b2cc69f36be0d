import Foundation
import ViewTree

/// What the container kinds share: parts a view may be built without (a section's header, a
/// group box's label), the views that stand for rows or tabs, hosted state of primitive views,
/// and the way values are written in messages.
enum ContainerReading {
    /// The part reached with `call`, or an error saying the view was built without one: a
    /// `Section` without a header keeps an `EmptyView` there.
    static func part<V: KnownViewType>(
        _ call: String, named name: String, of view: InspectableView<V>
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try view.reading(call) { node in
            let part = try node.partNode(call: call)
            if case .view = part.role, part.value is EmptyView {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: name, view: node.kindName, reason: "it was built without one")
            }
            return InspectableView<ViewType.ClassifiedView>(part)
        }
    }

    /// The views standing for the rows of a list or the tabs of a tab view, in order: the
    /// content of `node`, with `ForEach`es and `Group`s (and, when `intoSections`, `Section`s)
    /// opened into their own content. Absent `if`s are left out.
    static func items(of node: InspectionNode, intoSections: Bool) throws -> [InspectionNode] {
        var result: [InspectionNode] = []
        var pending = Array(try node.contentChildren().reversed())
        while let item = pending.popLast() {
            if case .absent = item.role { continue }
            let kind = item.viewKind
            if kind == .forEach || kind == .group || kind == .tabSection || (intoSections && kind == .section) {
                pending.append(contentsOf: try item.contentChildren().reversed())
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// The selection values of the rows of a list: each row's `.tag(_:)`, or for a row a
    /// `ForEach` builds, its element's id, as SwiftUI tags them.
    static func rowValues(of node: InspectionNode) throws -> [AnyHashable] {
        try rows(of: node).map(\.value)
    }

    /// The rows of a list that have a selection value, with the view standing for each (nil
    /// where a `ForEach` element builds several views: the value is the element's then; nil
    /// for an `OutlineGroup`'s elements, whose ids are the values at every depth).
    static func rows(of node: InspectionNode) throws -> [(value: AnyHashable, node: InspectionNode?)] {
        var rows: [(value: AnyHashable, node: InspectionNode?)] = []
        var pending = Array(try node.contentChildren().reversed())
        while let item = pending.popLast() {
            if case .absent = item.role { continue }
            let kind = item.viewKind
            if kind == .forEach {
                let views = try item.contentChildren()
                let ids = try Evaluation.forEachElements(of: item.value, withIDs: true).compactMap(\.id)
                if views.count == ids.count {
                    rows += zip(views, ids).map { view, id in (NodeFacts.tag(of: view) ?? id, view) }
                } else {
                    rows += ids.map { ($0, nil) }
                }
            } else if kind == .group || kind == .section {
                pending.append(contentsOf: try item.contentChildren().reversed())
            } else if let outline = item.value as? any OutlineElementIdentities {
                // An outline's rows are its elements at every depth, shown or collapsed.
                rows += outline.elementIDs.map { ($0, nil) }
            } else if let tag = NodeFacts.tag(of: item) {
                rows.append((tag, item))
            }
        }
        return rows
    }

    /// Runs `work` with the `@State` of the primitive view at `node` pointed at the storage
    /// of its place when hosted (`RuntimeStatefulContainer`), with that place current.
    /// Unhosted, the state lives in the view value itself: nothing to prepare.
    static func withOwnState<Result>(of node: InspectionNode, _ work: () throws -> Result) throws -> Result {
        guard let place = Evaluation.place(of: node) else { return try work() }
        return try StatePlace.run(in: place) {
            try Evaluation.prepare(node)
            return try work()
        }
    }

    /// A value as written in a message: strings quoted, with its type when asked.
    static func show(_ value: Any, withType: Bool = false) -> String {
        let shown = (value as? String).map(TreeDump.quoted) ?? String(describing: value)
        return withType ? "\(shown) (\(TypeName.display(type(of: value))))" : shown
    }

    /// Values as a list for messages: `1, 2, 3`, or `none` for no values.
    static func list(_ values: [AnyHashable]) -> String {
        values.isEmpty ? "none" : values.map { show($0.base) }.joined(separator: ", ")
    }

    /// Offsets as written in a message: `[0, 2]`.
    static func offsets(_ set: IndexSet) -> String {
        "[" + set.map(String.init).joined(separator: ", ") + "]"
    }
}

/// What `selectedValue()` of every control with a selection shares: the selection, cast to
/// the type the test asks for.
enum SelectionReading {
    /// `current`, the selection of the `view`, as a `Selection`; throws, naming both types,
    /// when it is of another (`foundType`: the selection binding's type, when it differs from
    /// the value's own).
    static func typed<Selection>(
        _ current: Any, as _: Selection.Type, of view: String, foundType: Any.Type? = nil
    ) throws(InspectionError.Reason) -> Selection {
        guard let typed = current as? Selection else {
            throw InspectionError.Reason.invalidArgument(
                argument: "\(TypeName.display(Selection.self)).self",
                reason: "is not the type of the \(view)'s selection, \(TypeName.display(foundType ?? Swift.type(of: current)))")
        }
        return typed
    }
}
