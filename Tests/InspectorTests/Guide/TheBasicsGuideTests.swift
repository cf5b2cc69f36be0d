import Inspector
import ViewTree
import XCTest

// "The Basics" of guide-v4.md / guide-v3.md, with only the imports swapped.

private struct ContentView: View {
    var body: some View {
        Text("Hello, world!")
    }
}

extension ContentView: Inspectable {}

private struct MyView: View {
    var body: some View {
        HStack {
            Text("Hi")
            AnyView(OtherView())
        }
    }
}

private struct OtherView: View {
    var body: some View {
        Text("Ok")
    }
}

final class TheBasicsGuideTests: XCTestCase {
    func testStringValue() throws {
        let sut = ContentView()
        let value = try sut.inspect().text().string()
        XCTAssertEqual(value, "Hello, world!")
    }

    func testChainToOtherViewText() throws {
        let view = MyView()
        let text = try view.inspect().hStack().anyView(1).view(OtherView.self).text()
        XCTAssertEqual(try text.string(), "Ok")
        XCTAssertEqual(text.pathToRoot, "view(MyView.self).hStack().anyView(1).view(OtherView.self).text()")
    }

    func testIntermediateResults() throws {
        let view = MyView()
        let hStack = try view.inspect().hStack()
        let hiText = try hStack.text(0)
        let okText = try hStack.anyView(1).view(OtherView.self).text()
        XCTAssertEqual(try hiText.string(), "Hi")
        XCTAssertEqual(try okText.string(), "Ok")
    }

    func testSubscriptAndCollection() throws {
        let hStack = try MyView().inspect().hStack()
        XCTAssertEqual(try hStack[1].anyView().view(OtherView.self).text().string(), "Ok")
        XCTAssertEqual(hStack.count, 2)
        XCTAssertEqual(hStack.map { $0.pathToRoot }, ["view(MyView.self).hStack().text(0)", "view(MyView.self).hStack().anyView(1)"])
        XCTAssertNotNil(hStack.first(where: { (try? $0.text().string()) == "Hi" }))
    }
}
