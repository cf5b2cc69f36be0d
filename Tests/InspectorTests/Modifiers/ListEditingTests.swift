import Foundation
import Inspector
import ViewTree
import XCTest

private struct Groceries: View {
    @State var items = ["Milk", "Eggs", "Bread"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

final class ListEditingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testCallOnDeletePassesTheOffsets() throws {
        var deleted: [IndexSet] = []
        let sut = List {
            ForEach(0..<3) { Text("Row \($0)") }
                .onDelete { deleted.append($0) }
        }
        try sut.inspect().list().forEach(0).callOnDelete(IndexSet([0, 2]))
        XCTAssertEqual(deleted, [IndexSet([0, 2])])
    }

    func testCallOnMovePassesTheOffsetsAndDestination() throws {
        var moves: [(IndexSet, Int)] = []
        let sut = ForEach(0..<3) { Text("Row \($0)") }.onMove { moves.append(($0, $1)) }
        try sut.inspect().forEach().callOnMove(IndexSet([0]), 3)
        XCTAssertEqual(moves.map(\.0), [IndexSet([0])])
        XCTAssertEqual(moves.map(\.1), [3])
    }

    func testEditingWritesHostedState() throws {
        let hosted = ViewHosting.host(view: Groceries())
        try hosted.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet([1]))
        XCTAssertEqual(try hosted.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Milk", "Bread"])
        try hosted.inspect().find(ViewType.ForEach.self).callOnMove(IndexSet([0]), 2)
        XCTAssertEqual(try hosted.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Bread", "Milk"])
    }

    func testEditingUnhostedWritesTheViewsOwnState() throws {
        let sut = Groceries()
        try sut.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet([0]))
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Eggs", "Bread"])
    }

    func testOffsetHelpers() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([1, 3]))
        XCTAssertEqual(items, ["a", "c"])
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        XCTAssertEqual(letters, ["b", "d", "a", "c"])
        letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
        XCTAssertEqual(letters, ["c", "b", "d", "a"])
    }

    // MARK: - Errors

    func testForEachWithoutOnDelete() throws {
        XCTAssertThrowsError(try ForEach(0..<2) { Text("\($0)") }.inspect().forEach().callOnDelete(IndexSet([0]))) { error in
            XCTAssertEqual("\(error)", "forEach().callOnDelete([0]): ForEach has no onDelete; it has no modifiers")
        }
        XCTAssertThrowsError(
            try ForEach(0..<2) { Text("\($0)") }.onDelete { _ in }.inspect().forEach().callOnMove(IndexSet([0]), 1)
        ) { error in
            XCTAssertEqual("\(error)", "forEach().callOnMove([0], 1): ForEach has no onMove; its modifiers: .onDelete")
        }
    }

    func testANilActionCannotBeCalled() throws {
        let sut = ForEach(0..<2) { Text("\($0)") }.onDelete(perform: nil)
        XCTAssertThrowsError(try sut.inspect().forEach().callOnDelete(IndexSet([0]))) { error in
            XCTAssertEqual(
                "\(error)",
                "forEach().callOnDelete([0]): ForEach's onDelete action cannot be read: it is nil, so the rows cannot be edited")
        }
    }

    func testOffsetsOutOfRange() throws {
        var called = false
        let sut = ForEach(0..<3) { Text("\($0)") }.onDelete { _ in called = true }.onMove { _, _ in called = true }
        XCTAssertThrowsError(try sut.inspect().forEach().callOnDelete(IndexSet([1, 5]))) { error in
            XCTAssertEqual(
                "\(error)",
                "forEach().callOnDelete([1, 5]): offset 5 is out of range: ForEach has 3 elements (valid offsets: 0...2)")
        }
        XCTAssertThrowsError(try sut.inspect().forEach().callOnMove(IndexSet([0]), 4)) { error in
            XCTAssertEqual(
                "\(error)",
                "forEach().callOnMove([0], 4): destination 4 is out of range: ForEach has 3 elements (valid destinations: 0...3)")
        }
        XCTAssertFalse(called)
    }

    func testEditingADisabledListThrows() throws {
        var called = false
        let sut = List {
            ForEach(0..<3) { Text("\($0)") }.onDelete { _ in called = true }
        }
        .disabled(true)
        XCTAssertThrowsError(try sut.inspect().list().forEach(0).callOnDelete(IndexSet([0]))) { error in
            XCTAssertEqual(
                "\(error)", "list().forEach(0).callOnDelete([0]): ForEach is disabled by .disabled(true) on its ancestor list()")
        }
        XCTAssertFalse(called)
    }
}
