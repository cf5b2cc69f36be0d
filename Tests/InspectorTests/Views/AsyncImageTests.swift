import Foundation
import Inspector
import ViewTree
import XCTest

private struct LoadFailed: Error, CustomStringConvertible {
    var description: String { "offline" }
}

private struct Avatar: View {
    let url = URL(string: "https://example.com/a.png")
    var body: some View {
        VStack {
            AsyncImage(url: url, scale: 2) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if let error = phase.error {
                    Text("Failed: \(error)")
                } else {
                    ProgressView()
                }
            }
        }
    }
}

private struct Retry: View {
    @State var tries = 0
    var body: some View {
        Button("Retry \(tries)") { tries += 1 }
    }
}

final class AsyncImageTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testThePlaceholderKeepsItsStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: AsyncImage(url: nil) { $0 } placeholder: { Retry() })
        try hosted.inspect().find(button: "Retry 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Retry 1"))
        XCTAssertEqual(try hosted.inspect().find(button: "Retry 1").pathToRoot, "asyncImage().view(Retry.self).button()")
    }

    private let url = URL(string: "https://example.com/a.png")

    func testURLAlone() throws {
        let image = try AsyncImage(url: url).inspect().asyncImage()
        XCTAssertEqual(try image.url(), url)
        XCTAssertEqual(try image.scale(), 1)
        XCTAssertEqual(try image.contentView(.success(Image("photo"))).image().actualImage(), Image("photo"))
        XCTAssertThrowsError(try image.contentView(.empty)) { error in
            XCTAssertEqual(
                "\(error)",
                "asyncImage().contentView(.empty): AsyncImage's view for .empty cannot be read: it was made with url: alone,"
                    + " which shows its image once loaded and no view before")
        }
        XCTAssertThrowsError(try AsyncImage(url: nil, scale: 3).inspect().asyncImage().image()) { error in
            XCTAssertEqual("\(error)", "asyncImage().image(): expected Image, found EmptyView")
        }
        XCTAssertNil(try AsyncImage(url: nil, scale: 3).inspect().asyncImage().url())
        XCTAssertEqual(try AsyncImage(url: nil, scale: 3).inspect().asyncImage().scale(), 3)
    }

    func testContentAndPlaceholder() throws {
        let sut = AsyncImage(url: url, scale: 2) { image in image.resizable() } placeholder: { Text("Loading") }
        let image = try sut.inspect().asyncImage()
        XCTAssertEqual(try image.text().string(), "Loading", "nothing loads: the placeholder shows")
        XCTAssertEqual(try image.text().pathToRoot, "asyncImage().text()")
        XCTAssertEqual(try image.contentView(.empty).text().string(), "Loading")
        XCTAssertEqual(try image.contentView(.empty).text().pathToRoot, "asyncImage().contentView(.empty)")
        let loaded = try image.contentView(.success(Image("photo"))).image()
        XCTAssertTrue(try loaded.actualImage().isResizable())
        XCTAssertEqual(try image.contentView(.success(Image("photo"))).image().pathToRoot, "asyncImage().contentView(.success())")
        XCTAssertEqual(try image.contentView(.failure(LoadFailed())).text().string(), "Loading")
        XCTAssertEqual(try image.scale(), 2)
    }

    func testPhaseClosure() throws {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        let sut = AsyncImage(url: url, transaction: transaction) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Waiting") }
        }
        let image = try sut.inspect().asyncImage()
        XCTAssertTrue(try image.transaction().disablesAnimations)
        XCTAssertEqual(try image.contentView(.empty).text().string(), "Waiting")
        XCTAssertEqual(try image.contentView(.failure(LoadFailed())).text().string(), "Failed")
        XCTAssertEqual(try image.contentView(.success(Image("a"))).image().actualImage(), Image("a"))
        XCTAssertEqual(try image.contentView(.success(Image("b"))).image().actualImage(), Image("b"), "each image is built anew")
        XCTAssertFalse(try AsyncImage(url: url).inspect().asyncImage().transaction().disablesAnimations)
    }

    func testPhaseValues() {
        XCTAssertNil(AsyncImagePhase.empty.image)
        XCTAssertNil(AsyncImagePhase.empty.error)
        XCTAssertEqual(AsyncImagePhase.success(Image("a")).image, Image("a"))
        XCTAssertEqual("\(AsyncImagePhase.failure(LoadFailed()).error!)", "offline")
    }

    func testSearchAndPathToRoot() throws {
        let sut = Avatar()
        XCTAssertEqual(
            try sut.inspect().find(ViewType.ProgressView.self).pathToRoot, "view(Avatar.self).vStack().asyncImage(0).progressView()")
        XCTAssertNoThrow(try sut.inspect().view(Avatar.self).vStack().asyncImage(0).progressView())
        let image = try sut.inspect().find(ViewType.AsyncImage.self)
        XCTAssertEqual(image.pathToRoot, "view(Avatar.self).vStack().asyncImage(0)")
        XCTAssertEqual(try image.url(), url)
        XCTAssertEqual(try image.contentView(.failure(LoadFailed())).text().string(), "Failed: offline")
        XCTAssertThrowsError(try sut.inspect().find(text: "Failed: offline"), "the other phases are not searched")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().asyncImage()) { error in
            XCTAssertEqual("\(error)", "asyncImage(): expected AsyncImage, found Text")
        }
        let image = try AsyncImage(url: url) { Text("\($0.image == nil)") }.inspect().asyncImage()
        XCTAssertThrowsError(try image.contentView(.empty).image()) { error in
            XCTAssertEqual("\(error)", "asyncImage().contentView(.empty).image(): expected Image, found Text")
        }
    }
}
