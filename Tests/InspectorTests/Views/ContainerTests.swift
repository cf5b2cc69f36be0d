import Inspector
import ViewTree
import XCTest

private struct Item: Identifiable {
    let id: Int
    let name: String
}

final class ContainerTests: XCTestCase {
    // MARK: - Stacks

    func testStackAlignmentAndSpacing() throws {
        let hStack = try HStack(alignment: .top, spacing: 8) { Text("a") }.inspect().hStack()
        XCTAssertEqual(try hStack.alignment(), .top)
        XCTAssertEqual(try hStack.spacing(), 8)
        let vStack = try VStack(alignment: .leading) { Text("a") }.inspect().vStack()
        XCTAssertEqual(try vStack.alignment(), .leading)
        XCTAssertNil(try vStack.spacing())
        let zStack = try ZStack(alignment: .bottomTrailing) { Text("a") }.inspect().zStack()
        XCTAssertEqual(try zStack.alignment(), .bottomTrailing)
    }

    func testNestedStacks() throws {
        let sut = VStack {
            HStack { Text("a"); Text("b") }
            ZStack { Color.red; Text("c") }
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.hStack(0).text(1).string(), "b")
        XCTAssertEqual(try vStack.zStack(1).color(0).value(), .red)
        XCTAssertEqual(try vStack.zStack(1).text(1).pathToRoot, "vStack().zStack(1).text(1)")
    }

    // MARK: - Group and AnyView

    func testGroupIsALevelWithIndexedChildren() throws {
        let group = try Group { Text("a"); Image("b") }.inspect().group()
        XCTAssertEqual(group.count, 2)
        XCTAssertEqual(try group.text(0).string(), "a")
        XCTAssertEqual(try group.image(1).pathToRoot, "group().image(1)")
        XCTAssertThrowsError(try VStack { Group { Text("a") } }.inspect().vStack().group(0).group(0)) { error in
            XCTAssertEqual("\(error)", "vStack().group(0).group(0): expected Group, found Text")
        }
    }

    func testAnyViewIsALevelWithOneChild() throws {
        let sut = AnyView(AnyView(Text("deep")))
        XCTAssertEqual(try sut.inspect().anyView().anyView().text().string(), "deep")
        XCTAssertEqual(try sut.inspect().anyView().anyView().text().pathToRoot, "anyView().anyView().text()")
        XCTAssertThrowsError(try sut.inspect().anyView().text()) { error in
            XCTAssertEqual("\(error)", "anyView().text(): expected Text, found AnyView")
        }
    }

    // MARK: - ForEach

    func testForEachOverARange() throws {
        let forEach = try ForEach(0..<3) { Text("Row \($0)") }.inspect().forEach()
        XCTAssertEqual(forEach.count, 3)
        XCTAssertEqual(try forEach.text(2).string(), "Row 2")
        XCTAssertEqual(try forEach.elementIDs(), [0, 1, 2])
        XCTAssertEqual(try forEach.text(2).pathToRoot, "forEach().text(2)")
    }

    func testForEachOverIdentifiableData() throws {
        let items = [Item(id: 10, name: "ten"), Item(id: 20, name: "twenty")]
        let sut = VStack { ForEach(items) { Text($0.name) } }
        let forEach = try sut.inspect().vStack().forEach(0)
        XCTAssertEqual(try forEach.text(1).string(), "twenty")
        XCTAssertEqual(try forEach.elementIDs(), [10, 20])
    }

    func testForEachWithKeyPathID() throws {
        let names = ["a", "b"]
        let forEach = try ForEach(names, id: \.self) { Text($0) }.inspect().forEach()
        XCTAssertEqual(try forEach.elementIDs(), ["a", "b"])
        XCTAssertEqual(forEach.map { (try? $0.text().string()) ?? "" }, ["a", "b"])
    }

    func testForEachWithSeveralViewsPerElementFlattensThem() throws {
        let forEach = try ForEach(0..<2) { index in
            Text("title \(index)")
            Divider()
        }.inspect().forEach()
        XCTAssertEqual(forEach.count, 4)
        XCTAssertEqual(try forEach.text(2).string(), "title 1")
        XCTAssertNoThrow(try forEach.divider(3))
    }

    func testEmptyForEachHasNoChildren() throws {
        let forEach = try ForEach([Item](), content: { Text($0.name) }).inspect().forEach()
        XCTAssertEqual(forEach.count, 0)
        XCTAssertThrowsError(try forEach.text(0)) { error in
            XCTAssertEqual("\(error)", "forEach().text(0): index 0 is out of range: ForEach has 0 child views")
        }
    }
}
