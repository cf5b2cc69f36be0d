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

    /// The current value of the view at `node`, read with the readers a test calls.
    static func of(_ node: InspectionNode) -> ScaffoldValue {
        do {
            switch node.viewKind {
            case .text:
                let string = SwiftLiteral.string(try InspectableView<ViewType.Text>(node).string())
                return .assertion { "XCTAssertEqual(try \($0).string(), \(string))" }
            case .toggle:
                let assert = try InspectableView<ViewType.Toggle>(node).isOn() ? "XCTAssertTrue" : "XCTAssertFalse"
                return .assertion { "\(assert)(try \($0).isOn())" }
            case .textField:
                return input(try InspectableView<ViewType.TextField>(node).input())
            case .secureField:
                return input(try InspectableView<ViewType.SecureField>(node).input())
            case .textEditor:
                return input(try InspectableView<ViewType.TextEditor>(node).input())
            case .slider:
                let value = try InspectableView<ViewType.Slider>(node).value()
                guard value.isFinite else { return .unwritable("The slider's value is \(value).") }
                return .assertion { "XCTAssertEqual(try \($0).value(), \(value))" }
            case .datePicker:
                let date = try InspectableView<ViewType.DatePicker>(node).date()
                return .assertion {
                    "XCTAssertEqual(try \($0).date(), Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate)))"
                }
            case .disclosureGroup:
                let assert = try InspectableView<ViewType.DisclosureGroup>(node).isExpanded() ? "XCTAssertTrue" : "XCTAssertFalse"
                return .assertion { "\(assert)(try \($0).isExpanded())" }
            case .link:
                let url = SwiftLiteral.string(try InspectableView<ViewType.Link>(node).url().absoluteString)
                return .assertion { "XCTAssertEqual(try \($0).url(), URL(string: \(url)))" }
            case .picker:
                let selection = try InspectableView<ViewType.Picker>(node).selectedValue(Any.self)
                guard let (type, literal) = SwiftLiteral.value(selection) else {
                    let type = TypeName.display(Swift.type(of: selection))
                    return .unwritable("The picker's selection, \(selection), is a \(type): read it with selectedValue(\(type).self).")
                }
                return .assertion { "XCTAssertEqual(try \($0).selectedValue(\(type).self), \(literal))" }
            default:
                return .nothing
            }
        } catch {
            return .unwritable("Its value could not be read: \(error)")
        }
    }

    private static func input(_ text: String) -> ScaffoldValue {
        let literal = SwiftLiteral.string(text)
        return .assertion { "XCTAssertEqual(try \($0).input(), \(literal))" }
    }
}
