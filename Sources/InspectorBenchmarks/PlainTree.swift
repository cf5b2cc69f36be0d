/// The benchmark screen's shape as a plain enum: what walking the same tree costs without
/// reflection, bodies, environments or modifiers. Node for node it mirrors what Inspector
/// visits, in the same order: a view's content, then the bodies of its custom modifiers and
/// the content of its overlays and backgrounds.
indirect enum PlainNode {
    case container([PlainNode])
    case text(String)
    case leaf

    static func screen(_ shape: ScreenShape) -> PlainNode {
        func row(_ index: Int) -> PlainNode {
            // BenchRow > HStack > image or circle, text, spacer; card > content > background >
            // rounded rectangle; overlay > chevron.
            let card = PlainNode.container([.container([.container([.leaf])])])
            let overlay = PlainNode.container([.leaf])
            return .container([.container([.leaf, .text("Row \(index)"), .leaf, card, overlay])])
        }
        func section(_ number: Int) -> PlainNode {
            // AnyView > BenchSection > VStack > title, ForEach of rows; overlay > count badge.
            let first = number * shape.rowsPerSection
            let rows = PlainNode.container((first..<(first + shape.rowsPerSection)).map(row))
            let badge = PlainNode.container([.text("\(shape.rowsPerSection) rows")])
            return .container([.container([.container([.text("Section \(number)"), rows, badge])])])
        }
        // BenchScreen > VStack > title, ForEach of sections.
        return .container([.container([.text("Screen"), .container((0..<shape.sections).map(section))])])
    }

    /// Breadth-first search for a text, as `find(text:)` does.
    func find(text: String) -> Bool {
        var queue: [PlainNode] = [self]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            switch node {
            case let .container(children): queue.append(contentsOf: children)
            case let .text(string) where string == text: return true
            case .text, .leaf: break
            }
        }
        return false
    }

    var nodeCount: Int {
        var count = 0
        var stack: [PlainNode] = [self]
        while let node = stack.popLast() {
            count += 1
            if case let .container(children) = node { stack.append(contentsOf: children) }
        }
        return count
    }
}
