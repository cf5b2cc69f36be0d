import Inspector
import ViewTree
import XCTest

private struct Speedometer: View {
    @State var speed = 50.0
    var body: some View {
        VStack {
            Gauge(value: speed, in: 0...200) {
                Text("Speed")
            } currentValueLabel: {
                Text("\(Int(speed)) km/h")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("200")
            }
            Button("Faster") { speed += 50 }
        }
    }
}

final class GaugeTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testLabelForm() throws {
        let gauge = try Gauge(value: 0.4) { Text("Battery") }.inspect().gauge()
        XCTAssertEqual(try gauge.value(), 0.4)
        XCTAssertEqual(try gauge.bounds(), 0...1)
        XCTAssertEqual(try gauge.fractionCompleted(), 0.4, accuracy: 1e-9)
        XCTAssertEqual(try gauge.labelView().text().string(), "Battery")
        XCTAssertEqual(try gauge.labelView().text().pathToRoot, "gauge().labelView().text()")
        for empty in [
            try gauge.currentValueLabelView(), try gauge.minimumValueLabelView(), try gauge.maximumValueLabelView(),
            try gauge.markedValueLabelsView(),
        ] {
            XCTAssertNoThrow(try empty.emptyView())
        }
    }

    func testCurrentValueLabelForm() throws {
        let gauge = try Gauge(value: Float(30), in: 0...60) {
            Text("Time")
        } currentValueLabel: {
            Text("30 s")
        }.inspect().gauge()
        XCTAssertEqual(try gauge.value(), 30)
        XCTAssertEqual(try gauge.bounds(), 0...60)
        XCTAssertEqual(try gauge.currentValueLabelView().text().string(), "30 s")
        XCTAssertNoThrow(try gauge.minimumValueLabelView().emptyView())
    }

    func testBoundsLabelsForm() throws {
        let gauge = try Speedometer().inspect().vStack().gauge(0)
        XCTAssertEqual(try gauge.fractionCompleted(), 0.25)
        XCTAssertEqual(try gauge.currentValueLabelView().text().string(), "50 km/h")
        XCTAssertEqual(try gauge.minimumValueLabelView().text().string(), "0")
        XCTAssertEqual(try gauge.maximumValueLabelView().text().string(), "200")
        XCTAssertEqual(
            try gauge.maximumValueLabelView().text().pathToRoot,
            "view(Speedometer.self).vStack().gauge(0).maximumValueLabelView().text()")
    }

    func testMarkedValueLabelsForms() throws {
        let marked = try Gauge(value: 0.5) {
            Text("Level")
        } currentValueLabel: {
            Text("Half")
        } markedValueLabels: {
            Text("Low")
            Text("High")
        }.inspect().gauge()
        XCTAssertEqual(try marked.markedValueLabelsView().text(1).string(), "High")
        XCTAssertNoThrow(try marked.minimumValueLabelView().emptyView())
        let full = try Gauge(value: 0.5) {
            Text("Level")
        } currentValueLabel: {
            Text("Half")
        } minimumValueLabel: {
            Text("E")
        } maximumValueLabel: {
            Text("F")
        } markedValueLabels: {
            Text("Reserve")
        }.inspect().gauge()
        XCTAssertEqual(try full.minimumValueLabelView().text().string(), "E")
        XCTAssertEqual(try full.markedValueLabelsView().text().string(), "Reserve")
    }

    func testValuesOutsideTheBoundsAreDrawnAtTheNearerEnd() throws {
        let over = try Gauge(value: 250.0, in: 0...200) { Text("Speed") }.inspect().gauge()
        XCTAssertEqual(try over.value(), 250)
        XCTAssertEqual(try over.fractionCompleted(), 1)
        XCTAssertEqual(try Gauge(value: -3.0, in: 0...200) { Text("Speed") }.inspect().gauge().fractionCompleted(), 0)
    }

    func testHostedGaugeFollowsState() throws {
        let hosted = ViewHosting.host(view: Speedometer())
        try hosted.inspect().find(button: "Faster").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Gauge.self).value(), 100)
        XCTAssertNoThrow(try hosted.inspect().find(text: "100 km/h"))
    }

    func testUnwrappingAnotherViewThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().gauge()) { error in
            XCTAssertEqual("\(error)", "gauge(): expected Gauge, found Text")
        }
    }

    func testSearchVisitsEveryLabelInOrderAndADumpShowsTheValue() throws {
        let sut = try Speedometer().inspect()
        XCTAssertEqual(
            try sut.vStack().gauge(0).findAll(ViewType.Text.self).map { try $0.string() },
            ["Speed", "50 km/h", "0", "200"])
        XCTAssertEqual(try sut.find(text: "200").parent().gauge().value(), 50)
        XCTAssertTrue(try sut.vStack().gauge(0).treeDump().hasPrefix("view(Speedometer.self).vStack().gauge(0) value: 50.0 in 0.0...200.0"))
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Speedometer(), types: ["Speedometer": ViewToken<Speedometer>()])
    }
}
