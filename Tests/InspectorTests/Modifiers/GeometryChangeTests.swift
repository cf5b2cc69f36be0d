import Foundation
import Inspector
import ViewTree
import XCTest

private struct Panel: View {
    @State var width: CGFloat = 100
    @State var measured: CGFloat = 0
    @State var changes = 0

    var body: some View {
        VStack {
            Color.red
                .frame(width: width, height: 40)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
                    measured = new
                    changes += 1
                }
            Button("Wider") { width = 250 }
            Button("Same") { width = 250 }
            Text("Width \(Int(measured)), \(changes) changes")
        }
    }
}

// `onGeometryChange`: hosted, the action runs on appearing and when a render gives another
// value; `callOnGeometryChange(size:)` runs it with a size of the test's.
final class GeometryChangeTests: XCTestCase {
    func testHostedRunsOnAppearAndOnChange() throws {
        let hosted = ViewHosting.host(view: Panel())
        defer { hosted.expel() }
        XCTAssertNoThrow(try hosted.inspect().find(text: "Width 100, 1 changes"))
        try hosted.inspect().find(button: "Wider").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Width 250, 2 changes"))
        try hosted.inspect().find(button: "Same").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Width 250, 2 changes"))
    }

    func testCallOnGeometryChangeGivesTheOldAndTheNewValue() throws {
        var seen: [CGSize] = []
        let view = Text("a")
            .frame(width: 30, height: 10)
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { old, new in seen = [old, new] }
        try view.inspect().text().callOnGeometryChange(size: CGSize(width: 60, height: 20))
        XCTAssertEqual(seen, [CGSize(width: 30, height: 10), CGSize(width: 60, height: 20)])
    }

    func testContainerRelativeFrameSizesWhatIsInside() throws {
        var width: CGFloat = 0
        let view = ScrollView(.horizontal) {
            Color.blue
                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
        }
        .frame(width: 320, height: 100)
        let color = try view.inspect().find(ViewType.Color.self)
        try color.callOnGeometryChange(size: .zero)
        XCTAssertEqual(width, 0)
        let frame = try color.containerRelativeFrame()
        XCTAssertEqual(frame.axes, .horizontal)
        XCTAssertEqual(frame.count, 3)
        XCTAssertEqual(frame.span, 2)
        XCTAssertEqual(frame.spacing, 10)
        // (320 - 2 * 10) / 3 = 100 a part; two parts and the space between them: 210.
        let reader = ScrollView { GeometryReader { Text("\($0.size.width)") }.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
            .frame(width: 320)
        XCTAssertEqual(try reader.inspect().find(ViewType.GeometryReader.self).proxySize().width, 210)
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().callOnGeometryChange(size: .zero)) { error in
            XCTAssertEqual("\(error)", "text().callOnGeometryChange(size:): Text has no onGeometryChange; it has no modifiers")
        }
        let one = Text("a").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }
        XCTAssertThrowsError(try one.inspect().text().callOnGeometryChange(size: .zero, index: 1)) { error in
            XCTAssertTrue("\(error)".contains("index 1 is out of range: Text has 1 onGeometryChange"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").inspect().containerRelativeFrame())
    }
}
