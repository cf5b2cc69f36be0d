import Foundation
import Inspector
import ViewTree
import XCTest

// `ForEach` elements with one id.

// MARK: - ForEach with duplicate ids

private struct Tapped: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

final class RuntimeDuplicateIDTests: XCTestCase {
    func testElementsWithOneIDKeepStateOfTheirOwnAndTheDuplicateIsReported() throws {
        let hosted = ViewHosting.host(view: VStack {
            ForEach(["a", "b", "a"], id: \.self) { Tapped(name: $0) }
        })
        defer { hosted.expel() }
        try hosted.inspect().find(button: "a 0").tap()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["a 1", "b 0", "a 0"])
        XCTAssertEqual(
            hosted.diagnostics,
            [
                "ForEach<Array<String>, String, Tapped>: the ID a occurs more than once; each occurrence keeps state"
                    + " of its own, but elements with one ID cannot be told apart when the data changes. Give every"
                    + " element a unique ID."
            ])
    }
}
