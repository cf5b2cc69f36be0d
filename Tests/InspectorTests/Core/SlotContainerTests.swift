import Inspector
import XCTest

/// A view's slots (a label's title, a section's header, an alert's message…) are containers of
/// the views the slot's builder made, as in ViewInspector: indexed calls reach those views, and
/// so do calls without an index when there is one.
final class SlotContainerTests: XCTestCase {
    func testSlotsAreIndexable() throws {
        let label = try Label { VStack { Text("a"); Text("b") } } icon: { Image(systemName: "x") }.inspect().label()
        XCTAssertEqual(try label.title().vStack(0).text(1).string(), "b")
        XCTAssertEqual(try label.title().vStack().pathToRoot, try label.title().vStack(0).pathToRoot)
        XCTAssertEqual(try label.icon().image(0).actualImage().name(), "x")
        let section = try Section { Text("c") } header: { Text("h") } footer: { Text("f") }.inspect().section()
        XCTAssertEqual(try section.header().text(0).string(), "h")
        XCTAssertEqual(try section.footer().text(0).string(), "f")
        let progress = try ProgressView(value: 0.5) { Text("l") } currentValueLabel: { Text("c") }.inspect().progressView()
        XCTAssertEqual(try progress.labelView().text(0).string(), "l")
        XCTAssertEqual(try progress.currentValueLabelView().text(0).string(), "c")
        let alert = try Text("x").alert("T", isPresented: .constant(true)) { Button("OK") {} } message: { Text("m") }
            .inspect().text().alert()
        XCTAssertEqual(try alert.message().text(0).string(), "m")
    }

    func testALegacyAlertButtonsLabelIsItsText() throws {
        let sut = EmptyView().alert(isPresented: .constant(true)) {
            Alert(title: Text("Sure?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
        let alert = try sut.inspect().emptyView().alert()
        XCTAssertEqual(try alert.primaryButton().labelView().string(), "Delete")
        XCTAssertEqual(try alert.primaryButton().style(), .destructive)
        XCTAssertEqual(try alert.secondaryButton().style(), .cancel)
    }

    func testAnAlertButtonWithAnotherLabelSaysWhereToReachIt() throws {
        let sut = EmptyView().alert("T", isPresented: .constant(true)) {
            Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
        }
        let alert = try sut.inspect().emptyView().alert()
        XCTAssertThrowsError(try alert.actionButtons()[0].labelView()) { error in
            XCTAssertTrue("\(error)".hasSuffix(
                "expected Text, found Label; an alert button's labelView() is its Text; for another label use actions().button(i).labelView()"),
                "\(error)")
        }
        XCTAssertEqual(try alert.actions().button(0).labelView().label().title().text().string(), "Share")
    }

    func testAContentUnavailableViewsActionsAsViewInspectorNamesThem() throws {
        let sut = try ContentUnavailableView { Text("t") } description: { Text("d") } actions: { Button("Retry") {} }
            .inspect().contentUnavailableView()
        XCTAssertEqual(try sut.actions().button(0).labelView().text().string(), "Retry")
        XCTAssertEqual(try sut.actions().pathToRoot, try sut.actionsView().pathToRoot)
    }
}
