import ViewTree
import XCTest

final class AngleTests: XCTestCase {
    func testAngleConvertsAddsAndCompares() {
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)
        XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(30) + .degrees(60), .degrees(90))
        XCTAssertLessThan(Angle.zero, Angle.degrees(1))
    }
}
