import Inspector
import ViewTree
import XCTest

// The examples about a NavigationLink's destination in Docs/Navigation.md ("Push with a link",
// "Links with a binding"), Docs/Search.md ("A link's destination") and Docs/Queries.md
// ("Hidden views and elements"), as written there.

private struct Settings: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Notifications") { NotificationSettings() }
            }
            .navigationTitle("Settings")
        }
    }
}

private struct NotificationSettings: View {
    var body: some View {
        Text("Notify me")
    }
}

private struct Mailboxes: View {
    @State var selection: String?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Inbox", destination: Text("Inbox list"), tag: "inbox", selection: $selection)
                NavigationLink("Sent", destination: Text("Sent list"), tag: "sent", selection: $selection)
            }
        }
    }
}

private struct People: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Ada") { Button("Follow") {} }
        }
    }
}

final class NavigationLinkDocTests: XCTestCase {
    func testALinkIsAContainerOfItsDestination() throws {
        let link = try Settings().inspect().find(navigationLink: "Notifications")
        XCTAssertEqual(try link.view(NotificationSettings.self).text().string(), "Notify me")
        XCTAssertEqual(
            try link.view(NotificationSettings.self).text().pathToRoot,
            "view(Settings.self).navigationStack().vStack().navigationLink(0).view(NotificationSettings.self).text()")
        XCTAssertEqual(try link.labelView().text().string(), "Notifications")
    }

    func testLinksWithABinding() throws {
        let sut = Mailboxes()
        try sut.inspect().find(navigationLink: "Sent").activate()
        XCTAssertEqual(sut.selection, "sent")
        XCTAssertTrue(try sut.inspect().find(navigationLink: "Sent").isActive())
        XCTAssertEqual(
            try sut.inspect().find(text: "Sent list").pathToRoot,
            "view(Mailboxes.self).navigationView().vStack().navigationLink(1).text()")
        try sut.inspect().navigationView().pop()
        XCTAssertNil(sut.selection)
    }

    func testAnInactiveBindingLinkShowsNoDestination() throws {
        let sut = Mailboxes()
        XCTAssertThrowsError(try sut.inspect().find(navigationLink: "Inbox").text()) { error in
            XCTAssertEqual(
                "\(error)", "view(Mailboxes.self).navigationView().vStack().navigationLink(0).text(): NavigationLink has no content view")
        }
        XCTAssertEqual(try sut.inspect().find(navigationLink: "Inbox").destination().text().string(), "Inbox list")
    }

    func testSearchInALinksDestination() throws {
        let sut = try NavigationStack {
            NavigationLink("Ada") { Text("Profile of Ada") }
        }.inspect()
        XCTAssertEqual(try sut.find(text: "Profile of Ada").pathToRoot, "navigationStack().navigationLink().text()")
        XCTAssertTrue(sut.findAll(role: .staticText, name: "Profile of Ada").isEmpty)
        try sut.find(navigationLink: "Ada").activate()
        XCTAssertEqual(try sut.find(text: "Profile of Ada").pathToRoot, "navigationStack().pushedViews().text(0)")
        XCTAssertEqual(sut.findAll(.text("Profile of Ada")).count, 1)
        XCTAssertEqual(sut.findAll(role: .staticText, name: "Profile of Ada").count, 1)
    }

    func testRoleQueriesKeepToTheScreen() throws {
        let sut = try People().inspect()
        XCTAssertEqual(try sut.find(button: "Follow").pathToRoot, "view(People.self).navigationStack().navigationLink().button()")
        XCTAssertThrowsError(try sut.find(role: .button, name: "Follow"))
        try sut.find(navigationLink: "Ada").activate()
        XCTAssertEqual(
            try sut.find(role: .button, name: "Follow").pathToRoot, "view(People.self).navigationStack().pushedViews().button(0)")
    }
}
