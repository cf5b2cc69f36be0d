import Foundation
import Inspector
import ViewTree
import XCTest

private struct Speed: View {
    @State var speed = 1.0
    var body: some View {
        Stepper("Speed", value: $speed, in: 0.5...2, step: 0.25, format: .number.precision(.fractionLength(2)))
    }
}

/// `Stepper(_:value:in:step:format:)` and its forms without bounds or with a label.
final class StepperFormatTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testShowsTheValueFormatted() throws {
        let value = Binding(wrappedValue: 2.0)
        let stepper = try Stepper("Volume", value: value, step: 0.5, format: .number.precision(.fractionLength(2)))
            .inspect().stepper()
        XCTAssertEqual(try stepper.formattedValue(), "2.00")
        XCTAssertEqual(try stepper.labelView().text().string(), "Volume")
        try stepper.increment()
        XCTAssertEqual(value.wrappedValue, 2.5)
        XCTAssertEqual(try stepper.formattedValue(), "2.50")
        try stepper.decrement()
        try stepper.decrement()
        XCTAssertEqual(try stepper.formattedValue(), "1.50")
    }

    func testBoundsStopTheValue() throws {
        let value = Binding(wrappedValue: 0.9)
        let sut = Stepper(value: value, in: 0...1, step: 0.25, format: .percent) { Text("Opacity") }
        try sut.inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 1)
        XCTAssertEqual(try sut.inspect().stepper().formattedValue(), "100%")
        try sut.inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 1)
    }

    func testEveryTitleForm() throws {
        let value = Binding(wrappedValue: 1.0)
        let title = "Verbatim"
        let format = FloatingPointFormatStyle<Double>.number
        XCTAssertEqual(try Stepper(title, value: value, format: format).inspect().stepper().formattedValue(), "1")
        XCTAssertEqual(
            try Stepper(title, value: value, in: 0...2, format: format).inspect().stepper().labelView().text().string(),
            "Verbatim")
        XCTAssertEqual(try Stepper("Key", value: value, in: 0...2, format: format).inspect().stepper().formattedValue(), "1")
        let labelled = Stepper(value: value, step: 2, format: format) { Text("L") }
        try labelled.inspect().stepper().increment()
        XCTAssertEqual(try labelled.inspect().stepper().formattedValue(), "3")
    }

    func testAStepperWithoutAFormatHasNoFormattedValue() throws {
        XCTAssertThrowsError(try Stepper("Count", value: .constant(1)).inspect().stepper().formattedValue()) { error in
            XCTAssertEqual(
                "\(error)",
                "stepper().formattedValue(): Stepper's formattedValue cannot be read: it was made without format:,"
                    + " and shows no value")
        }
    }

    func testHostedAndInTheTreeDump() throws {
        let hosted = ViewHosting.host(view: Speed())
        try hosted.inspect().stepper().increment()
        XCTAssertEqual(try hosted.inspect().stepper().formattedValue(), "1.25")
        XCTAssertEqual(
            try hosted.inspect().stepper().treeDump(),
            "view(Speed.self).stepper() formattedValue: \"1.25\"\n  labelView().text() \"Speed\"")
    }
}
