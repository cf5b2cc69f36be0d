import Inspector
import ViewTree
import XCTest

// The guide's "Custom ToggleStyle" section, imports swapped.

struct CustomToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .blur(radius: configuration.isOn ? 5 : 0)
    }
}

final class ToggleStyleGuideTests: XCTestCase {
    func testCustomToggleStyle() throws {
        let sut = CustomToggleStyle()
        XCTAssertEqual(try sut.inspect(isOn: false).styleConfigurationLabel().blur().radius, 0)
        XCTAssertEqual(try sut.inspect(isOn: true).styleConfigurationLabel().blur().radius, 5)
    }
}
