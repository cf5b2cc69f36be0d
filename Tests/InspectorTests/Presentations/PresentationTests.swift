@testable import Inspector
import ViewTree
import XCTest

private struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var edits = 0
    var body: some View {
        VStack {
            Text("Edits: \(edits)")
            Text(isPresented ? "Presented" : "Not presented")
            Button("Edit") { edits += 1 }
            Button("Done") { dismiss() }
        }
    }
}

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Presenter: View {
    let log: Log
    @State var showsEditor = false
    var body: some View {
        Button("Open") { showsEditor = true }
            .sheet(isPresented: $showsEditor, onDismiss: { log.entries.append("dismissed") }) {
                Editor()
                    .onAppear { log.entries.append("appeared") }
                    .onDisappear { log.entries.append("disappeared") }
            }
    }
}

private struct ItemPresenter: View {
    @State var fruit: Fruit?
    var body: some View {
        VStack {
            Button("Apple") { fruit = Fruit(id: 1, name: "Apple") }
            Button("Rename") { fruit?.name = "Green apple" }
        }
        .sheet(item: $fruit) { fruit in
            Text(fruit.name)
        }
    }
}

final class PresentationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSheetIsInspectableOnlyWhilePresented() throws {
        let shown = Binding(wrappedValue: false)
        var dismissals = 0
        let sut = Text("Base").sheet(isPresented: shown, onDismiss: { dismissals += 1 }) { Text("Sheet") }
        XCTAssertThrowsError(try sut.inspect().text().sheet()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "Text's sheet cannot be read: it is not presented (its isPresented binding is false)")
        }
        XCTAssertThrowsError(try sut.inspect().find(text: "Sheet"))
        shown.wrappedValue = true
        XCTAssertEqual(try sut.inspect().text().sheet().text().string(), "Sheet")
        XCTAssertEqual(try sut.inspect().find(text: "Sheet").pathToRoot, "text().sheet().text()")
        XCTAssertTrue(try sut.inspect().text().sheet().isPresented())
        try sut.inspect().text().sheet().dismiss()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(dismissals, 1)
        XCTAssertThrowsError(try sut.inspect().text().sheet())
    }

    func testAViewWithoutASheetSaysSo() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().sheet()) { error in
            XCTAssertEqual((error as? InspectionError)?.reason.explanation, "Text has no .sheet; it has no modifiers")
        }
        let sut = Text("a").sheet(isPresented: .constant(true)) { Text("b") }
        XCTAssertThrowsError(try sut.inspect().text().sheet(1)) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "index 1 is out of range: Text has 1 sheet (valid indices: 0...0)")
        }
    }

    func testDismissEnvironmentActionDismissesOnceAndIsPresentedIsTrue() throws {
        let log = Log()
        let shown = Binding(wrappedValue: true)
        let sut = EmptyView().sheet(isPresented: shown, onDismiss: { log.entries.append("dismissed") }) { Editor() }
        XCTAssertEqual(try sut.inspect().find(text: "Presented").pathToRoot, "emptyView().sheet().view(Editor.self).vStack().text(1)")
        XCTAssertFalse(EnvironmentValues().isPresented)
        try sut.inspect().find(button: "Done").tap()
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(log.entries, ["dismissed"])
        XCTAssertThrowsError(try sut.inspect().emptyView().sheet(0).dismiss())
        shown.wrappedValue = false
        XCTAssertEqual(log.entries, ["dismissed"])
    }

    func testItemSheetReadsTheCurrentItem() throws {
        let fruit = Binding<Fruit?>(wrappedValue: nil)
        var dismissals = 0
        let sut = Text("List").sheet(item: fruit, onDismiss: { dismissals += 1 }) { Text($0.name) }
        XCTAssertThrowsError(try sut.inspect().text().sheet()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "Text's sheet cannot be read: it is not presented (its item binding is nil)")
        }
        fruit.wrappedValue = Fruit(id: 1, name: "Apple")
        XCTAssertEqual(try sut.inspect().text().sheet().text().string(), "Apple")
        fruit.wrappedValue?.name = "Pear"
        XCTAssertEqual(try sut.inspect().text().sheet().text().string(), "Pear")
        try sut.inspect().text().sheet().dismiss()
        XCTAssertNil(fruit.wrappedValue)
        XCTAssertEqual(dismissals, 1)
    }

    func testHostedSheetKeepsStateRunsLifecycleAndDismisses() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        XCTAssertThrowsError(try hosted.inspect().find(text: "Edits: 0"))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appeared"])
        try hosted.inspect().find(button: "Edit").tap()
        try hosted.inspect().find(button: "Edit").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Edits: 2").string(), "Edits: 2")
        try hosted.inspect().find(button: "Done").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appeared", "dismissed", "disappeared"])
        XCTAssertThrowsError(try hosted.inspect().find(button: "Done"))
        try hosted.inspect().find(button: "Open").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Edits: 0").string(), "Edits: 0")
    }

    func testHostedItemSheetFollowsItsItem() throws {
        let hosted = ViewHosting.host(view: ItemPresenter())
        try hosted.inspect().find(button: "Apple").tap()
        XCTAssertEqual(try hosted.inspect().vStack().sheet().text().string(), "Apple")
        try hosted.inspect().find(button: "Rename").tap()
        XCTAssertEqual(try hosted.inspect().vStack().sheet().text().string(), "Green apple")
        try hosted.inspect().vStack().sheet().dismiss()
        XCTAssertThrowsError(try hosted.inspect().vStack().sheet())
    }

    func testFullScreenCoverPopoverAndInspector() throws {
        let fruit = Binding<Fruit?>(wrappedValue: Fruit(id: 2, name: "Kiwi"))
        let sut = VStack {
            Text("Cover").fullScreenCover(isPresented: .constant(true)) { Text("Covering") }
            Text("Item cover").fullScreenCover(item: fruit) { Text("Cover \($0.name)") }
            Text("Pop").popover(isPresented: .constant(true), attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                Text("Popping")
            }
            Text("Item pop").popover(item: fruit) { Text("Pop \($0.name)") }
            Text("Main").inspector(isPresented: .constant(true)) { Text("Inspecting") }
        }
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.text(0).fullScreenCover().text().string(), "Covering")
        XCTAssertEqual(try stack.text(1).fullScreenCover().text().string(), "Cover Kiwi")
        XCTAssertEqual(try stack.text(2).popover().text().string(), "Popping")
        XCTAssertEqual(try stack.text(2).popover().attachmentAnchor(), .point(.top))
        XCTAssertEqual(try stack.text(2).popover().arrowEdge(), .bottom)
        XCTAssertEqual(try stack.text(3).popover().attachmentAnchor(), .rect(.bounds))
        XCTAssertNil(try stack.text(3).popover().arrowEdge())
        XCTAssertEqual(try stack.text(3).popover().text().string(), "Pop Kiwi")
        XCTAssertEqual(try stack.text(4).inspector().text().string(), "Inspecting")
        XCTAssertEqual(try sut.inspect().find(text: "Inspecting").pathToRoot, "vStack().text(4).inspector().text()")
        XCTAssertThrowsError(try stack.text(4).sheet()) { error in
            XCTAssertEqual((error as? InspectionError)?.reason.explanation, "Text has no .sheet; its modifiers: .inspector")
        }
        try stack.text(1).fullScreenCover().dismiss()
        XCTAssertNil(fruit.wrappedValue)
        XCTAssertThrowsError(try sut.inspect().find(text: "Pop Kiwi"))
    }

    func testTreeDumpShowsPresentations() throws {
        let sut = VStack {
            Text("A").sheet(isPresented: .constant(true)) { Text("Shown") }
            Text("B").popover(isPresented: .constant(false)) { Text("Hidden") }
        }
        let dump = try sut.inspect().treeDump()
        XCTAssertTrue(dump.contains(".sheet(presented)"), dump)
        XCTAssertTrue(dump.contains("\"Shown\""), dump)
        XCTAssertTrue(dump.contains(".popover(not presented)"), dump)
        XCTAssertFalse(dump.contains("Hidden"), dump)
    }

    func testEveryPathIntoPresentedContentIsAChain() throws {
        let evaluator = ChainEvaluator(types: ["Editor": ViewToken<Editor>()])
        let sut = VStack {
            Text("A").sheet(isPresented: .constant(true)) { Editor() }
            Text("B").fullScreenCover(item: .constant(Optional(Fruit(id: 1, name: "Fig")))) { Text($0.name) }
            Text("C").popover(isPresented: .constant(true)) { HStack { Text("Pop") } }
            Text("D").inspector(isPresented: .constant(true)) { Text("Side") }
        }
        let root = try sut.inspect()
        let everything = root.findAll(where: { _ in true })
        XCTAssertEqual(everything.count, 21)
        for found in everything {
            let path = found.pathToRoot
            let reached = try inspectionNode(of: try evaluator.evaluate(path, from: root))
            XCTAssertTrue(reached === (try found.node()), "\(path) reaches \(reached.pathToRoot)")
        }
    }

    func testInspectorColumnWidth() throws {
        let sut = Text("Main").inspector(isPresented: .constant(true)) {
            VStack { Text("Form") }.inspectorColumnWidth(min: 150, ideal: 200, max: 300)
            Text("Fixed").inspectorColumnWidth(250)
        }
        let width = try sut.inspect().text().inspector().vStack(0).inspectorColumnWidth()
        XCTAssertEqual(width.min, 150)
        XCTAssertEqual(width.ideal, 200)
        XCTAssertEqual(width.max, 300)
        let fixed = try sut.inspect().text().inspector().text(1).inspectorColumnWidth()
        XCTAssertNil(fixed.min)
        XCTAssertEqual(fixed.ideal, 250)
        XCTAssertNil(fixed.max)
        XCTAssertThrowsError(try sut.inspect().text().inspectorColumnWidth()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "Text has no .inspectorColumnWidth; its modifiers: .inspector")
        }
    }
}
