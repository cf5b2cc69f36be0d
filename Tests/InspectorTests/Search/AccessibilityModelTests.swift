import Foundation
import Inspector
import ViewTree
import XCTest

/// How Inspector's accessibility model sees views: roles, names, hidden views.
final class AccessibilityModelTests: XCTestCase {
    private let url = URL(fileURLWithPath: "/help")

    // MARK: - Roles

    func testRolesOfEachKind() throws {
        let sut = VStack {
            Button("a") {}
            NavigationLink("b") { Text("c") }
            Link("d", destination: url)
            Toggle("e", isOn: .constant(true))
            TextField("f", text: .constant(""))
            SecureField("g", text: .constant(""))
            TextEditor(text: .constant(""))
            Slider(value: .constant(0.5)) { Text("h") }
            Stepper("i", value: .constant(1))
            Picker("j", selection: .constant(1)) { Text("k").tag(1) }
            DatePicker("l", selection: .constant(Date()))
            ColorPicker("m", selection: .constant(Color.red))
            Menu("n") { Button("o") {} }
            DisclosureGroup("p") { Text("q") }
            ProgressView("r")
            Gauge(value: 0.5) { Text("s") }
            Image("t")
            Text("u")
            Label("v", systemImage: "w")
            HStack { Text("x") }
        }
        let vStack = try sut.inspect().vStack()
        let roles: [AccessibilityRole?] = try vStack.map { try $0.accessibilityRole() }
        let expected: [AccessibilityRole?] = [
                .button, .button, .link, .toggle, .textField, .textField, .textField, .slider, .stepper, .picker, .datePicker,
                .colorPicker, .menu, .disclosureGroup, .progressIndicator, .progressIndicator, .image, .staticText,
                .staticText, nil,
            ]
        XCTAssertEqual(roles, expected)
    }

    func testTheRoleOfATab() throws {
        let sut = TabView { Tab("Home", systemImage: "house") { Text("Welcome") } }
        let tab = try sut.inspect().tabView().tab(0)
        XCTAssertEqual(try tab.accessibilityRole(), .tab)
        XCTAssertEqual(try tab.accessibleName(), "Home")
        // The tab's content stays elements of its own; its label is part of the tab.
        XCTAssertEqual(try sut.inspect().find(role: .staticText, name: "Welcome").pathToRoot, "tabView().tab(0).text()")
    }

    private struct Home: View {
        var body: some View {
            VStack {
                Text("Welcome")
                Image(systemName: "sun.max")
            }
        }
    }

    func testAViewLabelledWithATabItemIsATab() throws {
        let sut = TabView {
            Home()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(1)
            Text("Your settings")
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(2)
        }
        let tabView = try sut.inspect().tabView()
        XCTAssertEqual(try tabView.view(Home.self, 0).accessibilityRoles(), [.tab])
        XCTAssertEqual(try tabView.view(Home.self, 0).accessibleName(), "Home")
        XCTAssertTrue(try tabView.view(Home.self, 0).isAccessibilityElement())
        // A text that is a tab's content is the tab too, named by its tab item.
        XCTAssertEqual(try tabView.text(1).accessibilityRoles(), [.tab, .staticText])
        XCTAssertEqual(try tabView.text(1).accessibleName(), "Settings")
        let home = try sut.inspect().find(role: .tab, name: "Home")
        XCTAssertEqual(home.pathToRoot, "tabView().view(Home.self, 0)")
        XCTAssertEqual(try sut.inspect().findAll(role: .tab).map { try $0.accessibleName() }, ["Home", "Settings"])
        // The tab item's label is part of the tab; the tab's content stays elements of its own.
        XCTAssertThrowsError(try sut.inspect().find(role: .staticText, name: "Home"))
        XCTAssertEqual(
            try sut.inspect().find(role: .staticText, name: "Welcome").pathToRoot, "tabView().view(Home.self, 0).vStack().text(0)")
        XCTAssertEqual(
            try sut.inspect().accessibilityAudit().map(\.pathToRoot), ["tabView().view(Home.self, 0).vStack().image(1)"])
    }

    func testAddedTraitsAddRolesInOrderOfPrecedence() throws {
        let sut = VStack {
            Text("Inbox").accessibilityAddTraits(.isHeader)
            Text("More").onTapGesture {}.accessibilityAddTraits(.isButton)
            Button("Help") {}.accessibilityAddTraits(.isLink)
            TextField("Search", text: .constant("")).accessibilityAddTraits(.isSearchField)
            HStack { Text("a") }.accessibilityAddTraits([.isToggle, .isSelected])
            Image("tabs").accessibilityAddTraits(.isTabBar)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).accessibilityRoles(), [.header, .staticText])
        XCTAssertEqual(try vStack.text(1).accessibilityRoles(), [.button, .staticText])
        XCTAssertEqual(try vStack.button(2).accessibilityRoles(), [.link, .button])
        XCTAssertEqual(try vStack.textField(3).accessibilityRoles(), [.searchField, .textField])
        XCTAssertEqual(try vStack.hStack(4).accessibilityRoles(), [.toggle])
        XCTAssertEqual(try vStack.image(5).accessibilityRoles(), [.tabBar, .image])
        XCTAssertEqual(try vStack.text(0).accessibilityRole(), .header)
    }

    func testRemovingTheTraitOfAKindRemovesItsRole() throws {
        let sut = VStack {
            Button("a") {}.accessibilityRemoveTraits(.isButton)
            Image("b").accessibilityRemoveTraits(.isImage).accessibilityAddTraits(.isButton)
            // Removing a trait a kind does not imply leaves its role: text fields have no trait.
            TextField("c", text: .constant("")).accessibilityRemoveTraits(.isButton)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.button(0).accessibilityRoles(), [])
        XCTAssertEqual(try vStack.image(1).accessibilityRoles(), [.button])
        XCTAssertEqual(try vStack.textField(2).accessibilityRoles(), [.textField])
    }

    func testACombinedElementHasTheRolesOfWhatItCombines() throws {
        let sut = HStack {
            Image("star", label: Text("Favorite"))
            Text("Starred")
            Button("Undo") {}
        }.accessibilityElement(children: .combine)
        XCTAssertEqual(try sut.inspect().hStack().accessibilityRoles(), [.button, .image, .staticText])
        // An ignoring element has only its own.
        let ignoring = HStack { Text("a") }.accessibilityElement(children: .ignore).accessibilityAddTraits(.isButton)
        XCTAssertEqual(try ignoring.inspect().hStack().accessibilityRoles(), [.button])
    }

    func testRoleDescriptions() {
        XCTAssertEqual(AccessibilityRole.button.description, ".button")
        XCTAssertEqual(AccessibilityRole.allCases.first, .header)
        XCTAssertEqual(AccessibilityRole.allCases.last, .staticText)
    }

    // MARK: - Names

    func testNamesFromContent() throws {
        let sut = VStack {
            Text("Hello")
            Image("logo", label: Text("Company logo"))
            Image(systemName: "star")
            Button("Save") {}
            Button { } label: { Label("Delete", systemImage: "trash") }
            Button { } label: { HStack { Image("i", label: Text("Mail")); Text("3 new") } }
            Toggle(isOn: .constant(true)) { Text("Wi-Fi") }
            Label("Inbox", systemImage: "tray")
            TextField("Email", text: .constant(""))
            TextField("", text: .constant(""), prompt: Text("Name"))
            Link("Help", destination: url)
            Button { } label: { Image(systemName: "trash") }
        }
        let vStack = try sut.inspect().vStack()
        let names: [String?] = try vStack.map { try $0.accessibleName() }
        let expected: [String?] = [
            "Hello", "Company logo", nil, "Save", "Delete", "Mail, 3 new", "Wi-Fi", "Inbox", "Email", "Name", "Help", nil,
        ]
        XCTAssertEqual(names, expected)
    }

    func testTheAccessibilityLabelComesFirst() throws {
        let sut = VStack {
            Button("x") {}.accessibilityLabel("Close")
            Image(systemName: "gear").accessibilityLabel(Text("Settings"))
            // An empty label names nothing: the content does.
            Text("Plain").accessibilityLabel("")
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.button(0).accessibleName(), "Close")
        XCTAssertEqual(try vStack.image(1).accessibleName(), "Settings")
        XCTAssertEqual(try vStack.text(2).accessibleName(), "Plain")
    }

    func testHiddenViewsDoNotName() throws {
        let sut = VStack {
            Button { } label: { HStack { Text("Save"); Text("⌘S").accessibilityHidden(true) } }
            Button { } label: { HStack { Image(decorative: "disk"); Text("Save all") } }
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.button(0).accessibleName(), "Save")
        XCTAssertEqual(try vStack.button(1).accessibleName(), "Save all")
    }

    func testACombinedElementIsNamedByWhatItCombines() throws {
        let sut = VStack {
            HStack { Image("star", label: Text("Favorite")); Text("Starred"); Text("x").hidden() }
                .accessibilityElement(children: .combine)
            HStack { Text("a"); Text("b") }.accessibilityElement(children: .combine).accessibilityLabel("Both")
            HStack { Text("c") }.accessibilityElement(children: .ignore)
            HStack { Text("d") }.accessibilityElement(children: .contain)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.hStack(0).accessibleName(), "Favorite, Starred")
        XCTAssertEqual(try vStack.hStack(1).accessibleName(), "Both")
        XCTAssertNil(try vStack.hStack(2).accessibleName())
        XCTAssertNil(try vStack.hStack(3).accessibleName())
    }

    func testNamesInsideYourViews() throws {
        let sut = Button(action: {}, label: { Caption(text: "Retry") })
        XCTAssertEqual(try sut.inspect().button().accessibleName(), "Retry")
    }

    // MARK: - Hidden views and elements

    func testWhatHides() throws {
        let sut = VStack {
            Text("a").accessibilityHidden(true)
            HStack { Text("b") }.accessibilityHidden(true)
            Text("c").hidden()
            Image(decorative: "d")
            HStack { Text("e") }.accessibilityElement(children: .ignore)
            Text("f").accessibilityHidden(false)
            Text("g")
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertTrue(try vStack.text(0).isAccessibilityHidden())
        XCTAssertTrue(try vStack.hStack(1).text(0).isAccessibilityHidden())
        XCTAssertTrue(try vStack.text(2).isAccessibilityHidden())
        XCTAssertTrue(try vStack.image(3).isAccessibilityHidden())
        XCTAssertTrue(try vStack.hStack(4).text(0).isAccessibilityHidden())
        XCTAssertFalse(try vStack.hStack(4).isAccessibilityHidden())
        XCTAssertFalse(try vStack.text(5).isAccessibilityHidden())
        XCTAssertFalse(try vStack.text(6).isAccessibilityHidden())
    }

    func testAHiddenAncestorHidesWhateverItsDescendantsSay() throws {
        let sut = VStack { Text("a").accessibilityHidden(false) }.accessibilityHidden(true)
        XCTAssertTrue(try sut.inspect().vStack().text(0).isAccessibilityHidden())
    }

    func testAnyHiddenModifierHidesWhateverTheOnesInsideItSay() throws {
        let sut = VStack {
            Text("a").accessibilityHidden(false).accessibilityHidden(true)
            Text("b").accessibilityHidden(true).accessibilityHidden(false)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertTrue(try vStack.text(0).isAccessibilityHidden())
        XCTAssertTrue(try vStack.text(1).isAccessibilityHidden())
        // The reader keeps to the innermost value, as ViewInspector does.
        XCTAssertEqual(try vStack.text(0).accessibilityHidden(), false)
    }

    func testWhatIsAnElement() throws {
        let sut = VStack {
            Button("Save") {}
            HStack { Text("a"); Text("b") }.accessibilityElement(children: .combine)
            HStack { Text("c") }.accessibilityElement(children: .contain)
            HStack { Text("d") }.accessibilityLabel("D")
            Text("e").accessibilityHidden(true)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertTrue(try vStack.isAccessibilityElement() == false)
        XCTAssertTrue(try vStack.button(0).isAccessibilityElement())
        // A button's label is part of the button.
        XCTAssertFalse(try vStack.button(0).labelView().text().isAccessibilityElement())
        XCTAssertFalse(try vStack.button(0).labelView().text().isAccessibilityHidden())
        XCTAssertTrue(try vStack.hStack(1).isAccessibilityElement())
        XCTAssertFalse(try vStack.hStack(1).text(0).isAccessibilityElement())
        XCTAssertFalse(try vStack.hStack(2).isAccessibilityElement())
        XCTAssertTrue(try vStack.hStack(2).text(0).isAccessibilityElement())
        XCTAssertTrue(try vStack.hStack(3).isAccessibilityElement())
        XCTAssertFalse(try vStack.text(4).isAccessibilityElement())
    }

    func testReadersFailOnHandlesThatFailed() throws {
        let sut = try VStack { Text("a") }.inspect().vStack()
        XCTAssertThrowsError(try sut.button(0).accessibleName()) { error in
            XCTAssertEqual("\(error)", "vStack().button(0): expected Button, found Text")
        }
    }
}

private struct Caption: View {
    let text: String
    var body: some View { Text(text) }
}
