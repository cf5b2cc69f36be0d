import Foundation
import Inspector
import ViewTree
import XCTest

private let start = Date(timeIntervalSince1970: 1_000_000)
private let day: TimeInterval = 86_400

private struct Alarm: View {
    @State var wake = start
    var body: some View {
        VStack {
            DatePicker("Wake", selection: $wake, in: start..., displayedComponents: .hourAndMinute)
            Text("Wake at \(Int(wake.timeIntervalSince1970))")
        }
    }
}

final class DatePickerTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Initializers

    func testTitleForms() throws {
        let key = DatePicker("Start", selection: .constant(start))
        XCTAssertEqual(try key.inspect().datePicker().labelView().text().string(), "Start")
        XCTAssertEqual(try key.inspect().datePicker().labelView().text().pathToRoot, "datePicker().labelView().text()")
        XCTAssertEqual(try key.inspect().datePicker().displayedComponents(), [.hourAndMinute, .date])
        let title = "Start"
        let string = DatePicker(title, selection: .constant(start), displayedComponents: .date)
        XCTAssertEqual(try string.inspect().datePicker().labelView().text().string(), "Start")
        XCTAssertEqual(try string.inspect().datePicker().displayedComponents(), .date)
    }

    func testRangeForms() throws {
        let end = start + 10 * day
        let forms: [(any View, Date?, Date?)] = [
            (DatePicker("a", selection: .constant(start), in: start...end), start, end),
            (DatePicker("a", selection: .constant(start), in: start...), start, nil),
            (DatePicker("a", selection: .constant(start), in: ...end), nil, end),
            (DatePicker(String("a"), selection: .constant(start), in: start...end), start, end),
            (DatePicker(String("a"), selection: .constant(start), in: start...), start, nil),
            (DatePicker(String("a"), selection: .constant(start), in: ...end), nil, end),
            (DatePicker(selection: .constant(start), in: start...end) { Text("a") }, start, end),
            (DatePicker(selection: .constant(start), in: start...) { Text("a") }, start, nil),
            (DatePicker(selection: .constant(start), in: ...end) { Text("a") }, nil, end),
            (DatePicker("a", selection: .constant(start)), nil, nil),
        ]
        for (index, (view, minimum, maximum)) in forms.enumerated() {
            let picker = try AnyView(view).inspect().anyView().datePicker()
            XCTAssertEqual(try picker.minimumDate(), minimum, "form \(index)")
            XCTAssertEqual(try picker.maximumDate(), maximum, "form \(index)")
            XCTAssertEqual(try picker.labelView().text().string(), "a", "form \(index)")
        }
    }

    func testLabelBuilderForm() throws {
        let sut = DatePicker(selection: .constant(start), displayedComponents: [.hourAndMinute]) {
            Text("Sleep at: ")
        }
        XCTAssertEqual(try sut.inspect().datePicker().labelView().text().string(), "Sleep at: ")
        XCTAssertEqual(try sut.inspect().datePicker().displayedComponents(), .hourAndMinute)
    }

    // MARK: - select(date:) and date()

    func testSelectWritesThroughTheBinding() throws {
        let selection = Binding<Date>(wrappedValue: start)
        let sut = DatePicker("When", selection: selection)
        try sut.inspect().datePicker().select(date: start + day)
        XCTAssertEqual(selection.wrappedValue, start + day)
        XCTAssertEqual(try sut.inspect().datePicker().date(), start + day)
    }

    func testTheGuidesBindingWithGetAndSet() throws {
        var components = DateComponents()
        let sut = DatePicker(selection: .init(get: { start }, set: { components = Calendar.current.dateComponents([.hour], from: $0) }),
            displayedComponents: [.hourAndMinute]
        ) {
            Text("Awake at: ")
        }
        try sut.inspect().datePicker().select(date: start + 3_600)
        XCTAssertEqual(components.hour, Calendar.current.dateComponents([.hour], from: start + 3_600).hour)
    }

    func testSelectOutsideTheRangeClampsToTheNearerEnd() throws {
        let selection = Binding<Date>(wrappedValue: start)
        let end = start + 10 * day
        let sut = DatePicker("When", selection: selection, in: start...end)
        try sut.inspect().datePicker().select(date: end + day)
        XCTAssertEqual(selection.wrappedValue, end)
        try sut.inspect().datePicker().select(date: start - day)
        XCTAssertEqual(selection.wrappedValue, start)
        try sut.inspect().datePicker().select(date: start + day)
        XCTAssertEqual(selection.wrappedValue, start + day)
    }

    func testSelectChangesStateUnhostedAndHosted() throws {
        let sut = Alarm()
        try sut.inspect().find(ViewType.DatePicker.self).select(date: start + 60)
        XCTAssertNoThrow(try sut.inspect().find(text: "Wake at \(Int(start.timeIntervalSince1970) + 60)"))
        let hosted = ViewHosting.host(view: Alarm())
        try hosted.inspect().find(ViewType.DatePicker.self).select(date: start - 60)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Wake at \(Int(start.timeIntervalSince1970))")
        try hosted.inspect().find(ViewType.DatePicker.self).select(date: start + 120)
        XCTAssertEqual(try hosted.inspect().vStack().datePicker(0).date(), start + 120)
    }

    // MARK: - Errors

    func testSelectOnADisabledPickerThrowsAndWritesNothing() throws {
        let selection = Binding<Date>(wrappedValue: start)
        let sut = VStack { DatePicker("When", selection: selection) }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().vStack().datePicker(0).select(date: start + day)) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().datePicker(0).select(date:): DatePicker is disabled by .disabled(true) on its ancestor vStack()")
        }
        XCTAssertEqual(selection.wrappedValue, start)
        let hidden = DatePicker("When", selection: selection).hidden()
        XCTAssertThrowsError(try hidden.inspect().datePicker().select(date: start + day)) { error in
            XCTAssertEqual("\(error)", "datePicker().select(date:): DatePicker is hidden by .hidden() on itself")
        }
    }

    func testUnwrappingAnotherViewThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().datePicker()) { error in
            XCTAssertEqual("\(error)", "datePicker(): expected DatePicker, found Text")
        }
    }

    // MARK: - Search and paths

    func testSearchReachesTheLabel() throws {
        let sut = try Alarm().inspect()
        XCTAssertEqual(try sut.find(text: "Wake").pathToRoot, "view(Alarm.self).vStack().datePicker(0).labelView().text()")
        XCTAssertEqual(try sut.find(text: "Wake").parent().datePicker().displayedComponents(), .hourAndMinute)
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Alarm(), types: ["Alarm": ViewToken<Alarm>()])
    }
}
