import Inspector
@testable import Swift5Fixtures
import XCTest

// ViewInspector-style tests in the Swift 5 language mode, against app code written in it: the
// part of the suite that checks a Swift 5 test target builds and passes unchanged but for its
// imports. (`import Inspector` brings ViewTree with it.)

extension Inspection: InspectionEmissary {}
extension TodoScreen: Inspectable {}
extension GreetingView: Inspectable {}

final class TodoScreenTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTypingAndAddingAnItem() throws {
        let store = TodoStore()
        let sut = TodoScreen(store: store)
        try sut.inspect().find(ViewType.TextField.self).setInput("Milk")
        try sut.inspect().find(button: "Add").tap()
        XCTAssertEqual(store.items, ["Milk"])
        XCTAssertEqual(try sut.inspect().actualView().store.items, ["Milk"])
    }

    func testTheAddButtonIsDisabledWhileTheDraftIsEmpty() throws {
        let sut = TodoScreen(store: TodoStore())
        XCTAssertTrue(try sut.inspect().find(button: "Add").isDisabled())
        XCTAssertThrowsError(try sut.inspect().find(button: "Add").tap())
    }

    func testTheInspectionEmissaryInspectsTheHostedView() throws {
        let store = TodoStore()
        let sut = TodoScreen(store: store)
        let exp = sut.inspection.inspect { view in
            try view.find(ViewType.TextField.self).setInput("Eggs")
            try view.find(button: "Add").tap()
            XCTAssertEqual(try view.actualView().store.items.contains("Eggs"), true)
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 2)
    }

    func testAMainQueueUpdateShowsOnceItRan() throws {
        let store = TodoStore()
        let hosted = ViewHosting.host(view: TodoScreen(store: store))
        // `onAppear` runs on the main queue, and the store loads on a later turn of it.
        let exp = expectation(description: "loaded")
        DispatchQueue.main.async { DispatchQueue.main.async { exp.fulfill() } }
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(try hosted.inspect().find(text: "Loaded").string(), "Loaded")
        XCTAssertEqual(try hosted.inspect().actualView().store.items, ["Loaded"])
    }
}

final class GreetingViewTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testDidAppearWithAnEnvironmentObject() throws {
        var sut = GreetingView()
        let settings = GreetingSettings()
        let exp = sut.on(\.didAppear) { view in
            XCTAssertEqual(try view.find(text: "Hello, World!").string(), "Hello, World!")
            try view.find(button: "Rename").tap()
            XCTAssertEqual(settings.name, "Swift 5")
            try view.find(button: "Tap").tap()
            XCTAssertEqual(try view.find(ViewType.Text.self, where: { try $0.string().hasPrefix("Taps") }).string(), "Taps: 1")
        }
        ViewHosting.host(view: sut.environmentObject(settings))
        wait(for: [exp], timeout: 2)
    }

    func testActualViewWithoutItsEnvironmentObject() throws {
        let view = try GreetingView(taps: 3).inspect().actualView()
        XCTAssertEqual(view.taps, 3)
        XCTAssertThrowsError(try GreetingView().inspect().find(text: "Hello, World!"))
    }
}

final class Swift5PreviewTests: XCTestCase {
    func testAPreviewAndAnEntryWrittenInSwift5() throws {
        let preview = try Previews.named("Swift 5 greeting")
        XCTAssertEqual(try preview.inspect().find(text: "Hello, World!").string(), "Hello, World!")
        XCTAssertEqual(EnvironmentValues().greetingSuffix, "!")
    }
}
