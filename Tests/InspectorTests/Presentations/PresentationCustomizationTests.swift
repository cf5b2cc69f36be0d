@testable import Inspector
import ViewTree
import XCTest

private struct LockedForm: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Save") { dismiss() }
    }
}

final class PresentationCustomizationTests: XCTestCase {
    private func explanation<T>(_ expression: @autoclosure () throws -> T) -> String? {
        do {
            _ = try expression()
            return nil
        } catch {
            return (error as? InspectionError)?.reason.explanation
        }
    }

    func testDetentsAndSelection() throws {
        let detent = Binding(wrappedValue: PresentationDetent.medium)
        let sut = Text("Fruits").sheet(isPresented: .constant(true)) {
            Text("List")
                .presentationDetents([.medium, .large, .height(200), .fraction(0.3)], selection: detent)
                .presentationDragIndicator(.visible)
        }
        let sheet = try sut.inspect().text().sheet()
        XCTAssertEqual(try sheet.presentationDetents(), [.medium, .large, .height(200), .fraction(0.3)])
        XCTAssertEqual(try sheet.text().presentationDetents().count, 4)
        XCTAssertEqual(try sheet.presentationDetentSelection(), .medium)
        try sheet.selectPresentationDetent(.large)
        XCTAssertEqual(detent.wrappedValue, .large)
        XCTAssertEqual(
            explanation(try sheet.selectPresentationDetent(.height(10))),
            ".height(10.0) is not one of the sheet's detents (.fraction(0.3), .height(200.0), .large, .medium)")
        XCTAssertEqual(try sheet.presentationDragIndicator(), .visible)
        XCTAssertEqual(
            explanation(try sheet.presentationCornerRadius()),
            "sheet has no .presentationCornerRadius; its content's modifiers: .presentationDetents,"
                + " .presentationDragIndicator")
        let plain = Text("a").presentationDetents([.medium])
        XCTAssertEqual(try plain.inspect().text().presentationDetents(), [.medium])
        XCTAssertEqual(
            explanation(try plain.inspect().text().presentationDetentSelection()),
            "Text has no .presentationDetents(_:selection:); its modifiers: .presentationDetents")
    }

    func testTheOtherCustomizations() throws {
        let sut = Text("a").sheet(isPresented: .constant(true)) {
            Text("Sheet")
                .presentationBackground(Color.red)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationCornerRadius(24)
                .presentationContentInteraction(.scrolls)
                .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
        }
        let sheet = try sut.inspect().text().sheet()
        XCTAssertEqual(try sheet.presentationBackground().color().value(), .red)
        XCTAssertEqual(try sheet.presentationBackgroundInteraction(), .enabled(upThrough: .medium))
        XCTAssertEqual(try sheet.presentationCornerRadius(), 24)
        XCTAssertEqual(try sheet.presentationContentInteraction(), .scrolls)
        XCTAssertEqual(try sheet.presentationCompactAdaptation().horizontal, .popover)
        XCTAssertEqual(try sheet.presentationCompactAdaptation().vertical, .sheet)
        XCTAssertFalse(try sheet.interactiveDismissDisabled())

        let view = Text("b").presentationBackground { Text("Behind") }.presentationCompactAdaptation(.none)
        XCTAssertEqual(try view.inspect().text().presentationBackground().text().string(), "Behind")
        XCTAssertEqual(try view.inspect().text().presentationCompactAdaptation().vertical, .none)
        let noRadius: CGFloat?? = try Text("c").presentationCornerRadius(nil).inspect().text().presentationCornerRadius()
        XCTAssertEqual(noRadius, .some(nil))
        let gradientLike = Text("d").presentationBackground(AnyShapeStyle(Color.blue))
        XCTAssertEqual(
            explanation(try gradientLike.inspect().text().presentationBackground()),
            "Text's presentationBackground cannot be read: it is a shape style that is not a view")
    }

    func testInteractiveDismissDisabledStopsDismissButNotTheEnvironmentAction() throws {
        let shown = Binding(wrappedValue: true)
        let sut = Text("a").sheet(isPresented: shown) {
            LockedForm().interactiveDismissDisabled()
        }
        XCTAssertTrue(try sut.inspect().text().sheet().interactiveDismissDisabled())
        XCTAssertEqual(
            explanation(try sut.inspect().text().sheet().dismiss()),
            "sheet cannot be dismissed by a swipe: its content has .interactiveDismissDisabled();"
                + " its @Environment(\\.dismiss) action still dismisses it")
        XCTAssertTrue(shown.wrappedValue)
        try sut.inspect().find(button: "Save").tap()
        XCTAssertFalse(shown.wrappedValue)
    }

    func testCustomizationsReadThroughAnInspector() throws {
        let shown = Binding(wrappedValue: true)
        let sut = Text("Animals").inspector(isPresented: shown) {
            Form {
                Section("Interview") {
                    Text("Name")
                }
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.hidden)
            .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        }
        let inspector = try sut.inspect().text().inspector()
        XCTAssertEqual(try inspector.presentationDetents(), [.medium, .large])
        XCTAssertEqual(try inspector.presentationDragIndicator(), .hidden)
        XCTAssertEqual(try inspector.form().presentationDetents(), [.medium, .large])
        XCTAssertEqual(try inspector.form().inspectorColumnWidth().ideal, 300)
        XCTAssertEqual(
            explanation(try inspector.presentationCornerRadius()),
            "inspector has no .presentationCornerRadius; its content's modifiers: .presentationDetents, .presentationDragIndicator, .inspectorColumnWidth")
        shown.wrappedValue = false
        XCTAssertEqual(
            explanation(try sut.inspect().text().inspector().presentationDetents()),
            "Text's inspector cannot be read: it is not presented (its isPresented binding is false)")
    }
}
