import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Controls.md's "Controls over many values, formatters and formats", as
// written there.

private enum Tone: Hashable {
    case chime, radar
}

private struct Alarm: Hashable {
    var name: String
    var isOn: Bool
    var tone = Tone.chime
}

final class ControlsManyValuesDocTests: XCTestCase {
    func testSources() throws {
        let alarms = Binding(wrappedValue: [Alarm(name: "Morning", isOn: true), Alarm(name: "Evening", isOn: false)])
        let toggle = Toggle("All alarms", sources: alarms, isOn: \.isOn)
        XCTAssertTrue(try toggle.inspect().toggle().isMixed())
        try toggle.inspect().toggle().tap()
        XCTAssertEqual(alarms.wrappedValue.map(\.isOn), [true, true])

        let picker = Picker("Tone", sources: alarms, selection: \.tone) {
            Text("Chime").tag(Tone.chime)
            Text("Radar").tag(Tone.radar)
        }
        try picker.inspect().picker().select(value: Tone.radar)
        XCTAssertEqual(try picker.inspect().picker().selectedValue(Tone.self), .radar)
    }

    func testFormatterAndFormat() throws {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        let amount = Binding(wrappedValue: 1234.5)
        let field = TextField("Amount", value: amount, formatter: formatter)
        XCTAssertEqual(try field.inspect().textField().input(), "1,234.5")
        try field.inspect().textField().setInput("2,000")
        XCTAssertEqual(amount.wrappedValue, 2000)
        XCTAssertThrowsError(try field.inspect().textField().setInput("lots"))
        XCTAssertEqual(amount.wrappedValue, 2000)

        let speed = Binding(wrappedValue: 1.0)
        let stepper = Stepper("Speed", value: speed, in: 0.5...2, step: 0.25, format: .number.precision(.fractionLength(2)))
        try stepper.inspect().stepper().increment()
        XCTAssertEqual(try stepper.inspect().stepper().formattedValue(), "1.25")
    }

    func testTimes() throws {
        let start = Date(timeIntervalSince1970: 0)
        let workout = ProgressView(timerInterval: start...start.addingTimeInterval(120)) { Text("Workout") }
        XCTAssertEqual(try workout.inspect().progressView().fractionCompleted(at: start.addingTimeInterval(30)), 0.75)
        XCTAssertTrue(try workout.inspect().progressView().countsDown())

        let lap = Text(start.addingTimeInterval(65.25), format: .stopwatch(startingAt: start))
        XCTAssertEqual(try lap.inspect().text().string(), "01:05.25")
        let left = Text(start.addingTimeInterval(30), format: .timer(countingDownIn: start..<start.addingTimeInterval(90)))
        XCTAssertEqual(try left.inspect().text().string(), "1:00")

        let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tuesday, November 14, 2023, 10:13 PM GMT
        let soon = Text(now, format: .reference(to: now.addingTimeInterval(5 * 60)))
        XCTAssertEqual(try soon.inspect().text().string(), "in 5 minutes")
        let later = Text(now, format: .reference(to: now.addingTimeInterval(40 * 86_400)))
        XCTAssertEqual(try later.inspect().text().string(), "Sunday, December 24")
    }

    func testMarkdown() throws {
        let text = try Text("**Bold** and _italic_ [link](https://example.com)").inspect().text()
        XCTAssertEqual(try text.string(), "Bold and italic link")
        XCTAssertTrue(try text.attributes()[0..<4].isBold())
        XCTAssertEqual(try text.attributes()[16..<20].link(), URL(string: "https://example.com"))
        XCTAssertEqual(try Text(verbatim: "**Bold**").inspect().text().string(), "**Bold**")
    }
}
