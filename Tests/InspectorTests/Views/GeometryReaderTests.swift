import Foundation
import Inspector
import ViewTree
import XCTest

private struct Tally: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Adaptive: View {
    var body: some View {
        GeometryReader { geometry in
            if geometry.size.width > 500 {
                Tally(name: "Wide")
            } else {
                Tally(name: "Narrow")
            }
        }
    }
}

final class GeometryReaderTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testWithoutAFrameTheSizeIsZero() throws {
        let sut = GeometryReader { geometry in
            Text("\(Int(geometry.size.width))×\(Int(geometry.size.height))")
        }
        let reader = try sut.inspect().geometryReader()
        XCTAssertEqual(try reader.text().string(), "0×0")
        XCTAssertEqual(try reader.proxySize(), .zero)
        XCTAssertEqual(try reader.text().pathToRoot, "geometryReader().text()")
    }

    func testTheNearestFixedFrameOffersItsSize() throws {
        let sut = VStack {
            GeometryReader { geometry in
                Text("\(Int(geometry.size.width))×\(Int(geometry.size.height))")
                Text("\(geometry.frame(in: .global))")
            }
            .frame(height: 180)
        }
        .frame(width: 390, height: 844)
        let reader = try sut.inspect().vStack().geometryReader(0)
        XCTAssertEqual(try reader.text(0).string(), "390×180", "width from the outer frame, height from the reader's own")
        XCTAssertEqual(try reader.proxySize(), CGSize(width: 390, height: 180))
        XCTAssertEqual(try reader.text(1).string(), "\(CGRect(x: 0, y: 0, width: 390, height: 180))")
        XCTAssertEqual(try reader.text(1).pathToRoot, "vStack().geometryReader(0).text(1)")
    }

    func testATestChoosesTheSizeByFramingTheView() throws {
        XCTAssertNoThrow(try Adaptive().inspect().find(button: "Narrow 0"))
        XCTAssertNoThrow(try Adaptive().frame(width: 800, height: 600).inspect().find(button: "Wide 0"))
        XCTAssertEqual(
            try Adaptive().frame(width: 800).inspect().find(button: "Wide 0").pathToRoot,
            "view(Adaptive.self).geometryReader().view(Tally.self).button()")
    }

    func testSafeAreaInsetsAreZero() throws {
        let sut = GeometryReader { Text("\($0.safeAreaInsets.top)") }
        XCTAssertEqual(try sut.inspect().geometryReader().text().string(), "0.0")
    }

    func testContentChosenBySizeKeepsItsStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Adaptive().frame(width: 800, height: 600))
        try hosted.inspect().find(button: "Wide 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Wide 1"))
        try hosted.inspect().find(button: "Wide 1").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Wide 2"))
    }

    func testErrors() throws {
        XCTAssertThrowsError(try GeometryReader { _ in Text("a"); Text("b") }.inspect().geometryReader().text()) { error in
            XCTAssertEqual("\(error)", "geometryReader().text(): GeometryReader has 2 views, not one; pick one with an index: text(0)")
        }
        XCTAssertThrowsError(try Text("a").inspect().geometryReader()) { error in
            XCTAssertEqual("\(error)", "geometryReader(): expected GeometryReader, found Text")
        }
    }
}

/// `ViewHosting.host(view:size:)`, as ViewInspector's: the hosted view is framed to the size.
final class HostingSizeTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAHostedViewReadsTheSizeItIsHostedIn() throws {
        let wide = ViewHosting.host(view: Adaptive(), size: CGSize(width: 800, height: 600))
        try wide.inspect().find(button: "Wide 0").tap()
        XCTAssertNoThrow(try wide.inspect().find(button: "Wide 1"))
        XCTAssertEqual(try wide.inspect().find(ViewType.GeometryReader.self).proxySize(), CGSize(width: 800, height: 600))
        let unsized = ViewHosting.host(view: Adaptive(), size: nil)
        XCTAssertNoThrow(try unsized.inspect().find(button: "Narrow 0"))
    }
}
