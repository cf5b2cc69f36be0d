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
    /// Where a view is in the reading order: the member that stands for it at each level
    /// around it, outermost first, with its priority; and the priority of the nearest view
    /// around it, since the innermost level, that has one.
    struct ReadingPlace {
        var levels: [(priority: Double, member: ObjectIdentifier)] = []
        var pending: Double?
    }

    /// `nodes`, found below `start` and given in source order, in the order a screen reader
    /// reads them. The levels above `start` are the same for all of them.
    func readingOrder(_ nodes: [InspectionNode], from start: InspectionNode) -> [InspectionNode] {
        guard nodes.count > 1 else { return nodes }
        let keys = nodes.map(readingKey(of:))
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

    /// The member that stands for `node` at each level around it, outermost first, with its
    /// priority; the last is `node` itself.
    private func readingKey(of node: InspectionNode) -> [(priority: Double, member: ObjectIdentifier)] {
        let place = readingPlaces.state(of: node, top: ReadingPlace(), step: Self.readingStep)
        let own = AccessibilityReading.property(.sortPriority, of: node, in: node.modifiers.indices, as: Double.self)
        return place.levels + [(own ?? place.pending ?? 0, ObjectIdentifier(node))]
    }

    /// What `child` gets from `parent`: a `.contain` parent closes a level, where it is a
    /// member with its own priority or the pending one; another parent passes on its priority.
    private static func readingStep(_ place: ReadingPlace, through parent: InspectionNode, to child: InspectionNode) -> ReadingPlace {
        let scope = parent.accessibilityScope(of: child)
        var next = place
        if AccessibilityElementReading.childBehavior(of: parent, in: scope) == .contain {
            let own = AccessibilityReading.property(.sortPriority, of: parent, in: parent.modifiers.indices, as: Double.self)
            next.levels.append((own ?? place.pending ?? 0, ObjectIdentifier(parent)))
            next.pending = nil
        } else if let own = AccessibilityReading.property(.sortPriority, of: parent, in: scope, as: Double.self) {
            next.pending = own
        }
        return next
    }
}
