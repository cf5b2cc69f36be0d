import Inspector
import ViewTree
import XCTest

// The label, group box and progress view examples of Docs/Styles.md, as written there.

private struct BadgeStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
            Text("New")
        }
    }
}

private struct CardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
            Text("Footer")
        }
    }
}

private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

final class LabelGroupBoxProgressStylesDocTests: XCTestCase {
    func testLabelStyles() throws {
        let sut = VStack {
            Label("Star", systemImage: "star")
            Label("Heart", systemImage: "heart").labelStyle(.iconOnly)
        }
        .labelStyle(BadgeStyle())

        XCTAssertTrue(try sut.inspect().vStack().label(0).labelStyle() is BadgeStyle)
        XCTAssertTrue(try sut.inspect().vStack().label(1).labelStyle() is IconOnlyLabelStyle)
        XCTAssertEqual(
            try sut.inspect().find(text: "Star").pathToRoot,
            "vStack().label(0).styleBody().hStack().styleConfigurationTitle(1).text()")
        XCTAssertEqual(try BadgeStyle().inspect().hStack().text(2).string(), "New")
        XCTAssertNoThrow(try BadgeStyle().inspect().hStack().styleConfigurationIcon(0))
    }

    func testGroupBoxStyles() throws {
        let sut = GroupBox("Clues") {
            Text("Paw print")
            Text("Feather")
        }
        .groupBoxStyle(CardStyle())

        let body = try sut.inspect().groupBox().styleBody().vStack()
        XCTAssertEqual(try body.styleConfigurationLabel(0).text().string(), "Clues")
        XCTAssertEqual(try body.styleConfigurationContent(1).text(1).string(), "Feather")
        XCTAssertTrue(try sut.inspect().groupBoxStyle() is CardStyle)
        XCTAssertEqual(try CardStyle().inspect().vStack().text(2).string(), "Footer")
    }

    func testProgressViewStyles() throws {
        let sut = ProgressView("Upload", value: 3, total: 4).progressViewStyle(PercentStyle())

        XCTAssertEqual(try sut.inspect().find(text: "75%").pathToRoot, "progressView().styleBody().hStack().text(1)")
        XCTAssertEqual(try PercentStyle().inspect(fractionCompleted: 0.5).hStack().text(1).string(), "50%")
        XCTAssertTrue(try ProgressView().progressViewStyle(.circular).inspect().progressViewStyle() is CircularProgressViewStyle)
    }
}
