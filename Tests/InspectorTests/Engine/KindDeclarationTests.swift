@testable import Inspector
import ViewTree
import XCTest

/// What each kind declares beside itself agrees with the rest of its declaration.
final class KindDeclarationTests: XCTestCase {
    /// A kind named by its parts names parts it has: `.parts(["labelView()"])` on a kind with a
    /// `labelView()` part.
    func testAnAccessibleNameComesFromPartsTheKindHas() {
        var checked = 0
        for view in KindSamples.views {
            let kind = TypeInfo.of(value: view).viewKind
            guard case let .parts(calls)? = kind.accessibility?.name else { continue }
            let declared = Set(kind.parts.map(\.call))
            for call in calls {
                XCTAssertTrue(
                    declared.contains(call),
                    "\(kind.name(of: type(of: view))) is named by \(call), which is not one of its parts: \(declared.sorted())")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 15)
    }

    /// The kinds a screen reader reads as one element: each declares its role.
    func testTheElementKindsDeclareTheirRoles() {
        let roles = Dictionary(
            KindSamples.views.compactMap { view -> (String, AccessibilityRole)? in
                let kind = TypeInfo.of(value: view).viewKind
                return kind.accessibility.map { (kind.name(of: type(of: view)), $0.role) }
            },
            uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(roles["Text"], .staticText)
        XCTAssertEqual(roles["Button"], .button)
        XCTAssertEqual(roles["Toggle"], .toggle)
        XCTAssertEqual(roles["TextField"], .textField)
        XCTAssertEqual(roles["MultiDatePicker"], .datePicker)
        XCTAssertNil(roles["HStack"], "a stack is not an element: the elements are inside it")
        XCTAssertEqual(roles.count, 24)
    }

    /// Every part a kind declares is a stored property of its views, under the label ViewTree
    /// declares (`ViewPart.field`): a property renamed in ViewTree fails here, naming the kind.
    func testEveryDeclaredPartIsAStoredPropertyOfItsKind() {
        var checked = 0
        for view in KindSamples.views {
            let kind = TypeInfo.of(value: view).viewKind
            let labels = Set(Mirror(reflecting: view).children.compactMap(\.label))
            for part in kind.parts where part.computed == nil {
                XCTAssertTrue(
                    labels.contains(part.field),
                    "\(kind.name(of: type(of: view))).\(part.call) reads the stored property \(part.field), which it does not have: \(labels.sorted())")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }
}
