import Foundation
import Inspector
import ViewTree
import XCTest

private struct Stepper: View {
    let title: String
    @State var value = 0
    var body: some View {
        Button("\(title) \(value)") { value += 1 }
    }
}

private struct Clues: View {
    var body: some View {
        GroupBox {
            LabeledContent {
                Stepper(title: "Size")
            } label: {
                Stepper(title: "Label")
            }
        } label: {
            Stepper(title: "Box")
        }
    }
}

final class LabeledContentAndGroupBoxTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - LabeledContent

    func testTitleAndValue() throws {
        let content = try LabeledContent("Paw Size", value: "Large").inspect().labeledContent()
        XCTAssertEqual(try content.labelView().text().string(), "Paw Size")
        XCTAssertEqual(try content.text().string(), "Large")
        XCTAssertEqual(try content.text().pathToRoot, "labeledContent().text()")
        XCTAssertEqual(try content.labelView().text().pathToRoot, "labeledContent().labelView().text()")
        let title = "Alibi"
        XCTAssertEqual(try LabeledContent(title, value: "None").inspect().labeledContent().text().string(), "None")
    }

    func testTitleWithContentBuilder() throws {
        let content = try LabeledContent("Favorite Fruit") {
            Image(systemName: "apple.logo")
            Text("Apple")
        }.inspect().labeledContent()
        XCTAssertEqual(try content.text(1).string(), "Apple")
        XCTAssertEqual(try content.text(1).pathToRoot, "labeledContent().text(1)")
    }

    func testLabelBuilder() throws {
        let content = try LabeledContent { Text("None") } label: { Text("Alibi").bold() }.inspect().labeledContent()
        XCTAssertTrue(try content.labelView().text().attributes().isBold())
    }

    func testFormattedValue() throws {
        let content = try LabeledContent("Count", value: 42, format: IntegerFormatStyle<Int>()).inspect().labeledContent()
        XCTAssertEqual(try content.text().string(), "42")
    }

    // MARK: - GroupBox

    func testGroupBoxForms() throws {
        let titled = try GroupBox("Clues") { Text("a"); Text("b") }.inspect().groupBox()
        XCTAssertEqual(try titled.labelView().text().string(), "Clues")
        XCTAssertEqual(titled.count, 2)
        XCTAssertEqual(try titled.text(1).pathToRoot, "groupBox().text(1)")
        let built = try GroupBox { Text("a") } label: { Text("Alibi") }.inspect().groupBox()
        XCTAssertEqual(try built.labelView().text().string(), "Alibi")
        let older = try GroupBox(label: Text("Old")) { Text("a") }.inspect().groupBox()
        XCTAssertEqual(try older.labelView().text().string(), "Old")
        let verbatim = "Verbatim"
        XCTAssertEqual(try GroupBox(verbatim) { Text("a") }.inspect().groupBox().labelView().text().string(), "Verbatim")
    }

    func testGroupBoxWithoutLabel() throws {
        let box = try GroupBox { Text("a") }.inspect().groupBox()
        XCTAssertEqual(try box.text(0).string(), "a")
        XCTAssertThrowsError(try box.labelView()) { error in
            XCTAssertEqual("\(error)", "groupBox().labelView(): GroupBox's label cannot be read: it was built without one")
        }
    }

    // MARK: - Search, paths, hosting

    func testSearchEntersLabelsAndContent() throws {
        let sut = try Clues().inspect()
        XCTAssertEqual(
            try sut.find(button: "Size 0").pathToRoot,
            "view(Clues.self).groupBox().labeledContent(0).view(Stepper.self).button()")
        XCTAssertEqual(
            try sut.find(button: "Label 0").pathToRoot,
            "view(Clues.self).groupBox().labeledContent(0).labelView().view(Stepper.self).button()")
        XCTAssertEqual(try sut.find(button: "Box 0").pathToRoot, "view(Clues.self).groupBox().labelView().view(Stepper.self).button()")
        let chained = try Clues().inspect().view(Clues.self).groupBox().labeledContent(0).labelView().view(Stepper.self).button()
        XCTAssertEqual(try chained.labelView().text().string(), "Label 0")
    }

    func testLabelsAndContentKeepTheirStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Clues())
        try hosted.inspect().find(button: "Box 0").tap()
        try hosted.inspect().find(button: "Label 0").tap()
        try hosted.inspect().find(button: "Label 1").tap()
        try hosted.inspect().find(button: "Size 0").tap()
        XCTAssertEqual(
            try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() },
            ["Size 1", "Label 2", "Box 1"], "content first, then labels")
    }
}
