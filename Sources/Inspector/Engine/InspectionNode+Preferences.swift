import ViewTree

/// The preference values a node's view produces, combined as the runtime combines them
/// (`PreferenceValues`, shared with ViewTree): its content, then its parts, in tree order; then
/// its modifiers, innermost first — a `preference(key:value:)` replaces what was written
/// inside it, a `transformPreference` changes it, and what a modifier carries (an overlay, a
/// background, a custom modifier's body) joins at the modifier's place.
///
/// A custom modifier's body is read as what the modifier carries: its `content` placeholder
/// adds nothing (the modified view's own values are already counted), so a `preference`
/// written on `content` inside a body joins the modified view's values rather than replacing
/// them.
extension InspectionNode {
    /// What this node's view produces, with only the modifiers before `limit` applied when
    /// given (what an `overlayPreferenceValue` at `limit` reads).
    func preferenceValues(before limit: Int? = nil) throws -> PreferenceValues {
        guard depth < InspectionLimits.maximumDepth else {
            throw InspectionError.Reason.depthLimitExceeded(limit: InspectionLimits.maximumDepth, view: kindName)
        }
        var values = PreferenceValues()
        if case .absent = role { return values }
        for child in try contentChildren() {
            values.merge(try child.preferenceValues())
        }
        guard case .view = role else { return values }
        var carried: [Int: InspectionNode] = [:]
        for node in try attachments() {
            if case .part = node.link {
                values.merge(try node.preferenceValues())
            } else if let index = node.attachment {
                carried[index] = node
            }
        }
        let environment = self.environment
        for index in 0..<min(limit ?? modifiers.count, modifiers.count) {
            if let writer = modifiers[index] as? any PreferenceModifier {
                // A transform is code written in a body: it runs on the main actor.
                let input = UncheckedSendable((writer: writer, values: values, environment: environment))
                values = try Evaluation.onMainActor {
                    var result = input.value.values
                    input.value.writer.apply(to: &result, environment: input.value.environment)
                    return UncheckedSendable(result)
                }.value
            } else if let node = carried[index] {
                values.merge(try node.preferenceValues())
            }
        }
        return values
    }
}
