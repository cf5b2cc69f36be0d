import Foundation
import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
            Button("Increment") { count += 1 }
        }
    }
}

/// Holding a handle across many taps keeps memory bounded and each tap as cheap as the first.
final class BoundedMemoryTests: XCTestCase {
    private func measure(taps: Int, _ tapAndRead: (Int) throws -> Void) rethrows -> (growth: Int?, first: Double, last: Double) {
        try tapAndRead(0)
        let before = ResidentMemory.bytes()
        var first = 0.0
        var last = 0.0
        for index in 1...taps {
            let start = Date()
            try tapAndRead(index)
            let elapsed = Date().timeIntervalSince(start)
            if index <= 1000 { first += elapsed }
            if index > taps - 1000 { last += elapsed }
        }
        var growth: Int?
        if let before, let after = ResidentMemory.bytes() { growth = after - before }
        return (growth, first, last)
    }

    func testAnUnhostedHandleHeldAcrossTwentyThousandTaps() throws {
        let sut = try Counter().inspect()
        let result = try measure(taps: 20_000) { index in
            try sut.find(button: "Increment").tap()
            XCTAssertEqual(try sut.vStack().text(0).string(), "\(index + 1)")
        }
        print("unhosted: growth \((result.growth ?? 0) / 1_000_000) MB, first 1000 taps \(result.first) s, last 1000 \(result.last) s")
        if let growth = result.growth { XCTAssertLessThan(growth, 30_000_000) }
        XCTAssertLessThan(result.last, result.first * 2 + 0.05)
    }

    func testAHostedViewTappedTwentyThousandTimes() throws {
        let hosted = ViewHosting.host(view: Counter())
        defer { hosted.expel() }
        let result = try measure(taps: 20_000) { index in
            try hosted.inspect().find(button: "Increment").tap()
            XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "\(index + 1)")
        }
        print("hosted: growth \((result.growth ?? 0) / 1_000_000) MB, first 1000 taps \(result.first) s, last 1000 \(result.last) s")
        if let growth = result.growth { XCTAssertLessThan(growth, 30_000_000) }
        XCTAssertLessThan(result.last, result.first * 2 + 0.05)
    }
}
