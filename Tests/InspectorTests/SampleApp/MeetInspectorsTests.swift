import Foundation
import Inspector
@testable import MeetInspectors
import ViewTree
import XCTest

/// The "Meet Inspectors" sample app, tested as its authors would: pick a suspect in the table,
/// fill in the interview, hide the inspector, read the fruit nibble bulletin and close it.
final class MeetInspectorsTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func hostApp(store: AnimalStore = AnimalStore()) -> HostedView {
        ViewHosting.host(view: ContentView().environmentObject(store))
    }

    func testTheTableListsEverySuspect() throws {
        let table = try hostApp().inspect().find(ViewType.Table.self)
        XCTAssertEqual(try table.columnTitles(), ["Name", "Favorite Fruits", "Suspicion Level"])
        XCTAssertEqual(try table.rowCount(), 10)
        XCTAssertEqual(try table.row(0).cell(0).find(text: "Fabrizio Fish").string(), "Fabrizio Fish")
        XCTAssertEqual(try table.row(0).cell(2).find(text: "Unlikely").string(), "Unlikely")
        XCTAssertEqual(try table.selectedValue(String?.self), "Snail")
    }

    func testTheInspectorShowsTheSelectedAnimal() throws {
        let hosted = hostApp()
        XCTAssertEqual(try hosted.inspect().find(ViewType.TextField.self).input(), "Soloman")
        try hosted.inspect().find(ViewType.Table.self).select(value: "Dove")
        XCTAssertEqual(try hosted.inspect().find(ViewType.TextField.self).input(), "Ding")
        XCTAssertEqual(try hosted.inspect().find(ViewType.Picker.self).selectedValue(PawSize.self), .small)
    }

    func testWithoutASelectionTheInspectorAsksForOne() throws {
        let hosted = hostApp()
        try hosted.inspect().find(ViewType.Table.self).deselect(value: "Snail")
        let unavailable = try hosted.inspect().find(ViewType.ContentUnavailableView.self)
        XCTAssertEqual(try unavailable.descriptionView().text().string(), "Select a suspect to inspect")
        XCTAssertThrowsError(try hosted.inspect().find(ViewType.TextField.self))
    }

    func testEditingIdentityUpdatesTheTable() throws {
        let hosted = hostApp()
        try hosted.inspect().find(ViewType.Table.self).select(value: "Raccoon")
        try hosted.inspect().find(ViewType.TextField.self).setInput("Renard")
        XCTAssertEqual(try hosted.inspect().find(ViewType.Table.self).row(9).cell(0).find(ViewType.Text.self, containing: "Renard Raccoon").string(), "Renard Raccoon")
        try hosted.inspect().find(ViewType.Picker.self).select(value: PawSize.large)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Picker.self).selectedValue(PawSize.self), .large)
    }

    func testFavoriteFruitTogglesEditTheAnimalsFruits() throws {
        let hosted = hostApp()
        // Soloman the snail likes Elstar apples and Flavor King plums.
        let flavorKing = try hosted.inspect().find(ViewType.Toggle.self, containing: "Flavor King Plum")
        XCTAssertTrue(try flavorKing.isOn())
        try flavorKing.tap()
        XCTAssertFalse(try hosted.inspect().find(ViewType.Toggle.self, containing: "Flavor King Plum").isOn())
        try hosted.inspect().find(ViewType.Toggle.self, containing: "Golden Gem Apple").tap()
        XCTAssertTrue(try hosted.inspect().find(ViewType.Toggle.self, containing: "Golden Gem Apple").isOn())
    }

    func testTheInterviewIsKeptInTheStore() throws {
        let store = AnimalStore()
        let hosted = hostApp(store: store)
        let alibi = try hosted.inspect().find(ViewType.TextField.self, containing: "Alibi")
        XCTAssertEqual(try alibi.prompt().string(), "What was Soloman doing at the time of nibbling?")
        try alibi.setInput("Sleeping under a leaf")
        let snail = allAnimals[1]
        XCTAssertEqual(store.read(\.alibi, for: snail), "Sleeping under a leaf")

        try hosted.inspect().find(ViewType.Slider.self).setValue(0.95)
        XCTAssertEqual(store.read(\.suspiciousLevel, for: snail), 0.95)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Table.self).row(1).cell(2).find(ViewType.Text.self).string(), "Extremely suspicious!")
    }

    func testASleepScheduleIsAddedThenEdited() throws {
        let store = AnimalStore()
        let hosted = hostApp(store: store)
        XCTAssertThrowsError(try hosted.inspect().find(ViewType.DatePicker.self))
        try hosted.inspect().find(button: "Add Sleep Schedule").tap()
        XCTAssertThrowsError(try hosted.inspect().find(button: "Add Sleep Schedule"))
        let sleep = try hosted.inspect().find(ViewType.DatePicker.self, containing: "Sleep at: ")
        XCTAssertEqual(try sleep.displayedComponents(), .hourAndMinute)
        let elevenPM = try XCTUnwrap(Calendar.current.date(from: DateComponents(hour: 23, minute: 0)))
        try sleep.select(date: elevenPM)
        let schedule = try XCTUnwrap(store.read(\.sleepSchedule, for: allAnimals[1]))
        XCTAssertEqual(schedule.sleepTime.hour, 23)
        XCTAssertEqual(schedule.sleepTime.minute, 0)
        XCTAssertEqual(schedule.wakeTime.hour, 6)
    }

    func testTheToolbarButtonHidesTheInspector() throws {
        let hosted = hostApp()
        let inspector = try hosted.inspect().find(AnimalTable.self).inspector()
        XCTAssertEqual(try inspector.find(AnimalInspectorForm.self).inspectorColumnWidth().ideal, 300)
        try hosted.inspect().find(button: "Toggle Inspector").tap()
        XCTAssertThrowsError(try hosted.inspect().find(AnimalTable.self).inspector())
        XCTAssertThrowsError(try hosted.inspect().find(ViewType.TextField.self))
    }

    func testTheBulletinSheetIsPresentedAndDismissed() throws {
        let hosted = hostApp()
        XCTAssertThrowsError(try hosted.inspect().find(AnimalTable.self).sheet())
        XCTAssertThrowsError(try hosted.inspect().find(text: "Clues"))
        try hosted.inspect().find(button: "Fruit Nibble Bulletin").tap()
        let sheet = try hosted.inspect().find(AnimalTable.self).sheet()
        XCTAssertEqual(try sheet.presentationDetents(), [.height(200), .medium, .large])
        XCTAssertEqual(try sheet.presentationBackgroundInteraction(), .enabled(upThrough: .height(200)))
        XCTAssertEqual(try sheet.find(ViewType.ScrollView.self).navigationTitle(), "Fruit Nibble Bulletin")
        XCTAssertEqual(try sheet.find(ViewType.LabeledContent.self, containing: "Favorite Fruit").find(text: "Pink Pearl Apple").string(), "Pink Pearl Apple")
        XCTAssertEqual(try hosted.inspect().find(text: "Clues").pathToRoot, "view(ContentView.self).view(AnimalTable.self).sheet().view(FruitNibbleBulletin.self).navigationStack().scrollView().vStack().groupBox(1).labelView().text()")
        try sheet.find(button: "Close").tap()
        XCTAssertThrowsError(try hosted.inspect().find(AnimalTable.self).sheet())
    }

    /// The example of Docs/Presentations.md's "Sample app" section, as written there.
    func testTheDocsExample() throws {
        let hosted = ViewHosting.host(view: ContentView().environmentObject(AnimalStore()))
        try hosted.inspect().find(ViewType.Table.self).select(value: "Dove")
        XCTAssertEqual(try hosted.inspect().find(ViewType.TextField.self).input(), "Ding")
        try hosted.inspect().find(button: "Fruit Nibble Bulletin").tap()
        let sheet = try hosted.inspect().find(AnimalTable.self).sheet()
        XCTAssertEqual(try sheet.presentationDetents(), [.height(200), .medium, .large])
        try sheet.find(button: "Close").tap()
    }

    func testInsideANavigationStackTheToolbarTogglesTheInspectorBothWays() throws {
        let hosted = ViewHosting.host(view: Example1().environmentObject(AnimalStore()))
        XCTAssertEqual(try hosted.inspect().find(ViewType.TextField.self).input(), "Soloman")
        try hosted.inspect().find(button: "Toggle Inspector").tap()
        XCTAssertThrowsError(try hosted.inspect().find(ViewType.TextField.self))
        try hosted.inspect().find(button: "Toggle Inspector").tap()
        try hosted.inspect().find(ViewType.Table.self).select(value: "Cat")
        XCTAssertEqual(try hosted.inspect().find(ViewType.TextField.self).input(), "Miko")
    }

    func testOutsideANavigationStackTheInspectorBringsItsOwnToolbar() throws {
        let hosted = ViewHosting.host(view: Example2().environmentObject(AnimalStore()))
        let inspector = try hosted.inspect().find(ViewType.NavigationStack.self).inspector()
        let item = try inspector.find(AnimalInspectorForm.self).toolbar().item()
        XCTAssertEqual(try item.placement(), .principal)
        XCTAssertEqual(try item.find(ViewType.Image.self).actualImage().name(), "rectangle.and.pencil.and.ellipsis")
        XCTAssertEqual(try inspector.find(ViewType.TextField.self).input(), "Soloman")
    }

    func testTheInterviewSectionSetsTheInspectorsDetents() throws {
        let inspector = try hostApp().inspect().find(AnimalTable.self).inspector()
        let sections = inspector.findAll(ViewType.Section.self)
        let detents = sections.compactMap { try? $0.presentationDetents() }
        XCTAssertEqual(detents, [[.medium, .large]])
        XCTAssertThrowsError(try inspector.presentationDetents())
    }
}
