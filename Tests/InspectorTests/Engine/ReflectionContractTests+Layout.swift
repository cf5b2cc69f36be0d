import Foundation
@testable import Inspector
import ViewTree
import XCTest

private struct SampleKey: LayoutValueKey {
    static let defaultValue = 0
}

extension ReflectionContractTests {
    func testLayoutAndIdentityHelpers() throws {
        pin(HStackLayout { Text("a") }, ["layout", "content"], readBy: "layout(_:) content, actualLayout()")
        pin(AnyLayout(HStackLayout()), ["layout"], readBy: "actualLayout(_:), the tree dump's layout name")
        pin(_LayoutValueModifier<SampleKey>(value: 1), ["value"], readBy: "layoutValue(key:), a subview's values")
        pin(EquatableView(content: Text("a")), ["content"], readBy: "equatableView() content")
        pin(
            _MatchedGeometryEffect(id: 1, namespace: Namespace().wrappedValue, properties: .frame, anchor: .center, isSource: true),
            ["id", "namespace", "properties", "anchor", "isSource"], readBy: "matchedGeometryEffect()")
    }
}
