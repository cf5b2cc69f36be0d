import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// A progress view style that shows the percentage done.
struct PercentProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            configuration.currentValueLabel
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

/// A progress view style whose body holds a view with state of its own.
private struct DetailProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Detail(configuration: configuration)
    }

    struct Detail: View {
        let configuration: ProgressViewStyleConfiguration
        @State var showsDetail = false

        var body: some View {
            VStack {
                configuration.label
                Text(showsDetail ? "Detail" : "Show detail").onTapGesture { showsDetail = true }
            }
        }
    }
}

final class ProgressViewStyleTests: XCTestCase {
    func testBuiltInStyles() throws {
        let styles: [(any ProgressViewStyle, Any.Type, String)] = [
            (.automatic, DefaultProgressViewStyle.self, ".automatic"), (.linear, LinearProgressViewStyle.self, ".linear"),
            (.circular, CircularProgressViewStyle.self, ".circular"),
        ]
        for (style, type, description) in styles {
            XCTAssertTrue(Swift.type(of: style) == type)
            XCTAssertEqual(String(describing: style), description)
            let sut = ProgressView("Loading", value: 0.5).progressViewStyle(style)
            XCTAssertTrue(Swift.type(of: try sut.inspect().progressView().progressViewStyle()) == type)
            XCTAssertEqual(try sut.inspect().find(text: "Loading").pathToRoot, "progressView().labelView().text()")
            XCTAssertNoThrow(try style.inspect(fractionCompleted: 0.5).vStack().styleConfigurationCurrentValueLabel(1))
        }
        XCTAssertEqual(LinearProgressViewStyle(), .linear)
        XCTAssertThrowsError(try ProgressView().inspect().progressViewStyle(), "none set")
    }

    func testAStyleFlowsToEveryDescendantAndTheInnermostWins() throws {
        let sut = VStack {
            ProgressView()
            Group { ProgressView() }.progressViewStyle(.circular)
        }
        .progressViewStyle(.linear)
        XCTAssertTrue(try sut.inspect().vStack().progressView(0).progressViewStyle() is LinearProgressViewStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).progressView(0).progressViewStyle() is CircularProgressViewStyle)
    }

    func testAStyledProgressViewIsDrawnByItsStylesBody() throws {
        let sut = ProgressView(value: 3, total: 4) { Text("Tasks") } currentValueLabel: { Text("3 of 4") }
            .progressViewStyle(PercentProgressViewStyle())
        let body = try sut.inspect().progressView().styleBody().hStack()
        XCTAssertEqual(try body.styleConfigurationLabel(0).text().string(), "Tasks")
        XCTAssertEqual(try body.styleConfigurationCurrentValueLabel(1).text().string(), "3 of 4")
        XCTAssertEqual(try body.text(2).string(), "75%")
        XCTAssertEqual(try sut.inspect().progressView().labelView().text().string(), "Tasks")
    }

    func testTheConfigurationOfAProgressView() throws {
        // Without a label the configuration's label is nil: nothing is drawn in its place.
        let unlabelled = ProgressView(value: 2, total: 8).progressViewStyle(PercentProgressViewStyle())
        XCTAssertEqual(try unlabelled.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["25%"])
        let body = try unlabelled.inspect().progressView().styleBody().hStack()
        XCTAssertThrowsError(try body.styleConfigurationLabel(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "progressView().styleBody().hStack().styleConfigurationLabel(0): expected StyleConfiguration.Label,"
                    + " found nothing: the `if` here (Optional<ProgressViewStyleConfiguration.Label>) shows no view,"
                    + " as its condition does not hold; it keeps its index so that the views after it keep theirs")
        }
        // Indeterminate: no fraction.
        let indeterminate = ProgressView("Loading").progressViewStyle(PercentProgressViewStyle())
        XCTAssertNoThrow(try indeterminate.inspect().find(text: "0%"))
        // Clamped, as the view's fractionCompleted().
        let over = ProgressView(value: 12, total: 10).progressViewStyle(PercentProgressViewStyle())
        XCTAssertNoThrow(try over.inspect().find(text: "100%"))
        // A Foundation Progress is read when the body is made.
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 4
        let live = ProgressView(progress).progressViewStyle(PercentProgressViewStyle())
        XCTAssertNoThrow(try live.inspect().find(text: "40%"))
        progress.completedUnitCount = 6
        XCTAssertNoThrow(try live.inspect().find(text: "60%"))
    }

    func testSearchAndPaths() throws {
        let sut = VStack {
            ProgressView("Upload", value: 0.5)
            ProgressView(value: 0.1) { Text("Sync") } currentValueLabel: { Text("1 of 10") }
        }
        .progressViewStyle(PercentProgressViewStyle())
        XCTAssertEqual(
            try sut.inspect().find(text: "1 of 10").pathToRoot,
            "vStack().progressView(1).styleBody().hStack().styleConfigurationCurrentValueLabel(1).text()")
        XCTAssertEqual(
            try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() },
            ["Upload", "50%", "Sync", "1 of 10", "10%"])
        try assertEveryPathIsAChain(of: sut)
    }

    /// A nil `configuration.currentValueLabel` keeps its place in the body, as an `if` that
    /// shows nothing: the badge is `text(2)`.
    func testTheTreeDumpShowsTheStyle() throws {
        let sut = ProgressView("Upload", value: 0.5).progressViewStyle(PercentProgressViewStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            progressView() fractionCompleted: 0.5 .progressViewStyle(PercentProgressViewStyle())
              styleBody() style: PercentProgressViewStyle()
                hStack() .progressViewStyle(.automatic)
                  styleConfigurationLabel(0)
                    text() "Upload"
                  [1] (an `if` that shows nothing)
                  text(2) "50%"
            """)
    }

    func testHostedStateInAStylesBody() throws {
        let hosted = ViewHosting.host(view: ProgressView("Upload").progressViewStyle(DetailProgressViewStyle()))
        defer { ViewHosting.expel() }
        try hosted.inspect().find(text: "Show detail").callOnTapGesture()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Detail"))
        XCTAssertEqual(try hosted.inspect().find(DetailProgressViewStyle.Detail.self).actualView().showsDetail, true)
    }

    func testErrors() throws {
        let sut = ProgressView().progressViewStyle(.circular)
        XCTAssertThrowsError(try sut.inspect().progressView().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "progressView().styleBody(): ProgressView's styleBody() cannot be read: its style, .circular, is"
                    + " built in: it has no body of its own")
        }
        XCTAssertThrowsError(try Text("a").inspect().styleConfigurationCurrentValueLabel()) { error in
            XCTAssertEqual(
                "\(error)",
                "styleConfigurationCurrentValueLabel(): expected StyleConfiguration.CurrentValueLabel, found Text;"
                    + " configuration views are only in a style's makeBody: inspect a style with its inspect() (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as button().styleBody()")
        }
    }
}

private struct DimmedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).opacity(0.5)
    }
}

final class ProgressViewFromConfigurationTests: XCTestCase {
    func testAProgressViewMadeFromTheConfiguration() throws {
        let sut = ProgressView("Upload", value: 1, total: 4).progressViewStyle(DimmedProgressViewStyle())
        let inner = try sut.inspect().progressView().styleBody().progressView()
        XCTAssertEqual(try inner.fractionCompleted(), 0.25)
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Upload")
        XCTAssertTrue(try inner.progressViewStyle() is DefaultProgressViewStyle)
        XCTAssertNil(try DimmedProgressViewStyle().inspect(fractionCompleted: nil).progressView().fractionCompleted())
        try assertEveryPathIsAChain(of: sut)
    }
}
