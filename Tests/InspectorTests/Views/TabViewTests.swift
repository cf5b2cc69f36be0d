import Inspector
import ViewTree
import XCTest

private enum Screen: Hashable {
    case home, settings, search
}

private struct Counter: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Tabs: View {
    @State var screen = Screen.home
    var body: some View {
        VStack {
            Text("Showing \(screen)")
            TabView(selection: $screen) {
                Tab("Home", systemImage: "house", value: Screen.home) { Counter(name: "Home") }
                Tab("Settings", systemImage: "gear", value: Screen.settings) { Counter(name: "Settings") }
                Tab(value: Screen.search, role: .search) { Counter(name: "Search") } label: { Text("Find") }
            }
        }
    }
}

private struct ItemTabs: View {
    var body: some View {
        TabView {
            Counter(name: "First")
                .tabItem {
                    Image(systemName: "1.circle")
                    Text("One")
                }
                .tag(1)
            Counter(name: "Second")
                .tabItem { Text("Two") }
                .tag(2)
        }
    }
}

final class TabViewTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Tab

    func testTabForms() throws {
        let tabView = try Tabs().inspect().find(ViewType.TabView.self)
        XCTAssertEqual(tabView.count, 3)
        let home = try tabView.tab(0)
        XCTAssertEqual(try home.value(), Screen.home)
        XCTAssertNil(try home.role())
        XCTAssertEqual(try home.labelView().label().title().text().string(), "Home")
        XCTAssertEqual(try home.labelView().label().icon().image().actualImage().name(), "house")
        XCTAssertEqual(try home.view(Counter.self).actualView().name, "Home")
        XCTAssertEqual(try tabView.tab(2).role(), .search)
        XCTAssertEqual(try tabView.tab(2).labelView().text().string(), "Find")
        XCTAssertEqual(
            try tabView.tab(1).labelView().label().title().text().pathToRoot,
            "view(Tabs.self).vStack().tabView(1).tab(1).labelView().label().title().text()")
        XCTAssertEqual(
            try Tabs().inspect().find(text: "Settings").pathToRoot,
            "view(Tabs.self).vStack().tabView(1).tab(1).labelView().label().title().text()")
    }

    func testTabsWithoutValuesAndAssetImages() throws {
        let sut = TabView {
            Tab("Home", systemImage: "house") { Text("a") }
            Tab("Logo", image: "logo", value: 2) { Text("b") }
            Tab { Text("c") } label: { Text("Custom") }
            Tab("Brand", image: "brand") { Text("d") }
        }
        let tabView = try sut.inspect().tabView()
        XCTAssertNil(try tabView.tab(0).value())
        XCTAssertEqual(try tabView.tab(0).labelView().label().title().text().string(), "Home")
        XCTAssertEqual(try tabView.tab(1).labelView().label().icon().image().actualImage().name(), "logo")
        XCTAssertEqual(try tabView.tab(1).labelView().label().title().text().string(), "Logo")
        XCTAssertNil(try tabView.tab(3).value())
        XCTAssertEqual(try tabView.tab(3).labelView().label().icon().image().actualImage().name(), "brand")
        let key: LocalizedStringKey = "Key"
        let keyed = TabView {
            Tab(key, systemImage: "k") { Text("a") }
            Tab(key, image: "k") { Text("b") }
            Tab(key, systemImage: "k", value: 1) { Text("c") }
            Tab(key, image: "k", value: 2) { Text("d") }
        }
        for index in 0..<4 {
            XCTAssertEqual(try keyed.inspect().tabView().tab(index).labelView().label().title().text().string(), "Key")
        }
        let title = "Verbatim"
        XCTAssertEqual(
            try TabView { Tab(title, image: "v") { Text("a") } }.inspect().tabView().tab(0).labelView().label().title().text()
                .string(), "Verbatim")
        XCTAssertEqual(try tabView.tab(2).labelView().text().string(), "Custom")
        XCTAssertEqual(try tabView.tab(2).text().pathToRoot, "tabView().tab(2).text()")
    }

    func testTreeDump() throws {
        let sut = TabView {
            Tab("Home", systemImage: "house", value: "home") { Text("a") }
            Text("b").tabItem { Text("B") }.tag(2)
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            tabView()
              tab(0) value: "home"
                text() "a"
                labelView().label()
                  title().text() "Home"
                  icon().image() systemName: "house"
              text(1) "b" .tabItem .tag(2)
                tabItem()
                  text() "B"
            """)
    }

    // MARK: - tabItem

    func testTabItems() throws {
        let tabView = try ItemTabs().inspect().tabView()
        let first = try tabView.view(Counter.self, 0)
        XCTAssertEqual(try first.tabItem().text(1).string(), "One")
        XCTAssertEqual(try first.tabItem().text(1).pathToRoot, "view(ItemTabs.self).tabView().view(Counter.self, 0).tabItem().text(1)")
        XCTAssertEqual(try tabView.view(Counter.self, 1).tabItem().text().string(), "Two")
        XCTAssertEqual(try ItemTabs().inspect().find(text: "Two").pathToRoot, "view(ItemTabs.self).tabView().view(Counter.self, 1).tabItem().text()")
        XCTAssertThrowsError(try Text("a").inspect().text().tabItem()) { error in
            XCTAssertEqual("\(error)", "text().tabItem(): Text has no tabItem; it has no modifiers")
        }
    }

    // MARK: - Selection

    func testSelectionWritesThroughTheBinding() throws {
        let selection = Binding<Int>(wrappedValue: 1)
        let sut = TabView(selection: selection) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        XCTAssertEqual(try sut.inspect().tabView().selectedValue(), 1)
        try sut.inspect().tabView().select(value: 2)
        XCTAssertEqual(selection.wrappedValue, 2)
        XCTAssertEqual(try sut.inspect().tabView().selectedValue(), 2)
    }

    func testSelectionWithoutABindingIsTheTabViewsOwnState() throws {
        let sut = TabView {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        XCTAssertEqual(try sut.inspect().tabView().selectedValue(), 1, "the first tab until another is selected")
        try sut.inspect().tabView().select(value: 2)
        XCTAssertEqual(try sut.inspect().tabView().selectedValue(), 2)
    }

    func testSelectionIsHostedState() throws {
        let hosted = ViewHosting.host(view: Tabs())
        try hosted.inspect().find(ViewType.TabView.self).select(value: Screen.settings)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Showing settings")
        XCTAssertEqual(try hosted.inspect().find(ViewType.TabView.self).selectedValue(), Screen.settings)
    }

    func testOwnSelectionSurvivesReRendersWhenHosted() throws {
        let hosted = ViewHosting.host(view: ItemTabs())
        try hosted.inspect().tabView().select(value: 2)
        try hosted.inspect().find(button: "First 0").tap()
        XCTAssertEqual(try hosted.inspect().tabView().selectedValue(), 2)
    }

    func testEveryTabKeepsItsStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Tabs())
        try hosted.inspect().find(button: "Home 0").tap()
        try hosted.inspect().find(ViewType.TabView.self).select(value: Screen.settings)
        try hosted.inspect().find(button: "Settings 0").tap()
        try hosted.inspect().find(ViewType.TabView.self).select(value: Screen.home)
        XCTAssertEqual(
            try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() },
            ["Home 1", "Settings 1", "Search 0"])
    }

    // MARK: - Errors

    func testSelectingAValueNoTabHasListsTheTabs() throws {
        let sut = Tabs()
        XCTAssertThrowsError(try sut.inspect().find(ViewType.TabView.self).select(value: Screen?.none)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Tabs.self).vStack().tabView(1).select(value:): value nil (Optional<Screen>) is not of the type of the"
                    + " TabView's selection, Screen")
        }
        let tagged = TabView(selection: .constant(1)) { Text("a").tag(1); Text("b").tag(2) }
        XCTAssertThrowsError(try tagged.inspect().tabView().select(value: 3)) { error in
            XCTAssertEqual("\(error)", "tabView().select(value:): value 3 is the selection value of no tab; the tabs' values: 1, 2")
        }
        XCTAssertThrowsError(try TabView { Text("a") }.inspect().tabView().select(value: 0)) { error in
            XCTAssertEqual(
                "\(error)",
                "tabView().select(value:): value 0 is the selection value of no tab; the tabs' values: none"
                    + " (give each tab a value: Tab(value:) or .tag(_:))")
        }
    }

    func testSelectedValueErrors() throws {
        XCTAssertThrowsError(try TabView(selection: .constant(1)) { Text("a").tag(1) }.inspect().tabView().selectedValue(String.self)) {
            XCTAssertEqual("\($0)", "tabView().selectedValue(): String.self is not the type of the TabView's selection, Int")
        }
        XCTAssertThrowsError(try TabView { Text("a") }.inspect().tabView().selectedValue(Int.self)) {
            XCTAssertEqual(
                "\($0)",
                "tabView().selectedValue(): TabView's selected value cannot be read: no tab was selected, and the first tab"
                    + " has no value (Tab(value:) or .tag(_:))")
        }
    }

    func testSelectingInADisabledTabViewThrows() throws {
        let selection = Binding<Int>(wrappedValue: 1)
        let sut = TabView(selection: selection) { Text("a").tag(1); Text("b").tag(2) }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().tabView().select(value: 2)) { error in
            XCTAssertEqual("\(error)", "tabView().select(value:): TabView is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(selection.wrappedValue, 1)
    }

    func testSelectingADisabledTabThrowsNamingTheTab() throws {
        let selection = Binding<Screen>(wrappedValue: .home)
        let sut = TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: Screen.home) { Text("a") }
            Tab("Settings", systemImage: "gear", value: Screen.settings) { Text("b") }.disabled(true)
            Text("c").tabItem { Text("Search") }.tag(Screen.search).disabled(true)
        }
        XCTAssertThrowsError(try sut.inspect().tabView().select(value: Screen.settings)) { error in
            XCTAssertEqual(
                "\(error)",
                "tabView().select(value:): Tab settings at tabView().tab(1) is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try sut.inspect().tabView().select(value: Screen.search)) { error in
            XCTAssertEqual(
                "\(error)",
                "tabView().select(value:): Tab search at tabView().text(2) is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(selection.wrappedValue, .home)
    }

    func testSelectingAHiddenTabOrInAHiddenTabViewThrows() throws {
        let sut = TabView {
            Text("One").tag(1)
            Text("Two").tag(2).hidden()
        }
        XCTAssertThrowsError(try sut.inspect().tabView().select(value: 2)) { error in
            XCTAssertEqual("\(error)", "tabView().select(value:): Tab 2 at tabView().text(1) is hidden by .hidden() on itself")
        }
        XCTAssertThrowsError(try sut.hidden().inspect().tabView().select(value: 1)) { error in
            XCTAssertEqual("\(error)", "tabView().select(value:): TabView is hidden by .hidden() on itself")
        }
        XCTAssertEqual(try sut.inspect().tabView().selectedValue(), 1)
    }

    func testADisabledTabIsRefusedWhenHosted() throws {
        let hosted = ViewHosting.host(view: TabsWithADisabledOne())
        XCTAssertThrowsError(try hosted.inspect().find(ViewType.TabView.self).select(value: Screen.settings)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(TabsWithADisabledOne.self).vStack().tabView(1).select(value:): Tab settings at"
                    + " view(TabsWithADisabledOne.self).vStack().tabView(1).tab(1) is disabled by .disabled(true) on itself")
        }
        try hosted.inspect().find(ViewType.TabView.self).select(value: Screen.search)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Showing search")
    }
}

private struct TabsWithADisabledOne: View {
    @State var screen = Screen.home
    var body: some View {
        VStack {
            Text("Showing \(screen)")
            TabView(selection: $screen) {
                Tab("Home", systemImage: "house", value: Screen.home) { Text("a") }
                Tab("Settings", systemImage: "gear", value: Screen.settings) { Text("b") }.disabled(true)
                Tab("Search", systemImage: "magnifyingglass", value: Screen.search) { Text("c") }
            }
        }
    }
}
