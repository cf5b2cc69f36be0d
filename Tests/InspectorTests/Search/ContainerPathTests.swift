import Inspector
import ViewTree
import XCTest

// `pathToRoot` round trips through containers: every view search finds in a screen that uses
// every form of each container's parts — rows, headers and footers, labels, items, tabs, and
// what row and tab modifiers carry — evaluates, as a chain, back to that very view.

private struct Mail: Identifiable, Hashable {
    let id: Int
    let subject: String
}

private let mails = [Mail(id: 1, subject: "Lunch"), Mail(id: 2, subject: "Invoice")]

private struct MailRow: View {
    let mail: Mail
    var body: some View {
        Text(mail.subject)
            .swipeActions {
                Button("Delete") {}
                Button("Archive") {}
            }
            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
            .contextMenu {
                Button("Reply") {}
                Menu("Move") {
                    Button("Work") {}
                }
            }
            .listRowBackground(Color.yellow)
    }
}

private struct Inbox: View {
    @State var selection: Set<Int> = []
    @State var query = ""

    var body: some View {
        List(selection: $selection) {
            Text("Pinned").listRowBackground(HStack { Color.blue; Text("Behind") })
            Section("Today") {
                ForEach(mails) { MailRow(mail: $0) }
            }
            Section {
                Text("Spam")
            } header: {
                HStack {
                    Image(systemName: "folder")
                    Text("Folders")
                }
            } footer: {
                Text("2 folders")
            }
            Section(header: Text("Old header"), footer: Text("Old footer")) {
                Text("Trash")
            }
            Section {
                Text("Drafts")
            } footer: {
                Text("Only footer")
            }
            Section(footer: Text("Footer argument")) {
                Text("Outbox")
            }
            Section {
                Text("No header, no footer")
            }
        }
        .searchable(text: $query, prompt: "Find mail")
    }
}

private struct Profile: View {
    @State var notifications = false
    @State var expanded = true

    var body: some View {
        Form {
            LabeledContent("Name", value: "Ada")
            LabeledContent("Age") { Text("36") }
            LabeledContent {
                Toggle("On", isOn: $notifications)
            } label: {
                Label("Alerts", systemImage: "bell")
            }
            GroupBox("Account") {
                Text("Signed in")
                Button("Sign out") {}
            }
            GroupBox {
                Text("Storage")
            } label: {
                Label("Disk", systemImage: "internaldrive")
            }
            GroupBox(label: Text("Label argument")) { Text("Boxed") }
            GroupBox { Text("Unlabelled box") }
            DisclosureGroup("Advanced") {
                Text("Hidden by default")
            }
            DisclosureGroup(isExpanded: $expanded) {
                Text("Shown")
                Text("Also shown")
            } label: {
                HStack {
                    Image(systemName: "gear")
                    Text("Expert")
                }
            }
            Menu("Share") {
                Button("Copy") {}
                Menu("More") { Button("Mail") {} }
            }
            Menu {
                Button("Rename") {}
            } label: {
                Label("Options", systemImage: "ellipsis")
            } primaryAction: {}
        }
    }
}

private struct Gallery: View {
    var body: some View {
        ScrollView {
            LazyVStack(pinnedViews: [.sectionHeaders]) {
                Section("Photos") {
                    Text("Photo 1")
                }
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40))]) {
                    Text("Cell A")
                    ForEach(0..<2) { Text("Cell \($0)") }
                }
            }
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack {
                    Text("Album")
                    Image(systemName: "photo")
                }
                LazyHGrid(rows: [GridItem(.adaptive(minimum: 20))]) {
                    Text("Row cell")
                }
            }
            Grid {
                GridRow {
                    Text("Key")
                    Text("Value")
                }
                Divider()
                GridRow(alignment: .top) {
                    Text("Size")
                    Color.red.gridCellColumns(1)
                }
            }
            ViewThatFits(in: .horizontal) {
                Text("A long, wide caption")
                Text("Short")
            }
            GeometryReader { proxy in
                Text("Width \(Int(proxy.size.width))")
                Color.green
            }
        }
    }
}

private struct Tabs: View {
    @State var selection = "home"

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home screen") }
                Tab("Photos", image: "photos", value: "photos") { Text("Photo screen") }
                Tab(value: "search", role: .search) {
                    Text("Search screen")
                } label: {
                    Label("Search", systemImage: "magnifyingglass")
                }
            }
            TabView {
                Text("First").tabItem { Label("One", systemImage: "1.circle") }
                VStack { Text("Second") }
                    .tabItem {
                        Image(systemName: "2.circle")
                        Text("Two")
                    }
                Tab("Settings", systemImage: "gear") { Text("Settings screen") }
                Tab {
                    Text("Custom screen")
                } label: {
                    Text("Custom")
                }
            }
        }
    }
}

final class ContainerPathTests: XCTestCase {
    func testEveryPathThroughListsSectionsAndRowModifiersIsAChain() throws {
        try assertEveryPathIsAChain(of: Inbox(), types: ["Inbox": ViewToken<Inbox>(), "MailRow": ViewToken<MailRow>()])
    }

    func testEveryPathThroughFormsLabeledContentBoxesDisclosureGroupsAndMenusIsAChain() throws {
        try assertEveryPathIsAChain(of: Profile(), types: ["Profile": ViewToken<Profile>()])
    }

    func testEveryPathThroughScrollViewsLazyStacksGridsAndLayoutContainersIsAChain() throws {
        try assertEveryPathIsAChain(of: Gallery(), types: ["Gallery": ViewToken<Gallery>()])
    }

    func testEveryPathThroughTabViewsTabsAndTabItemsIsAChain() throws {
        try assertEveryPathIsAChain(of: Tabs(), types: ["Tabs": ViewToken<Tabs>()])
    }

    func testEveryPathThroughAContainerAtTheRootIsAChain() throws {
        try assertEveryPathIsAChain(of: List(mails) { Text($0.subject).contextMenu { Button("Open") {} } })
        try assertEveryPathIsAChain(of: Form { Section("S") { Text("Row") } })
        try assertEveryPathIsAChain(of: Section { Text("A") } header: { Text("H") } footer: { Text("F") })
        try assertEveryPathIsAChain(of: ScrollView { Text("Only") })
        try assertEveryPathIsAChain(of: LabeledContent("Key", value: "Value"))
        try assertEveryPathIsAChain(of: GeometryReader { _ in Text("Alone") })
        try assertEveryPathIsAChain(of: Tab("T", systemImage: "t") { Text("Tab content") })
        try assertEveryPathIsAChain(of: Text("Row").swipeActions(edge: .leading) { Button("Flag") {} })
    }

    /// A section without a header or footer and a group box without a label keep an
    /// `EmptyView` in its place; its call throws, so search does not reach it either (it used
    /// to, with a `pathToRoot` such as `section().footer().emptyView()` that did not evaluate).
    func testSearchSkipsTheHeaderFooterAndLabelAViewWasBuiltWithout() throws {
        let section = try Section { Text("Row") }.inspect()
        XCTAssertEqual(section.findAll(ViewType.EmptyView.self).count, 0)
        XCTAssertEqual(section.findAll(where: { _ in true }).map(\.pathToRoot), ["section()", "section().text(0)"])
        XCTAssertThrowsError(try section.section().footer()) { error in
            XCTAssertEqual("\(error)", "section().footer(): Section's footer cannot be read: it was built without one")
        }
        let box = try GroupBox { Text("Boxed") }.inspect()
        XCTAssertEqual(box.findAll(ViewType.EmptyView.self).count, 0)
        XCTAssertThrowsError(try box.groupBox().labelView()) { error in
            XCTAssertEqual("\(error)", "groupBox().labelView(): GroupBox's label cannot be read: it was built without one")
        }
        let footerOnly = try Section { Text("Row") } footer: { Text("Footer") }.inspect()
        XCTAssertEqual(try footerOnly.find(text: "Footer").pathToRoot, "section().footer().text()")
        XCTAssertEqual(footerOnly.findAll(ViewType.EmptyView.self).count, 0)
    }

    func testPathsThroughContainerPartsAreTheCallsThatReachThem() throws {
        let inbox = try Inbox().inspect()
        XCTAssertEqual(try inbox.find(text: "Folders").pathToRoot, "view(Inbox.self).list().section(2).header().hStack().text(1)")
        XCTAssertEqual(try inbox.find(text: "Old footer").pathToRoot, "view(Inbox.self).list().section(3).footer().text()")
        XCTAssertEqual(try inbox.find(text: "Behind").pathToRoot, "view(Inbox.self).list().text(0).listRowBackground().hStack().text(1)")
        XCTAssertEqual(
            try inbox.find(button: "Pin").pathToRoot,
            "view(Inbox.self).list().section(1).forEach(0).view(MailRow.self, 0).text().swipeActions(1).button()")
        XCTAssertEqual(
            try inbox.find(button: "Work").pathToRoot,
            "view(Inbox.self).list().section(1).forEach(0).view(MailRow.self, 0).text().contextMenu().menu(1).button(0)")
        let profile = try Profile().inspect()
        XCTAssertEqual(
            try profile.find(text: "Expert").pathToRoot, "view(Profile.self).form().disclosureGroup(8).labelView().hStack().text(1)")
        XCTAssertEqual(try profile.find(text: "Age").pathToRoot, "view(Profile.self).form().labeledContent(1).labelView().text()")
        let tabs = try Tabs().inspect()
        XCTAssertEqual(try tabs.find(text: "Two").pathToRoot, "view(Tabs.self).vStack().tabView(1).vStack(1).tabItem().text(1)")
        XCTAssertEqual(try tabs.find(text: "Photos").pathToRoot, "view(Tabs.self).vStack().tabView(0).tab(1).labelView().label().title().text()")
    }
}
