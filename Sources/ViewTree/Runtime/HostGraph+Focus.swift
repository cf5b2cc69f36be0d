/// Focused values in a hosted hierarchy: what `@FocusedValue` reads.
///
/// Each render registers, at the places it renders, whether their `.focused` modifiers give
/// them the focus (a probe reading the focus state) and what their `.focusedValue` and
/// `.focusedSceneValue` modifiers publish; places a render does not reach keep what they
/// registered last. After each round of renders the graph computes the scene's focused
/// values: the scene values of every place, then the values of the places around a focused
/// place, outermost first, so the one nearest the focus wins. When they differ from the last
/// ones, they become the root's environment and the hierarchy renders again from the root:
/// the views reading them see the new values.
extension HostGraph {
    func updateFocusedValues() {
        guard !isExpelled else { return }
        let focused = nodes.values.filter { node in node.focusProbes.contains { $0() } }.map(\.identity)
        let writers = nodes.values.filter { !$0.focusedValueWrites.isEmpty }
            .sorted { ($0.identity.steps.count, $0.visitOrder) < ($1.identity.steps.count, $1.visitOrder) }
        var values = FocusedValues()
        for node in writers {
            let writes = node.focusedValueWrites.filter(\.isSceneValue)
            for write in writes { write.publish(&values) }
            if !writes.isEmpty { values.publishers.append(node.identity) }
        }
        for node in writers where focused.contains(where: { $0.isWithin(node.identity) }) {
            let writes = node.focusedValueWrites.filter { !$0.isSceneValue }
            for write in writes { write.publish(&values) }
            if !writes.isEmpty { values.publishers.append(node.identity) }
        }
        guard !values.isSame(as: rootEnvironment.focusedValues) else { return }
        changeRootEnvironment { $0.focusedValues = values }
    }
}
