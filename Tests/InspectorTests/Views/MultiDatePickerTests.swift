import Foundation
import Inspector
import ViewTree
import XCTest

private let start = Date(timeIntervalSince1970: 1_700_000_000)
private let monday = DateComponents(year: 2023, month: 11, day: 20)
private let friday = DateComponents(year: 2023, month: 11, day: 24)

private struct DaysOff: View {
    @State var days: Set<DateComponents> = []
    var body: some View {
        VStack {
            MultiDatePicker("Days off", selection: $days, in: start...)
            Text("\(days.count) days")
        }
    }
}

final class MultiDatePickerTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testReadsLabelAndBounds() throws {
        let selection = Binding.constant(Set([monday]))
        let open = try MultiDatePicker("Days off", selection: selection).inspect().multiDatePicker()
        XCTAssertEqual(try open.labelView().text().string(), "Days off")
        XCTAssertNil(try open.minimumDate())
        XCTAssertNil(try open.maximumDate())
        XCTAssertEqual(try open.selection(), [monday])
        let range = try MultiDatePicker("Days", selection: selection, in: start..<start.addingTimeInterval(86_400)).inspect().multiDatePicker()
        XCTAssertEqual(try range.minimumDate(), start)
        XCTAssertEqual(try range.maximumDate(), start.addingTimeInterval(86_400))
        let upTo = try MultiDatePicker(selection: selection, in: ..<start) { Label("Days", systemImage: "calendar") }
            .inspect().multiDatePicker()
        XCTAssertNil(try upTo.minimumDate())
        XCTAssertEqual(try upTo.maximumDate(), start)
        XCTAssertEqual(try upTo.labelView().label().title().text().string(), "Days")
    }

    func testSelectWritesTheBinding() throws {
        var chosen = Set<DateComponents>()
        let binding = Binding(get: { chosen }, set: { chosen = $0 })
        try MultiDatePicker("Days", selection: binding).inspect().multiDatePicker().select(dateComponents: [monday, friday])
        XCTAssertEqual(chosen, [monday, friday])
    }

    func testHostedSelectionUpdatesTheView() throws {
        let hosted = ViewHosting.host(view: DaysOff())
        try hosted.inspect().find(ViewType.MultiDatePicker.self).select(dateComponents: [monday, friday])
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self, where: { try $0.string().hasSuffix("days") }).string(), "2 days")
        XCTAssertEqual(try hosted.inspect().find(text: "Days off").pathToRoot, "view(DaysOff.self).vStack().multiDatePicker(0).labelView().text()")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().multiDatePicker()) { error in
            XCTAssertEqual("\(error)", "multiDatePicker(): expected MultiDatePicker, found Text")
        }
        var chosen = Set([monday])
        let binding = Binding(get: { chosen }, set: { chosen = $0 })
        let sut = VStack { MultiDatePicker("Days", selection: binding) }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().vStack().multiDatePicker(0).select(dateComponents: [friday])) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().multiDatePicker(0).select(dateComponents:): MultiDatePicker is disabled by .disabled(true) on its ancestor vStack()")
        }
        XCTAssertEqual(chosen, [monday])
    }
}
