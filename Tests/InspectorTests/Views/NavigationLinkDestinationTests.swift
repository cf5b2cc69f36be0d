import Inspector
import ViewTree
import XCTest

private struct Profile: View {
    let name: String
    var body: some View {
        VStack {
            Text("Profile of \(name)")
            Button("Follow") {}
        }
    }
}

/// As in ViewInspector, a `NavigationLink` is a container of its destination: the chain after
/// `navigationLink()` reaches the destination's views, `labelView()` the label.
final class NavigationLinkDestinationTests: XCTestCase {
    func testTheLinkUnwrapsItsDestinationAndLabelViewItsLabel() throws {
        let link = NavigationLink(destination: Text("Screen 1")) { Text("GoTo 1") }
        XCTAssertEqual(try link.inspect().navigationLink().text().string(), "Screen 1")
        XCTAssertEqual(try link.inspect().navigationLink().labelView().text().string(), "GoTo 1")
        let custom = AnyView(NavigationLink("Ada") { Profile(name: "Ada") })
        let profile = try custom.inspect().anyView().navigationLink().view(Profile.self)
        XCTAssertEqual(try profile.actualView().name, "Ada")
        XCTAssertEqual(try profile.vStack().text(0).string(), "Profile of Ada")
        XCTAssertEqual(try profile.vStack().text(0).pathToRoot, "anyView().navigationLink().view(Profile.self).vStack().text(0)")
    }

    func testSeveralDestinationViewsAreReachedByIndex() throws {
        let link = NavigationLink {
            Text("Title")
            Image(systemName: "star")
        } label: {
            Text("Open")
        }
        let inspected = try link.inspect().navigationLink()
        XCTAssertEqual(try inspected.text(0).string(), "Title")
        XCTAssertEqual(try inspected.image(1).actualImage().name(), "star")
        XCTAssertEqual(try inspected.image(1).pathToRoot, "navigationLink().image(1)")
        XCTAssertEqual(inspected.count, 2)
    }

    func testAValueLinkHasNoDestinationToUnwrap() throws {
        XCTAssertThrowsError(try NavigationLink("Go", value: 3).inspect().navigationLink().text()) { error in
            XCTAssertEqual("\(error)", "navigationLink().text(): NavigationLink has no content view")
        }
    }

    func testFindEntersADestinationThatIsNotPushed() throws {
        let sut = NavigationStack {
            List {
                NavigationLink("Ada") { Profile(name: "Ada") }
            }
        }
        XCTAssertEqual(
            try sut.inspect().find(text: "Profile of Ada").pathToRoot,
            "navigationStack().list().navigationLink(0).view(Profile.self).vStack().text(0)")
        XCTAssertEqual(
            try sut.inspect().find(button: "Follow").pathToRoot,
            "navigationStack().list().navigationLink(0).view(Profile.self).vStack().button(1)")
        XCTAssertEqual(try sut.inspect().find(Profile.self).pathToRoot, "navigationStack().list().navigationLink(0).view(Profile.self)")
    }

    func testOncePushedTheDestinationIsFoundOnlyWhereTheStackShowsIt() throws {
        let sut = NavigationStack {
            NavigationLink("Ada") { Profile(name: "Ada") }
        }
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Ada").activate()
        XCTAssertEqual(
            try handle.find(text: "Profile of Ada").pathToRoot,
            "navigationStack().pushedViews().view(Profile.self, 0).vStack().text(0)")
        XCTAssertEqual(handle.findAll(Profile.self).count, 1)
        XCTAssertEqual(
            try handle.navigationStack().navigationLink().view(Profile.self).pathToRoot,
            "navigationStack().navigationLink().view(Profile.self)", "the chain still reaches the link's destination")
        try handle.navigationStack().pop()
        XCTAssertEqual(
            try handle.find(text: "Profile of Ada").pathToRoot,
            "navigationStack().navigationLink().view(Profile.self).vStack().text(0)", "popped, it is found in the link again")
    }

    func testRoleQueriesAndTheAuditKeepToTheScreen() throws {
        let sut = NavigationStack {
            VStack {
                Button("Home") {}
                NavigationLink("Ada") {
                    VStack {
                        Button("Follow") {}
                        Image(systemName: "person")
                    }
                }
            }
        }
        let handle = try sut.inspect()
        XCTAssertEqual(handle.findAll(role: .button).count, 2, "Home and the link, not the destination's button")
        XCTAssertThrowsError(try handle.find(role: .button, name: "Follow"))
        XCTAssertNoThrow(try handle.find(button: "Follow"), "find still enters the destination")
        XCTAssertEqual(try handle.accessibilityAudit().map(\.description), [], "the destination's unlabeled image is not on screen")
        try handle.find(navigationLink: "Ada").activate()
        XCTAssertEqual(
            try handle.find(role: .button, name: "Follow").pathToRoot,
            "navigationStack().pushedViews().vStack(0).button(0)")
        XCTAssertEqual(try handle.accessibilityAudit().count, 1, "pushed, its image is on screen")
    }

    func testHostedTheDestinationCanBeReadBeforeItIsPushedAndLivesOncePushed() throws {
        struct Counter: View {
            @State var taps = 0
            var body: some View {
                Button("Taps: \(taps)") { taps += 1 }
            }
        }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Count") { Counter() }
                }
            }
        }
        let hosted = ViewHosting.host(view: Home())
        defer { hosted.expel() }
        XCTAssertEqual(
            try hosted.inspect().find(button: "Taps: 0").pathToRoot,
            "view(Home.self).navigationStack().navigationLink().view(Counter.self).button()")
        try hosted.inspect().find(navigationLink: "Count").activate()
        try hosted.inspect().find(button: "Taps: 0").tap()
        XCTAssertEqual(
            try hosted.inspect().find(button: "Taps: 1").pathToRoot,
            "view(Home.self).navigationStack().pushedViews().view(Counter.self, 0).button()")
    }

    func testSearchEntersOneDestinationDeepSoADetailLinkingToTheNextEnds() throws {
        struct Chapter: View {
            let number: Int
            var body: some View {
                VStack {
                    Text("Chapter \(number)")
                    NavigationLink("Next") { Chapter(number: number + 1) }
                }
            }
        }
        let sut = NavigationStack { Chapter(number: 1) }
        XCTAssertEqual(
            try sut.inspect().find(text: "Chapter 2").pathToRoot,
            "navigationStack().view(Chapter.self).vStack().navigationLink(1).view(Chapter.self).vStack().text(0)")
        XCTAssertThrowsError(try sut.inspect().find(text: "Chapter 3"), "a destination inside a destination is not searched")
        XCTAssertEqual(
            try sut.inspect().navigationStack().view(Chapter.self).vStack().navigationLink(1).view(Chapter.self).vStack()
                .navigationLink(1).view(Chapter.self).vStack().text(0).string(),
            "Chapter 3", "a chain reaches it")
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Next").activate()
        XCTAssertEqual(
            try handle.find(text: "Chapter 3").pathToRoot,
            "navigationStack().pushedViews().view(Chapter.self, 0).vStack().navigationLink(1).view(Chapter.self).vStack().text(0)",
            "the pushed chapter's link previews the next one")
    }

    func testEveryPathThroughLinksIsAChain() throws {
        struct Screen: View {
            @State var editing = true
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Ada") { Profile(name: "Ada") }
                        NavigationLink("Edit", destination: Text("Editor"), isActive: $editing)
                        NavigationLink("Pushed") {
                            Text("Pushed title")
                            Text("Pushed body")
                        }
                    }
                }
            }
        }
        let sut = Screen()
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Pushed").activate()
        try assertEveryPathIsAChain(of: NavigationStack { NavigationLink("Ada") { Profile(name: "Ada") } }, types: ["Profile": ViewToken<Profile>()])
        try assertEveryPathIsAChain(of: sut, types: ["Profile": ViewToken<Profile>(), "Screen": ViewToken<Screen>()])
    }
}
