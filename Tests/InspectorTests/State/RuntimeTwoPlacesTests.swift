import Foundation
import Inspector
import ViewTree
import XCTest

// A view value placed in two places has two states, as in SwiftUI.

private struct Row: View {
    @State private var taps = 0
    var body: some View {
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct TwiceTheSameRow: View {
    let row = Row()
    var body: some View {
        VStack {
            row
            row
        }
    }
}

private struct Tally: ViewModifier {
    @State private var count = 0
    func body(content: Content) -> some View {
        HStack {
            content
            Button("count \(count)") { count += 1 }
        }
    }
}

/// A modifier applied to a block applies to each of its views: each keeps its own state.
private struct Pair: View {
    var body: some View {
        VStack {
            pair.modifier(Tally())
        }
    }

    @ViewBuilder private var pair: some View {
        Text("a")
        Text("b")
    }
}

private struct Appearing: View {
    @State private var appearances = 0
    var body: some View {
        Button("appeared \(appearances)") {}
            .onAppear { appearances += 1 }
    }
}

private struct TwiceTheSameAppearing: View {
    let view = Appearing()
    var body: some View {
        VStack {
            view
            view
        }
    }
}

final class RuntimeTwoPlacesTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func titles(_ hosted: HostedView) throws -> [String] {
        try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
    }

    func testOneRowValuePlacedTwiceKeepsTwoStates() throws {
        let hosted = ViewHosting.host(view: TwiceTheSameRow())
        // Both places are inspected before the first one's button is tapped.
        let stack = try hosted.inspect().vStack()
        let first = try stack.view(Row.self, 0).button()
        _ = try stack.view(Row.self, 1).button()
        try first.tap()
        XCTAssertEqual(try titles(hosted), ["taps 1", "taps 0"])
        try hosted.inspect().vStack().view(Row.self, 1).button().tap()
        try hosted.inspect().vStack().view(Row.self, 1).button().tap()
        XCTAssertEqual(try titles(hosted), ["taps 1", "taps 2"])
    }

    func testAStatefulModifierAppliedToABlockKeepsAStatePerView() throws {
        let hosted = ViewHosting.host(view: Pair())
        XCTAssertEqual(try titles(hosted), ["count 0", "count 0"])
        try hosted.inspect().find(ViewType.Button.self).tap()
        XCTAssertEqual(try titles(hosted), ["count 1", "count 0"])
    }

    func testEachPlacesCallbacksWriteItsOwnState() throws {
        let hosted = ViewHosting.host(view: TwiceTheSameAppearing())
        hosted.update()
        XCTAssertEqual(try titles(hosted), ["appeared 1", "appeared 1"])
    }
}

private struct FontLabel: View {
    @Environment(\.font) private var font
    let log: FontLog
    var body: some View {
        Button(font.map { "\($0)" } ?? "none") { log.fonts.append(font.map { "\($0)" } ?? "none") }
    }
}

private final class FontLog: @unchecked Sendable {
    var fonts: [String] = []
}

private struct TwiceTheSameLabel: View {
    let label: FontLabel
    var body: some View {
        VStack {
            label.font(.title)
            label.font(.caption)
        }
    }
}

final class RuntimeTwoPlacesEnvironmentTests: XCTestCase {
    func testEachPlaceReadsItsOwnEnvironment() throws {
        let log = FontLog()
        let hosted = ViewHosting.host(view: TwiceTheSameLabel(label: FontLabel(log: log)))
        defer { hosted.expel() }
        let stack = try hosted.inspect().vStack()
        let first = try stack.view(FontLabel.self, 0).button()
        let second = try stack.view(FontLabel.self, 1).button()
        try first.tap()
        try second.tap()
        XCTAssertEqual(log.fonts, [Font.title.description, Font.caption.description])
    }
}

private final class Clicks: ObservableObject {
    @Published var count = 0
}

private struct ClickRow: View {
    @StateObject private var clicks = Clicks()
    var body: some View {
        Button("clicks \(clicks.count)") { clicks.count += 1 }
    }
}

private struct TwiceTheSameClickRow: View {
    let row = ClickRow()
    var body: some View {
        VStack {
            row
            row
        }
    }
}

final class RuntimeTwoPlacesObjectTests: XCTestCase {
    func testEachPlaceHasAStateObjectOfItsOwn() throws {
        let hosted = ViewHosting.host(view: TwiceTheSameClickRow())
        defer { hosted.expel() }
        let stack = try hosted.inspect().vStack()
        let first = try stack.view(ClickRow.self, 0).button()
        _ = try stack.view(ClickRow.self, 1).button()
        try first.tap()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["clicks 1", "clicks 0"])
    }
}
