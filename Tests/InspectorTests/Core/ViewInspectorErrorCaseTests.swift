import Inspector
import XCTest

private final class Store: ObservableObject {}

private struct NeedsStore: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("store") }
}

/// ViewInspector's `InspectionError` cases, made and compared as its users' tests do.
final class ViewInspectorErrorCaseTests: XCTestCase {
    private func thrown(_ expression: () throws -> Any) -> InspectionError? {
        do {
            _ = try expression()
            XCTFail("expected an error")
            return nil
        } catch {
            return error as? InspectionError
        }
    }

    func testAnIndexOutOfBounds() {
        let error = thrown { try HStack { Text("a"); Text("b") }.inspect().hStack().text(5) }
        XCTAssertEqual(error, .viewIndexOutOfBounds(index: 5, count: 2))
        XCTAssertNotEqual(error, .viewIndexOutOfBounds(index: 5, count: 3))
        XCTAssertNotEqual(error, .typeMismatch(factual: "Text", expected: "Image"))
    }

    func testATypeMismatch() {
        let error = thrown { try HStack { Text("a") }.inspect().hStack().image(0) }
        XCTAssertEqual(error, .typeMismatch(factual: "Text", expected: "Image"))
        XCTAssertNotEqual(error, .typeMismatch(factual: "Text", expected: "Button"))
    }

    func testAViewThatIsNotThere() {
        XCTAssertEqual(thrown { try Text("a").inspect().find(text: "b") }, .viewNotFound(parent: "Text"))
        XCTAssertEqual(thrown { try Text("a").inspect().find(.text("a"), skipFound: 2) }, .searchFailure(skipped: 2, blockers: []))
        XCTAssertEqual(thrown { try Text("a").inspect().find(text: "b") }, .searchFailure(skipped: 0, blockers: []))
    }

    func testAViewNotFoundIsNotAnyAttributeThatCannotBeRead() {
        let unpresented = thrown { try Text("a").sheet(isPresented: .constant(false)) { Text("b") }.inspect().text().sheet() }
        XCTAssertEqual(unpresented, .viewNotFound(parent: "Sheet"))
        let noWidth = thrown { try Text("a").frame(height: 5).inspect().text().fixedWidth() }
        XCTAssertNotEqual(noWidth, .viewNotFound(parent: "Text"))
    }

    func testNoParent() {
        XCTAssertEqual(thrown { try Text("a").inspect().parent() }, .parentViewNotFound(view: "Text"))
    }

    func testAModifierThatIsNotThere() {
        let error = thrown { try Text("a").inspect().text().padding() }
        XCTAssertEqual(error, .modifierNotFound(parent: "Text", modifier: "padding", index: 0))
        XCTAssertNotEqual(error, .modifierNotFound(parent: "Text", modifier: "opacity", index: 0))
        XCTAssertEqual(thrown { try Text("a").inspect().text().callOnAppear() }, .callbackNotFound(parent: "Text", callback: "onAppear"))
    }

    func testAMissingEnvironmentObject() {
        let error = thrown { try NeedsStore().inspect().find(text: "store") }
        XCTAssertEqual(error, .missingEnvironmentObjects(view: "NeedsStore", objects: ["Store"]))
        XCTAssertNotEqual(error, .missingEnvironmentObjects(view: "NeedsStore", objects: ["Other"]))
    }

    func testAnUnresponsiveControl() {
        let error = thrown { try Button("Go") {}.disabled(true).inspect().button().tap() }
        XCTAssertEqual(error, .unresponsiveControl(name: "Button", reason: "it is disabled"))
        XCTAssertNotEqual(error, .unresponsiveControl(name: "Toggle", reason: "it is disabled"))
    }

    func testCasesCompareWithEachOtherAndReadAsErrors() {
        XCTAssertEqual(InspectionError.notSupported("x"), .notSupported("x"))
        XCTAssertNotEqual(InspectionError.notSupported("x"), .textAttribute("x"))
        XCTAssertEqual("\(InspectionError.viewIndexOutOfBounds(index: 5, count: 2))",
                       "index 5 is out of range: the view has 2 child views (valid indices: 0...1)")
        XCTAssertEqual(InspectionError.inspection(path: "hStack()", factual: "Text", expected: "Image").path, "hStack()")
    }
}

/// The example of Docs/Reference.md, "Errors", as written there.
final class ViewInspectorErrorCaseDocTests: XCTestCase {
    func testTheReferencesExample() {
        XCTAssertThrowsError(try HStack { Text("a"); Text("b") }.inspect().hStack().text(5)) { error in
            XCTAssertEqual(error as? InspectionError, .viewIndexOutOfBounds(index: 5, count: 2))
        }
    }
}
