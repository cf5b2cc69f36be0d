import ViewTree

extension ViewType {
    /// `ForEach`: its content views are the views built for each element, in order.
    public struct ForEach: MultipleViewContent, BuiltinViewType {
        /// "ForEach".
        public static var typePrefix: String { "ForEach" }
        static var viewKind: ViewKind { .forEach }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ForEach`.
    public func forEach() throws -> InspectableView<ViewType.ForEach> {
        try single(ViewType.ForEach.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ForEach` at `index`.
    public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, at: index)
    }
}

extension InspectableView where View == ViewType.ForEach {
    /// The identities of the elements, in order: the `id` of `Identifiable` elements, the
    /// value at the `id:` key path, or the number of a range.
    public func elementIDs() throws -> [AnyHashable] {
        try reading("elementIDs()") { try Evaluation.forEachElements(of: $0.value, withIDs: true).compactMap(\.id) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ForEach`: the views its closure builds for each element, addressed by index; the
    /// closure may read models, so it is tracked like a body.
    static let forEach = ViewKind(
        name: "ForEach", accessor: "forEach",
        content: .computedInto { node, observation, views in
            let recording = node.tree.recordsIdentity
            let elements = try Evaluation.tracked(observation) {
                try Evaluation.forEachElements(of: node.value, withIDs: recording)
            }
            // The runtime's rule for element identities, duplicate ids included.
            let steps = recording ? ViewIdentity.elementSteps(for: elements.compactMap(\.id)).steps : []
            // Into the caller's array, which keeps its storage from one node to the next.
            views.reserveCapacity(views.count + elements.count)
            for index in elements.indices {
                Expansion.expand(
                    elements[index].content, recordingSteps: recording, prefix: recording ? steps[index] : [], into: &views)
            }
        },
        indexesContent: true)
}

extension ViewTree.ForEach: InspectableKind {
    static var inspectorKind: ViewKind { .forEach }
}

// MARK: - Elements

extension ViewTree.ForEach: ForEachParts where Content: ViewTree.View {
    func inspectorElements(withIDs: Bool) throws -> [(id: AnyHashable?, content: Any)] {
        // Read once: through `self` in the closures, each element would look up this type's
        // metadata to find the property.
        let content = content
        guard withIDs else { return data.map { (nil, content($0) as Any) } }
        let idKeyPath = try Reflection.field("idKeyPath", of: self, as: KeyPath<Data.Element, ID>.self)
        return data.map { element in
            (AnyHashable(element[keyPath: idKeyPath]), content(element) as Any)
        }
    }
}
