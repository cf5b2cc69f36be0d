import Foundation
import Inspector
import ViewTree
import XCTest

private struct Badge: View {
    @State var count = 0
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            if let label = context.resolveSymbol(id: "label") {
                context.draw(label, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            if context.resolveSymbol(id: "missing") != nil {
                context.draw(Text("never"), at: .zero)
            }
        } symbols: {
            Button("Count \(count)") { count += 1 }.tag("label")
        }
    }
}

final class CanvasTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testOptions() throws {
        let plain = try Canvas { _, _ in }.inspect().canvas()
        XCTAssertEqual(try plain.colorMode(), .nonLinear)
        XCTAssertEqual(try plain.opaque(), false)
        XCTAssertEqual(try plain.rendersAsynchronously(), false)
        XCTAssertNoThrow(try plain.symbolsView().emptyView())
        let set = try Canvas(opaque: true, colorMode: .extendedLinear, rendersAsynchronously: true) { _, _ in }
            .inspect().canvas()
        XCTAssertEqual(try set.colorMode(), .extendedLinear)
        XCTAssertEqual(try set.opaque(), true)
        XCTAssertEqual(try set.rendersAsynchronously(), true)
    }

    func testTheRendererIsRecordedNotDrawn() throws {
        let sut = Canvas { context, size in
            context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .style(.tint), lineWidth: 2)
            context.draw(Image(systemName: "star"), at: .zero, anchor: .topLeading)
            context.draw(Text("Hi"), at: CGPoint(x: 1, y: 2))
        }
        let operations = try sut.inspect().canvas().callRenderer(size: CGSize(width: 10, height: 20))
        XCTAssertEqual(operations.count, 3)
        guard case let .stroke(path, shading, style) = operations[0] else { return XCTFail("\(operations[0])") }
        XCTAssertEqual(path, Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)))
        XCTAssertEqual(style.lineWidth, 2)
        XCTAssertEqual(try Text("a").foregroundStyle(shading.style).inspect().text().foregroundStyle(TintShapeStyle.self), TintShapeStyle())
        guard case let .image(image, point, anchor) = operations[1] else { return XCTFail("\(operations[1])") }
        XCTAssertEqual(try image.inspect().image().actualImage().name(), "star")
        XCTAssertEqual(point, .zero)
        XCTAssertEqual(anchor, .topLeading)
        guard case let .text(text, at, _) = operations[2] else { return XCTFail("\(operations[2])") }
        XCTAssertEqual(try text.inspect().text().string(), "Hi")
        XCTAssertEqual(at, CGPoint(x: 1, y: 2))
    }

    func testSymbolsAreSearchedAndResolvedByTag() throws {
        let canvas = try Badge().inspect().find(ViewType.Canvas.self)
        XCTAssertEqual(try canvas.symbolsView().button().labelView().text().string(), "Count 0")
        XCTAssertEqual(try Badge().inspect().find(button: "Count 0").pathToRoot, "view(Badge.self).canvas().symbolsView().button()")
        let operations = try canvas.callRenderer(size: CGSize(width: 40, height: 20))
        XCTAssertEqual(operations.count, 2)
        guard case let .symbol(id, point, _) = operations[1] else { return XCTFail("\(operations[1])") }
        XCTAssertEqual(id, AnyHashable("label"))
        XCTAssertEqual(point, CGPoint(x: 20, y: 10))
    }

    func testHostedSymbolsKeepState() throws {
        let hosted = ViewHosting.host(view: Badge())
        try hosted.inspect().find(button: "Count 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Count 1"))
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().canvas()) { error in
            XCTAssertEqual("\(error)", "canvas(): expected Canvas, found Text")
        }
        XCTAssertThrowsError(try Canvas { _, _ in }.inspect().canvas().symbolsView().text()) { error in
            XCTAssertEqual("\(error)", "canvas().symbolsView().text(): expected Text, found EmptyView")
        }
    }
}
