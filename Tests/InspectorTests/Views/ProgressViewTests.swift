import Foundation
import Inspector
import ViewTree
import XCTest

private struct Download: View {
    @State var received = 2.0
    var body: some View {
        VStack {
            ProgressView(value: received, total: 8) {
                Text("Download")
            } currentValueLabel: {
                Text("\(Int(received)) of 8 MB")
            }
            Button("More") { received += 2 }
        }
    }
}

final class ProgressViewTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testIndeterminateForms() throws {
        XCTAssertNil(try ProgressView().inspect().progressView().fractionCompleted())
        XCTAssertNoThrow(try ProgressView().inspect().progressView().labelView().emptyView())
        XCTAssertNoThrow(try ProgressView().inspect().progressView().currentValueLabelView().emptyView())
        let titled = try ProgressView("Loading").inspect().progressView()
        XCTAssertNil(try titled.fractionCompleted())
        XCTAssertEqual(try titled.labelView().text().string(), "Loading")
        XCTAssertEqual(try titled.labelView().text().pathToRoot, "progressView().labelView().text()")
        let title = "Loading"
        XCTAssertEqual(try ProgressView(title).inspect().progressView().labelView().text().string(), "Loading")
        let built = try ProgressView { Label("Syncing", systemImage: "arrow.2.circlepath") }.inspect().progressView()
        XCTAssertEqual(try built.labelView().label().title().text().string(), "Syncing")
        XCTAssertNil(try ProgressView(value: Double?.none).inspect().progressView().fractionCompleted())
    }

    func testDeterminateForms() throws {
        XCTAssertEqual(try ProgressView(value: 0.25).inspect().progressView().fractionCompleted(), 0.25)
        XCTAssertEqual(try ProgressView(value: 3, total: 4).inspect().progressView().fractionCompleted(), 0.75)
        XCTAssertEqual(try ProgressView(value: Float(1), total: 4).inspect().progressView().fractionCompleted(), 0.25)
        let titled = try ProgressView("Copying", value: 5, total: 10).inspect().progressView()
        XCTAssertEqual(try titled.fractionCompleted(), 0.5)
        XCTAssertEqual(try titled.labelView().text().string(), "Copying")
        let title = "Copying"
        XCTAssertEqual(try ProgressView(title, value: 1, total: 10).inspect().progressView().fractionCompleted(), 0.1)
        let labeled = try ProgressView(value: 0.5) { Text("Half") }.inspect().progressView()
        XCTAssertEqual(try labeled.labelView().text().string(), "Half")
        XCTAssertNoThrow(try labeled.currentValueLabelView().emptyView())
    }

    func testLabelAndCurrentValueLabel() throws {
        let sut = try Download().inspect().vStack().progressView(0)
        XCTAssertEqual(try sut.fractionCompleted(), 0.25)
        XCTAssertEqual(try sut.labelView().text().string(), "Download")
        XCTAssertEqual(try sut.currentValueLabelView().text().string(), "2 of 8 MB")
        XCTAssertEqual(
            try sut.currentValueLabelView().text().pathToRoot,
            "view(Download.self).vStack().progressView(0).currentValueLabelView().text()")
    }

    func testValuesOutsideTheTotalAreClamped() throws {
        XCTAssertEqual(try ProgressView(value: 12, total: 10).inspect().progressView().fractionCompleted(), 1)
        XCTAssertEqual(try ProgressView(value: -1, total: 10).inspect().progressView().fractionCompleted(), 0)
        XCTAssertEqual(try ProgressView(value: 0, total: 0).inspect().progressView().fractionCompleted(), 0)
    }

    func testAFoundationProgressIsReadLive() throws {
        let progress = Progress(totalUnitCount: 4)
        let sut = ProgressView(progress)
        XCTAssertEqual(try sut.inspect().progressView().fractionCompleted(), 0)
        progress.completedUnitCount = 3
        XCTAssertEqual(try sut.inspect().progressView().fractionCompleted(), 0.75)
        XCTAssertTrue(try sut.inspect().progressView().progress() === progress)
        XCTAssertNil(try ProgressView(Progress(totalUnitCount: -1)).inspect().progressView().fractionCompleted())
    }

    func testProgressOfAViewMadeFromAValueThrows() throws {
        XCTAssertThrowsError(try ProgressView(value: 0.5).inspect().progressView().progress()) { error in
            XCTAssertEqual(
                "\(error)",
                "progressView().progress(): ProgressView's progress cannot be read: it was made from a value, not from a"
                    + " Foundation Progress")
        }
        XCTAssertThrowsError(try Text("a").inspect().progressView()) { error in
            XCTAssertEqual("\(error)", "progressView(): expected ProgressView, found Text")
        }
    }

    func testHostedProgressFollowsState() throws {
        let hosted = ViewHosting.host(view: Download())
        try hosted.inspect().find(button: "More").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ProgressView.self).fractionCompleted(), 0.5)
        XCTAssertNoThrow(try hosted.inspect().find(text: "4 of 8 MB"))
    }

    func testSearchAndDump() throws {
        let sut = try Download().inspect()
        XCTAssertEqual(try sut.find(text: "Download").pathToRoot, "view(Download.self).vStack().progressView(0).labelView().text()")
        XCTAssertEqual(try sut.find(text: "2 of 8 MB").parent().progressView().fractionCompleted(), 0.25)
        XCTAssertEqual(try ProgressView(value: 0.5).inspect().treeDump(), """
            progressView() fractionCompleted: 0.5
              labelView().emptyView()
              currentValueLabelView().emptyView()
            """)
        XCTAssertTrue(try ProgressView().inspect().treeDump().hasPrefix("progressView() indeterminate"))
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Download(), types: ["Download": ViewToken<Download>()])
    }
}
