import Foundation
import ViewTree

extension InspectableView {
    /// Swift source for a starter XCTest method body that checks what is on screen now: one
    /// line per control (buttons, links, toggles, pickers, text fields, sliders, steppers,
    /// date pickers, menus, navigation links, …) and per text a screen reader reads, each
    /// found with the strictest query that is unique on this screen, and each one's current
    /// value as an assertion:
    ///
    /// ```swift
    /// print(try hosted.inspect().testScaffold())
    /// // // Starter test for Checkout as it is on screen now (made by testScaffold()).
    /// // // `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: Checkout(…))
    /// // let sut = try hosted.inspect()
    /// // XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Total: 12").text().string(), "Total: 12")
    /// // XCTAssertTrue(try sut.findUnique(role: .toggle, name: "Gift wrap").toggle().isOn())
    /// // XCTAssertFalse(try sut.findUnique(role: .button, name: "Pay").isDisabled())
    /// ```
    ///
    /// An element is found with `findUnique(role:name:)` when that finds it alone; else a text
    /// with `findUnique(text:)` and a button with `findUnique(button:)`, when those do; else by
    /// its `pathToRoot`. Hidden views, views read as part of another element (a button's
    /// label), views not on screen (a sheet not presented, a link's destination not pushed),
    /// a picker's options and a menu's items (the selection and the menu stand for them), and
    /// the content of a collapsed disclosure group or section are left out. A value that cannot be written as a Swift literal (a picker's selection
    /// of a type with a payload) is said in a comment, and the element is still found.
    ///
    /// The body starts with `let sut = try hosted.inspect()` (`let sut = try view.inspect()`
    /// for an inspection without hosting): `hosted` (`view`) stands for the screen as your
    /// test makes it, which a comment line names. The queries run from the root, whichever
    /// view this handle is on; only the elements under it are listed.
    public func testScaffold() -> String {
        switch content {
        case let .success(node):
            return TestScaffold(start: node).source
        case let .failure(error):
            return "// testScaffold(): there is no view here to write a test for.\n"
                + TestScaffold.comment("\(error)")
        }
    }
}

/// Writes the starter test of `testScaffold()`.
struct TestScaffold {
    /// The view whose elements are listed.
    let start: InspectionNode
    /// The root of its inspection: where the written queries run from.
    let root: InspectionNode
    private let model = AccessibilityModel()
    /// The queries of the screen, counted and run once.
    let queries: ScaffoldQueries

    init(start: InspectionNode) {
        self.start = start
        var top = start
        while let parent = top.parent { top = parent }
        root = top
        queries = ScaffoldQueries(root: top)
    }

    /// The roles of the elements listed: the controls, and the texts a screen reader reads.
    static let listedRoles: Set<AccessibilityRole> = [
        .header, .searchField, .toggle, .link, .button, .textField, .slider, .stepper, .picker,
        .datePicker, .colorPicker, .menu, .disclosureGroup, .tab, .staticText,
    ]

    var source: String {
        var lines = header
        let elements = listedElements()
        if elements.isEmpty {
            lines.append("// Nothing to find: no control and no text is on screen.")
        }
        for node in elements {
            lines += self.lines(for: node)
        }
        return lines.joined(separator: "\n")
    }

    /// The comment lines naming what `sut` stands for, and `sut`'s line.
    private var header: [String] {
        let screen = root.viewKind == .custom ? TypeName.unqualified(root.info.type) : "YourScreen"
        var lines = ["// Starter test for \(screen) as it is on screen now (made by testScaffold())."]
        if root.tree.host != nil {
            lines.append("// `hosted` stands for your screen as your test hosts it: let hosted = ViewHosting.host(view: \(screen)(…))")
            lines.append("let sut = try hosted.inspect()")
        } else {
            lines.append("// `view` stands for your screen as your test makes it: let view = \(screen)(…)")
            lines.append("let sut = try view.inspect()")
        }
        return lines
    }

    /// The elements under `start` that are on screen, not hidden and not read as part of
    /// another element, with a listed role, in the order of the source.
    private func listedElements() -> [InspectionNode] {
        var found: [InspectionNode] = []
        _ = SearchEngine.traverse(from: start, traversal: .depthFirst, limit: nil, onScreenOnly: true) { node in
            guard case .element = model.status(of: node),
                let role = model.roles(of: node).first, Self.listedRoles.contains(role),
                !Self.isTuckedAway(node)
            else { return false }
            found.append(node)
            return false
        }
        return found
    }

    /// Whether `node` is tucked away: inside a picker's options or a menu's items (the
    /// picker's selection and the menu stand for them), or in the content of a collapsed
    /// disclosure group or section.
    private static func isTuckedAway(_ node: InspectionNode) -> Bool {
        var child = node
        while let ancestor = child.parent {
            if ancestor.viewKind == .picker || ancestor.viewKind == .menu { return true }
            if case .content = child.link, isCollapsed(ancestor) { return true }
            child = ancestor
        }
        return false
    }

    /// Whether `node` is a disclosure group or a collapsible section that is collapsed.
    private static func isCollapsed(_ node: InspectionNode) -> Bool {
        if node.viewKind == .disclosureGroup {
            return (try? InspectableView<ViewType.DisclosureGroup>(node).isExpanded()) == false
        }
        if node.viewKind == .section {
            return (try? InspectableView<ViewType.Section>(node).isExpanded()) == false
        }
        return false
    }

    /// The lines for one element: finding it, and asserting its value or whether it is
    /// enabled.
    private func lines(for node: InspectionNode) -> [String] {
        let locator = locate(node)
        var lines = locator.note.map { [$0] } ?? []
        let handle = locator.typed ? locator.expression : locator.expression + TestScaffold.retype(node)
        // A tab stands for its page: its content's value is not the tab's.
        let value = model.roles(of: node).first == .tab ? .nothing : ScaffoldValue.of(node)
        switch value {
        case let .assertion(assertion):
            lines.append(assertion(handle))
            if node.isDisabledForScaffold { lines.append("XCTAssertTrue(try \(locator.expression).isDisabled())") }
        case let .unwritable(description):
            lines.append(Self.comment(description))
            lines.append(Self.presence(of: node, at: locator.expression))
        case .nothing:
            lines.append(Self.presence(of: node, at: locator.expression))
        }
        return lines
    }

    /// The line that finds an element that has no value to assert: whether a control (an
    /// element whose first role is not a text's) is enabled, that a text is there.
    private static func presence(of node: InspectionNode, at expression: String) -> String {
        let role = AccessibilityModel().roles(of: node).first
        if role == .staticText || role == .header {
            return "XCTAssertNoThrow(try \(expression))"
        }
        let assert = node.isDisabledForScaffold ? "XCTAssertTrue" : "XCTAssertFalse"
        return "\(assert)(try \(expression).isDisabled())"
    }

    /// The call that makes a handle found by role a handle of the node's kind: `.toggle()`.
    static func retype(_ node: InspectionNode) -> String {
        node.viewKind.accessor.map { ".\($0)()" } ?? ""
    }

    /// `text` as comment lines.
    static func comment(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }.joined(separator: "\n")
    }
}

extension InspectionNode {
    /// Whether the view is disabled, on itself or by an ancestor.
    var isDisabledForScaffold: Bool { !environment.isEnabled }
}
