import Foundation
import Inspector
import ViewTree
import XCTest

private struct Titled: View {
    let title: String
    var body: some View {
        Text(title).preference(key: NamesKey.self, value: [title])
    }
}

/// `preferenceValue(_:)`: what a view produces for a key, reduced as SwiftUI reduces it.
final class PreferenceValueTests: XCTestCase {
    func testValuesAreReducedDepthFirstSiblingsInOrder() throws {
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            HStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Titled(title: "c")
            }
            Text("d").preference(key: NamesKey.self, value: ["d"])
        }
        XCTAssertEqual(try view.inspect().vStack().preferenceValue(NamesKey.self), ["a", "b", "c", "d"])
        XCTAssertEqual(try view.inspect().vStack().hStack(1).preferenceValue(NamesKey.self), ["b", "c"])
    }

    func testTheDefaultWhenNothingWritesOne() throws {
        let view = VStack {
            Text("a")
            Text("b").preference(key: NamesKey.self, value: ["b"])
        }
        XCTAssertEqual(try view.inspect().vStack().preferenceValue(CountKey.self), 7)
        XCTAssertEqual(try view.inspect().vStack().text(0).preferenceValue(NamesKey.self), [])
    }

    func testWrittenValuesAreReducedWithoutTheDefault() throws {
        let view = HStack {
            Text("a").preference(key: CountKey.self, value: 1)
            Text("b").preference(key: CountKey.self, value: 2)
        }
        XCTAssertEqual(try view.inspect().hStack().preferenceValue(CountKey.self), 3)
    }

    func testAPreferenceReplacesWhatTheViewsInsideWrote() throws {
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["inner"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        XCTAssertEqual(try view.inspect().vStack().preferenceValue(NamesKey.self), ["outer"])
    }

    func testTransformPreferenceChangesTheValueInside() throws {
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
        }
        .transformPreference(NamesKey.self) { $0.append("transformed") }
        let empty = Text("b").transformPreference(CountKey.self) { $0 += 1 }
        XCTAssertEqual(try view.inspect().vStack().preferenceValue(NamesKey.self), ["a", "transformed"])
        XCTAssertEqual(try empty.inspect().text().preferenceValue(CountKey.self), 8, "the default, transformed")
    }

    func testOverlaysAndBackgroundsJoinAtTheirModifiersPlace() throws {
        let view = Text("a")
            .preference(key: NamesKey.self, value: ["content"])
            .overlay { Titled(title: "overlay") }
            .transformPreference(NamesKey.self) { $0.append("transformed") }
            .background { Titled(title: "background") }
        XCTAssertEqual(
            try view.inspect().text().preferenceValue(NamesKey.self), ["content", "overlay", "transformed", "background"])
    }

    func testAnAnchorResolvesToTheFramedBounds() throws {
        let view = Text("a")
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .frame(width: 100, height: 40)
        let anchor = try XCTUnwrap(try view.inspect().text().preferenceValue(BoundsKey.self))
        let proxy = GeometryProxy.offered(in: EnvironmentValues())
        XCTAssertEqual(proxy[anchor], CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    func testPointAnchorsAndTransformAnchorPreference() throws {
        let view = Text("a")
            .transformAnchorPreference(key: NamesKey.self, value: .center) { names, anchor in
                let proxy = GeometryProxy.offered(in: EnvironmentValues())
                names.append("\(proxy[anchor].x),\(proxy[anchor].y)")
            }
            .frame(width: 100, height: 40)
        XCTAssertEqual(try view.inspect().text().preferenceValue(NamesKey.self), ["50.0,20.0"])
    }
}
