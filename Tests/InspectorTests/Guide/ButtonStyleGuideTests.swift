import Inspector
import ViewTree
import XCTest

// The guide's "Custom ButtonStyle or PrimitiveButtonStyle" section, imports swapped.
// `CustomButton` gains the `inspection` property and `onReceive` line the guide's approach #2
// asks views to add (the section leaves them out).

struct CustomButtonStyle: ButtonStyle {

    public func makeBody(configuration: CustomButtonStyle.Configuration) -> some View {
        configuration.label
            .blur(radius: configuration.isPressed ? 5 : 0)
    }
}

struct CustomPrimitiveButtonStyle: PrimitiveButtonStyle {

    func makeBody(configuration: PrimitiveButtonStyle.Configuration) -> some View {
        CustomButton(configuration: configuration)
    }

    struct CustomButton: View, Inspectable {

        let configuration: PrimitiveButtonStyle.Configuration
        @State private(set) var isPressed = false
        internal let inspection = Inspection<Self>()

        var body: some View {
            configuration.label
                .blur(radius: isPressed ? 5 : 0)
                .onTapGesture {
                    self.isPressed = true
                    self.configuration.trigger()
                }
                .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
        }
    }
}

final class ButtonStyleGuideTests: XCTestCase {

    func testButtonStyleInUse() throws {
        let sut = Button("Save") {}.buttonStyle(PlainButtonStyle())
        XCTAssertTrue(try sut.inspect().buttonStyle() is PlainButtonStyle)
    }

    func testCustomButtonStyle() throws {
        let sut = CustomButtonStyle()
        XCTAssertEqual(try sut.inspect(isPressed: false).blur().radius, 0)
        XCTAssertEqual(try sut.inspect(isPressed: true).blur().radius, 5)
    }

    func testCustomPrimitiveButtonStyle() throws {
        let sut = CustomPrimitiveButtonStyle()
        let view = try sut.inspect().view(CustomPrimitiveButtonStyle.CustomButton.self)
        XCTAssertEqual(try view.styleConfigurationLabel().blur().radius, 0)
    }

    func testCustomPrimitiveButtonStyleButton() throws {
        let triggerExp = XCTestExpectation(description: "trigger()")
        triggerExp.expectedFulfillmentCount = 1
        triggerExp.assertForOverFulfill = true
        let config = PrimitiveButtonStyleConfiguration(onTrigger: {
            triggerExp.fulfill()
        })
        let view = CustomPrimitiveButtonStyle.CustomButton(configuration: config)
        let exp = view.inspection.inspect { view in
            let label = try view.styleConfigurationLabel()
            XCTAssertEqual(try label.blur().radius, 0)
            try label.callOnTapGesture()
            let updatedLabel = try view.styleConfigurationLabel()
            XCTAssertEqual(try updatedLabel.blur().radius, 5)
        }
        ViewHosting.host(view: view)
        wait(for: [exp, triggerExp], timeout: 0.1)
    }
}
