import Foundation
import Inspector
import ViewTree
import XCTest

private struct Alarm {
    var isOn: Bool
}

/// SwiftUI's convenience initializers of controls that apps use: each form is made once and
/// inspected (its label's title and image, and its value or action still working).
final class ConvenienceInitializersControlsTests: XCTestCase {
    private let logo = ImageResource(name: "logo", bundle: .main)

    func testToggleImageResourceForms() throws {
        let isOn = Binding(wrappedValue: false)
        let key = try Toggle("Wi-Fi", image: logo, isOn: isOn).inspect().toggle()
        XCTAssertEqual(try key.labelView().label().title().text().string(), "Wi-Fi")
        XCTAssertEqual(try key.labelView().label().icon().image().actualImage().name(), "logo")
        XCTAssertFalse(try key.labelView().label().icon().image().actualImage().isSystemImage())
        try key.tap()
        XCTAssertTrue(isOn.wrappedValue)
        let title = "Bluetooth"
        let string = try Toggle(title, image: logo, isOn: isOn).inspect().toggle()
        XCTAssertEqual(try string.labelView().label().title().text().string(), "Bluetooth")
        XCTAssertEqual(try string.labelView().label().icon().image().actualImage().name(), "logo")
        try string.tap()
        XCTAssertFalse(isOn.wrappedValue)
    }

    func testToggleSourcesImageResourceForms() throws {
        let alarms = Binding(wrappedValue: [Alarm(isOn: true), Alarm(isOn: false)])
        let key = try Toggle("All", image: logo, sources: alarms, isOn: \.isOn).inspect().toggle()
        XCTAssertEqual(try key.labelView().label().title().text().string(), "All")
        XCTAssertEqual(try key.labelView().label().icon().image().actualImage().name(), "logo")
        XCTAssertFalse(try key.isOn())
        try key.tap()
        XCTAssertEqual(alarms.wrappedValue.map(\.isOn), [true, true])
        let title = "Every alarm"
        let string = try Toggle(title, image: logo, sources: alarms, isOn: \.isOn).inspect().toggle()
        XCTAssertEqual(try string.labelView().label().title().text().string(), "Every alarm")
        XCTAssertEqual(try string.labelView().label().icon().image().actualImage().name(), "logo")
        try string.tap()
        XCTAssertEqual(alarms.wrappedValue.map(\.isOn), [false, false])
    }

    func testTabImageResourceForms() throws {
        let title = "Verbatim"
        let selection = Binding(wrappedValue: 1)
        let sut = TabView(selection: selection) {
            Tab("Home", image: logo, value: 1) { Text("a") }
            Tab(title, image: logo, value: 2) { Text("b") }
            Tab("Search", image: logo, value: 3, role: .search) { Text("c") }
        }
        let tabView = try sut.inspect().tabView()
        XCTAssertEqual(try tabView.tab(0).value(), 1)
        XCTAssertEqual(try tabView.tab(0).labelView().label().title().text().string(), "Home")
        XCTAssertEqual(try tabView.tab(0).labelView().label().icon().image().actualImage().name(), "logo")
        XCTAssertEqual(try tabView.tab(1).labelView().label().title().text().string(), "Verbatim")
        XCTAssertEqual(try tabView.tab(1).labelView().label().icon().image().actualImage().name(), "logo")
        XCTAssertEqual(try tabView.tab(2).role(), .search)
        try tabView.select(value: 2)
        XCTAssertEqual(selection.wrappedValue, 2)
        let unvalued = TabView {
            Tab("Key", image: logo) { Text("d") }
            Tab(title, image: logo, role: .search) { Text("e") }
        }
        let tabs = try unvalued.inspect().tabView()
        XCTAssertNil(try tabs.tab(0).value())
        XCTAssertEqual(try tabs.tab(0).labelView().label().title().text().string(), "Key")
        XCTAssertEqual(try tabs.tab(0).labelView().label().icon().image().actualImage().name(), "logo")
        XCTAssertEqual(try tabs.tab(1).labelView().label().title().text().string(), "Verbatim")
        XCTAssertEqual(try tabs.tab(1).role(), .search)
    }

    func testTabsWithAnEmptyLabel() throws {
        let selection = Binding(wrappedValue: "b")
        let sut = TabView(selection: selection) {
            Tab(value: "a") { Text("First") }
            Tab(value: "b") { Text("Second") }
        }
        let tabView = try sut.inspect().tabView()
        XCTAssertEqual(try tabView.tab(1).value(), "b")
        XCTAssertNoThrow(try tabView.tab(0).labelView().emptyView())
        XCTAssertEqual(try tabView.tab(0).text().string(), "First")
        try tabView.select(value: "a")
        XCTAssertEqual(selection.wrappedValue, "a")
        let unvalued = try TabView { Tab { Text("Only") } }.inspect().tabView()
        XCTAssertNil(try unvalued.tab(0).value())
        XCTAssertNoThrow(try unvalued.tab(0).labelView().emptyView())
        XCTAssertEqual(try unvalued.tab(0).text().string(), "Only")
    }

    func testStepperFormsWithTheLabelLast() throws {
        let log = Binding(wrappedValue: [String]())
        let actions = Stepper(onIncrement: { log.wrappedValue.append("+") }, onDecrement: nil) { Text("Actions") }
        try actions.inspect().stepper().increment()
        XCTAssertEqual(log.wrappedValue, ["+"])
        XCTAssertEqual(try actions.inspect().stepper().labelView().text().string(), "Actions")
        let value = Binding(wrappedValue: 1)
        let unbounded = Stepper(value: value, step: 5, onEditingChanged: { log.wrappedValue.append("editing \($0)") }) {
            Text("Unbounded")
        }
        try unbounded.inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 6)
        try unbounded.inspect().stepper().callOnEditingChanged(true)
        XCTAssertEqual(log.wrappedValue, ["+", "editing true"])
        XCTAssertEqual(try unbounded.inspect().stepper().labelView().text().string(), "Unbounded")
        let bounded = Stepper(value: value, in: 0...7, step: 2, onEditingChanged: { _ in }) { Text("Bounded") }
        try bounded.inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 7, "a step past the upper bound stops at it")
        XCTAssertEqual(try bounded.inspect().stepper().labelView().text().string(), "Bounded")
        let modern = Stepper(value: value, in: 0...7) { Text("Modern") }
        try modern.inspect().stepper().decrement()
        XCTAssertEqual(value.wrappedValue, 6, "the trailing-closure call still makes the current form")
    }

    func testSliderFormsWithTheLabelLast() throws {
        let value = Binding(wrappedValue: 0.5)
        let ends = try Slider(
            value: value, in: 0...10, onEditingChanged: { _ in }, minimumValueLabel: Text("0"),
            maximumValueLabel: Text("10")
        ) { Text("Volume") }.inspect().slider()
        XCTAssertEqual(try ends.minimumValueLabelView().text().string(), "0")
        XCTAssertEqual(try ends.maximumValueLabelView().text().string(), "10")
        XCTAssertEqual(try ends.labelView().text().string(), "Volume")
        try ends.setValue(4.2)
        XCTAssertEqual(value.wrappedValue, 4.2, accuracy: 0.0001)
        let stepped = try Slider(
            value: value, in: 0...10, step: 2, minimumValueLabel: Text("min"), maximumValueLabel: Text("max")
        ) { Text("Stepped") }.inspect().slider()
        XCTAssertEqual(try stepped.maximumValueLabelView().text().string(), "max")
        try stepped.setValue(4.9)
        XCTAssertEqual(value.wrappedValue, 4)
        let labelled = try Slider(value: value, in: 0...10, onEditingChanged: { _ in }) { Text("Plain") }.inspect().slider()
        XCTAssertEqual(try labelled.labelView().text().string(), "Plain")
        XCTAssertNoThrow(try labelled.minimumValueLabelView().emptyView())
        try labelled.setValue(3)
        XCTAssertEqual(value.wrappedValue, 3)
        let labelledSteps = try Slider(value: value, in: 0...10, step: 5, onEditingChanged: { _ in }) { Text("Fives") }
            .inspect().slider()
        XCTAssertEqual(try labelledSteps.labelView().text().string(), "Fives")
        try labelledSteps.setValue(6)
        XCTAssertEqual(value.wrappedValue, 5)
    }

    func testListOverARangeWithASelection() throws {
        let many = Binding(wrappedValue: Set<Int>())
        let multiple = try List(0..<3, selection: many) { Text("Row \($0)") }.inspect().list()
        XCTAssertEqual(try multiple.rowSelectionValues(), [0, 1, 2])
        try multiple.select(value: 2)
        XCTAssertEqual(many.wrappedValue, [2])
        XCTAssertEqual(try multiple.forEach(0).text(1).string(), "Row 1")
        let one = Binding<Int?>(wrappedValue: nil)
        let single = try List(0..<3, selection: one) { Text("Row \($0)") }.inspect().list()
        try single.select(value: 1)
        XCTAssertEqual(one.wrappedValue, 1)
    }

    func testTextFieldOverAnOptionalValue() throws {
        let value = Binding<Int?>(wrappedValue: nil)
        let built = try TextField(value: value, format: .number, prompt: Text("None")) { Text("Count") }
            .inspect().textField()
        XCTAssertEqual(try built.input(), "")
        XCTAssertEqual(try built.prompt().string(), "None")
        try built.setInput("42")
        XCTAssertEqual(value.wrappedValue, 42)
        XCTAssertEqual(try built.input(), "42")
        try built.setInput("")
        XCTAssertNil(value.wrappedValue, "empty text is nil")
        let key = try TextField("Key", value: value, format: IntegerFormatStyle<Int>()).inspect().textField()
        XCTAssertEqual(try key.labelView().text().string(), "Key")
        try key.setInput("7")
        XCTAssertEqual(value.wrappedValue, 7)
        XCTAssertThrowsError(try key.setInput("seven"))
        XCTAssertEqual(value.wrappedValue, 7, "text that does not parse leaves the value")
        let title = "Verbatim"
        let string = try TextField(title, value: value, format: .number, prompt: Text("n")).inspect().textField()
        XCTAssertEqual(try string.labelView().text().string(), "Verbatim")
        XCTAssertEqual(try string.input(), "7")
    }

    func testTextFieldOverAFormatterWithTheOlderActions() throws {
        let value = Binding<Int>(wrappedValue: 3)
        let log = Binding(wrappedValue: [String]())
        let formatter = NumberFormatter()
        let key = try TextField(
            "Count", value: value, formatter: formatter, onEditingChanged: { log.wrappedValue.append("editing \($0)") },
            onCommit: { log.wrappedValue.append("commit") }
        ).inspect().textField()
        XCTAssertEqual(try key.input(), "3")
        XCTAssertEqual(try key.labelView().text().string(), "Count")
        XCTAssertEqual(try key.formatStyleName(), "NumberFormatter")
        try key.setInput("12")
        XCTAssertEqual(value.wrappedValue, 12)
        try key.callOnEditingChanged()
        try key.callOnCommit()
        XCTAssertEqual(log.wrappedValue, ["editing false", "commit"])
        let title = "Verbatim"
        let string = try TextField(title, value: value, formatter: formatter, onCommit: { log.wrappedValue.append("s") })
            .inspect().textField()
        XCTAssertEqual(try string.labelView().text().string(), "Verbatim")
        try string.callOnCommit()
        XCTAssertEqual(log.wrappedValue.last, "s")
        XCTAssertThrowsError(try TextField("Plain", value: value, formatter: formatter).inspect().textField().callOnCommit())
        XCTAssertThrowsError(try TextField(title, value: value, formatter: formatter).inspect().textField().callOnCommit())
    }

    func testTabsWithTheLabelOfTheirRole() throws {
        let selection = Binding(wrappedValue: 1)
        let sut = TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home screen") }
            Tab(value: 2, role: .search) { Text("Search screen") }
        }
        let search = try sut.inspect().tabView().tab(1)
        XCTAssertEqual(try search.role(), .search)
        XCTAssertEqual(try search.value(), 2)
        XCTAssertEqual(try search.labelView().label().title().text().string(), "Search")
        XCTAssertEqual(try search.labelView().label().icon().image().actualImage().name(), "magnifyingglass")
        try sut.inspect().tabView().select(value: 2)
        XCTAssertEqual(selection.wrappedValue, 2)
        let unvalued = try TabView { Tab(role: .search) { Text("Find") } }.inspect().tabView().tab(0)
        XCTAssertNil(try unvalued.value())
        XCTAssertEqual(try unvalued.labelView().label().title().text().string(), "Search")
        XCTAssertEqual(try unvalued.text().string(), "Find")
    }

    func testATabMadeWithANilRoleHasAnEmptyDefaultLabel() throws {
        let role: TabRole? = nil
        let tab: Tab<Int, Text, DefaultTabLabel> = Tab(value: 1, role: role) { Text("Home screen") }
        let inspected = try TabView { tab }.inspect().tabView().tab(0)
        XCTAssertNil(try inspected.role())
        XCTAssertEqual(try inspected.labelView().label().title().text().string(), "")
        XCTAssertEqual(try inspected.text().string(), "Home screen")
    }
}
