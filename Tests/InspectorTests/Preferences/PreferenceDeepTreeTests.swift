import Foundation
import Inspector
import ViewTree
import XCTest

/// A view that contains itself `depth` times; each level writes its depth.
private struct Nested: View {
    let depth: Int
    var body: some View {
        VStack {
            Text("level \(depth)").preference(key: CountKey.self, value: depth)
            if depth > 0 {
                Nested(depth: depth - 1)
            }
        }
    }
}

/// Reading what a very deep tree produces walks it without recursing.
final class PreferenceDeepTreeTests: XCTestCase {
    func testAVeryDeepTreeIsReducedWithoutRecursing() throws {
        let depth = 3000
        let value = try Nested(depth: depth).inspect().preferenceValue(CountKey.self)
        XCTAssertEqual(value, depth * (depth + 1) / 2)
    }
}
