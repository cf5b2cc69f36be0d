import ViewTree

/// The order a screen reader reads elements in: `.accessibilitySortPriority(_:)` "sets the sort
/// priority order for this view's accessibility element, relative to other elements at the same
/// level. Higher numbers are sorted first. The default sort priority is zero."
///
/// - A level is the whole screen, or a view with `.accessibilityElement(children: .contain)`:
///   its members are the elements and the `.contain` views right inside it, other views (stacks,
///   custom views) being transparent.
/// - A member's priority is the innermost `.accessibilitySortPriority(_:)` on it, else on the
///   nearest view around it, inside the level, that has one (a priority on a stack applies to
///   the elements inside it), else zero.
/// - At each level, members are read by decreasing priority, in source order for equal ones; a
///   `.contain` view's members are read where it is read.
extension AccessibilityModel {
    /// `nodes`, found below `start` and given in source order, in the order a screen reader
    /// reads them.
    func readingOrder(_ nodes: [InspectionNode], from start: InspectionNode) -> [InspectionNode] {
        guard nodes.count > 1 else { return nodes }
        let keys = nodes.map { Self.readingKey(of: $0, from: start) }
        guard keys.contains(where: { key in key.contains { $0.priority != 0 } }) else { return nodes }
        let order = nodes.indices.sorted { first, second in
            for (one, other) in zip(keys[first], keys[second]) where one.member != other.member {
                if one.priority != other.priority { return one.priority > other.priority }
                return first < second
            }
            return first < second
        }
        return order.map { nodes[$0] }
    }

    /// The member that stands for `node` at each level from `start` down, outermost first, with
    /// its priority.
    private static func readingKey(of node: InspectionNode, from start: InspectionNode) -> [(priority: Double, member: ObjectIdentifier)] {
        var key: [(priority: Double, member: ObjectIdentifier)] = []
        var member = node
        var priority = AccessibilityReading.property("sortPriority", of: node, in: node.modifiers.indices, as: Double.self)
        var child = node
        while child !== start, let parent = child.parent {
            let scope = parent.accessibilityScope(of: child)
            if AccessibilityElementReading.childBehavior(of: parent, in: scope) == .contain {
                key.append((priority ?? 0, ObjectIdentifier(member)))
                member = parent
                priority = AccessibilityReading.property("sortPriority", of: parent, in: parent.modifiers.indices, as: Double.self)
            } else if priority == nil {
                priority = AccessibilityReading.property("sortPriority", of: parent, in: scope, as: Double.self)
            }
            child = parent
        }
        key.append((priority ?? 0, ObjectIdentifier(member)))
        return key.reversed()
    }
}
