import Inspector
import ViewTree
import XCTest

// The guide's "Custom LabelStyle", "Custom GroupBoxStyle" and "Custom ProgressViewStyle"
// sections, imports swapped.

struct CustomLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title
                .blur(radius: 3)
            configuration.icon
                .padding(5)
        }
    }
}

struct CustomGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
                .brightness(3)
            configuration.content
                .blur(radius: 5)
        }
    }
}

struct CustomProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
                .brightness(3)
            configuration.currentValueLabel
                .blur(radius: 5)
            Text("Completed: \(Int(configuration.fractionCompleted.flatMap { $0 * 100 } ?? 0))%")
        }
    }
}

final class LabelGroupBoxProgressStyleGuideTests: XCTestCase {
    func testVerifyingTheLabelStyle() throws {
        let sut = Label("Favorites", systemImage: "star").labelStyle(.iconOnly)
        XCTAssertTrue(try sut.inspect().labelStyle() is IconOnlyLabelStyle)
    }

    func testCustomLabelStyle() throws {
        let sut = CustomLabelStyle()
        let title = try sut.inspect().vStack().styleConfigurationTitle(0)
        let icon = try sut.inspect().vStack().styleConfigurationIcon(1)
        XCTAssertEqual(try title.blur().radius, 3)
        XCTAssertEqual(try icon.padding(), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        XCTAssertEqual(try icon.padding(.all), 5)
    }

    func testCustomGroupBoxStyleInspection() throws {
        let sut = CustomGroupBoxStyle()
        XCTAssertEqual(try sut.inspect().vStack().styleConfigurationLabel(0).brightness(), 3)
        XCTAssertEqual(try sut.inspect().vStack().styleConfigurationContent(1).blur().radius, 5)
    }

    func testCustomProgressViewStyle() throws {
        let sut = CustomProgressViewStyle()
        XCTAssertEqual(try sut.inspect(fractionCompleted: nil).vStack().styleConfigurationLabel(0).brightness(), 3)
        XCTAssertEqual(try sut.inspect(fractionCompleted: nil).vStack().styleConfigurationCurrentValueLabel(1).blur().radius, 5)
        XCTAssertEqual(try sut.inspect(fractionCompleted: 0.42).vStack().text(2).string(), "Completed: 42%")
    }
}
