import Inspector
import MacroClientApp
import XCTest

final class MacroClientTests: XCTestCase {
    func testThePreviewOfAnotherPackageIsFoundAndHosted() throws {
        let preview = try Previews.named("Counter by two")
        XCTAssertEqual(preview.fileID, "MacroClientApp/CounterView.swift")
        let hosted = try preview.host()
        defer { ViewHosting.expel() }
        XCTAssertEqual(try hosted.inspect().find(text: "Twos").string(), "Twos")
        try hosted.inspect().find(button: "Add 2").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "2").string(), "2")
    }

    func testEntriesDefaultOutsideThePreview() throws {
        XCTAssertEqual(try CounterView().inspect().find(ViewType.Button.self).labelView().text().string(), "Add 1")
        XCTAssertEqual(try CounterView().inspect().vStack().text(0).string(), "Counter")
    }
}
