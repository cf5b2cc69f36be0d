import Foundation
import ViewTree

/// What the starter test asserts about one element's value.
enum ScaffoldValue {
    /// The assertion, given the expression of a handle of the element's kind.
    case assertion((String) -> String)
    /// A value there is no Swift literal for, described for a comment.
    case unwritable(String)
    /// The element's kind has no value to read.
    case nothing

    /// The current value of the view at `node`, read with the readers a test calls: its
    /// kind's `scaffoldValue`, nothing for a kind without one.
    static func of(_ node: InspectionNode) -> ScaffoldValue {
        guard let read = node.viewKind.scaffoldValue else { return .nothing }
        do {
            return try read(node)
        } catch {
            return .unwritable("Its value could not be read: \(error)")
        }
    }

    /// A text's string.
    static func text(_ node: InspectionNode) throws -> ScaffoldValue {
        let string = SwiftLiteral.string(try InspectableView<ViewType.Text>(node).string())
        return .assertion { "XCTAssertEqual(try \($0).string(), \(string))" }
    }

    /// Whether a toggle is on.
    static func toggle(_ node: InspectionNode) throws -> ScaffoldValue {
        let assert = try InspectableView<ViewType.Toggle>(node).isOn() ? "XCTAssertTrue" : "XCTAssertFalse"
        return .assertion { "\(assert)(try \($0).isOn())" }
    }

    /// A text field's input.
    static func textField(_ node: InspectionNode) throws -> ScaffoldValue {
        input(try InspectableView<ViewType.TextField>(node).input())
    }

    /// A secure field's input.
    static func secureField(_ node: InspectionNode) throws -> ScaffoldValue {
        input(try InspectableView<ViewType.SecureField>(node).input())
    }

    /// A text editor's input.
    static func textEditor(_ node: InspectionNode) throws -> ScaffoldValue {
        input(try InspectableView<ViewType.TextEditor>(node).input())
    }

    /// A slider's value.
    static func slider(_ node: InspectionNode) throws -> ScaffoldValue {
        let value = try InspectableView<ViewType.Slider>(node).value()
        guard value.isFinite else { return .unwritable("The slider's value is \(value).") }
        return .assertion { "XCTAssertEqual(try \($0).value(), \(value))" }
    }

    /// A date picker's date.
    static func datePicker(_ node: InspectionNode) throws -> ScaffoldValue {
        let date = try InspectableView<ViewType.DatePicker>(node).date()
        return .assertion {
            "XCTAssertEqual(try \($0).date(), Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate)))"
        }
    }

    /// Whether a disclosure group is expanded.
    static func disclosureGroup(_ node: InspectionNode) throws -> ScaffoldValue {
        let assert = try InspectableView<ViewType.DisclosureGroup>(node).isExpanded() ? "XCTAssertTrue" : "XCTAssertFalse"
        return .assertion { "\(assert)(try \($0).isExpanded())" }
    }

    /// A link's URL.
    static func link(_ node: InspectionNode) throws -> ScaffoldValue {
        let url = SwiftLiteral.string(try InspectableView<ViewType.Link>(node).url().absoluteString)
        return .assertion { "XCTAssertEqual(try \($0).url(), URL(string: \(url)))" }
    }

    /// A picker's selection, when a literal can write it.
    static func picker(_ node: InspectionNode) throws -> ScaffoldValue {
        let selection = try InspectableView<ViewType.Picker>(node).selectedValue(Any.self)
        guard let (type, literal) = SwiftLiteral.value(selection) else {
            let type = TypeName.display(Swift.type(of: selection))
            return .unwritable("The picker's selection, \(selection), is a \(type): read it with selectedValue(\(type).self).")
        }
        return .assertion { "XCTAssertEqual(try \($0).selectedValue(\(type).self), \(literal))" }
    }

    private static func input(_ text: String) -> ScaffoldValue {
        let literal = SwiftLiteral.string(text)
        return .assertion { "XCTAssertEqual(try \($0).input(), \(literal))" }
    }
}
