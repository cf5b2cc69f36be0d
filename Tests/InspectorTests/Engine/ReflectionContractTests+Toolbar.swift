@testable import Inspector
import ViewTree
import XCTest

extension ReflectionContractTests {
    func testToolbarAndTableStorage() throws {
        pin(_ToolbarModifier(content: Text("a")), ["content"], readBy: "ModifierKind.toolbar attachment (toolbar())")
        pin(ToolbarItem { Text("a") }, ["id", "placement", "content"], readBy: "ToolbarItem content, placement(), identifier()")
        pin(ToolbarItemGroup { Text("a") }, ["placement", "content"], readBy: "ToolbarItemGroup content, placement()")
        pin(
            Table([Item()], selection: .constant(Int?.none)) { TableColumn("a", value: \.name) },
            ["rows", "columns", "singleSelection", "multipleSelection", "sortOrder"],
            readBy: "Table selectedValue(), select(value:), deselect(value:), sortOrder(), sort(byColumn:order:)")
    }
}

private struct Item: Identifiable {
    var id = 0
    var name = "a"
}
