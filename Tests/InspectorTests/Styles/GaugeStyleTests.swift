import Inspector
import ViewTree
import XCTest

/// `gaugeStyle(_:)` and its getter, which follows the style-getter rule.
final class GaugeStyleTests: XCTestCase {
    func testEachStyleIsRead() throws {
        let gauge = { Gauge(value: 0.4) { Text("Battery") } }
        XCTAssertTrue(try gauge().gaugeStyle(.accessoryCircular).inspect().gauge().gaugeStyle() is AccessoryCircularGaugeStyle)
        XCTAssertTrue(try gauge().gaugeStyle(.linearCapacity).inspect().gauge().gaugeStyle() is LinearCapacityGaugeStyle)
        XCTAssertTrue(try gauge().gaugeStyle(.automatic).inspect().gauge().gaugeStyle() is AutomaticGaugeStyle)
        XCTAssertTrue(
            try gauge().gaugeStyle(.accessoryCircularCapacity).inspect().gauge().gaugeStyle() is AccessoryCircularCapacityGaugeStyle)
        XCTAssertTrue(try gauge().gaugeStyle(.accessoryLinear).inspect().gauge().gaugeStyle() is AccessoryLinearGaugeStyle)
        let stacked = VStack { gauge() }.gaugeStyle(.accessoryLinearCapacity)
        XCTAssertTrue(try stacked.inspect().vStack().gauge(0).gaugeStyle() is AccessoryLinearCapacityGaugeStyle)
    }

    func testWithoutAStyleItThrows() throws {
        XCTAssertThrowsError(try Gauge(value: 0.4) { Text("Battery") }.inspect().gauge().gaugeStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "gauge().gaugeStyle(): Gauge has no gaugeStyle; expected a .gaugeStyle(_:) on this view or above it,"
                    + " found none (SwiftUI then uses .automatic)")
        }
    }

    func testTheDumpShowsTheStyle() throws {
        let dump = try Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircular).inspect().treeDump()
        XCTAssertTrue(dump.contains(".gaugeStyle(.accessoryCircular)"), dump)
    }
}

/// The example of Docs/Controls.md's gauge readers, as written there.
final class GaugeStyleDocTests: XCTestCase {
    func testTheDocsExample() throws {
        XCTAssertTrue(try Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircular).inspect().gauge().gaugeStyle() is AccessoryCircularGaugeStyle)
    }
}
