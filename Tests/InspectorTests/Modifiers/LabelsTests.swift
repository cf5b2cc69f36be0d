import Inspector
import ViewTree
import XCTest

final class LabelsTests: XCTestCase {
    func testLabelsHidden() throws {
        let sut = VStack {
            Toggle("Sound", isOn: .constant(true))
            Slider(value: .constant(0.5)) { Text("Volume") }.labelsHidden()
        }
        let stack = try sut.inspect().vStack()
        XCTAssertFalse(try stack.toggle(0).labelsHidden())
        XCTAssertTrue(try stack.slider(1).labelsHidden())
        XCTAssertTrue(try sut.labelsHidden().inspect().vStack().toggle(0).labelsHidden(), "inherited from an ancestor")
        // A hidden label still describes its control: it is inspected and searched.
        XCTAssertEqual(try stack.slider(1).labelView().text().string(), "Volume")
        XCTAssertEqual(try sut.inspect().find(text: "Volume").pathToRoot, "vStack().slider(1).labelView().text()")
        XCTAssertEqual(
            try stack.slider(1).treeDump().components(separatedBy: "\n").first, "vStack().slider(1) value: 0.5 .labelsHidden()")
    }
}
