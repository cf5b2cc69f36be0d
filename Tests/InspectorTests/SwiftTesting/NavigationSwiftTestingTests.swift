import Inspector
import Testing
import ViewTree

/// Navigation from Swift Testing: pushing, inspecting what was pushed, popping — hosted and not.
@Suite("Navigation in Swift Testing", .expelsHostedViews)
@MainActor
struct NavigationSwiftTestingTests {
    struct Inbox: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Message 1", value: 1)
                    NavigationLink("Compose") { Text("New message") }
                }
                .navigationDestination(for: Int.self) { Text("Message \($0) body") }
            }
        }
    }

    @Test func pushInspectAndPop() throws {
        let sut = try Inbox().inspect()
        try sut.find(navigationLink: "Message 1").activate()
        #expect(try sut.navigationStack().pushedView(0).text().string() == "Message 1 body")
        try sut.navigationStack().pop()
        #expect(try sut.navigationStack().pushedViews().count == 0)
    }

    @Test func hostedPushes() throws {
        let hosted = ViewHosting.host(view: Inbox())
        try hosted.inspect().find(navigationLink: "Compose").activate()
        let path = try hosted.inspect().find(text: "New message").pathToRoot
        #expect(path.hasSuffix("navigationStack().pushedViews().text(0)"), "\(path)")
        try hosted.inspect().navigationStack().popToRoot()
        let previewed = try hosted.inspect().find(text: "New message").pathToRoot
        #expect(previewed.hasSuffix("navigationLink(1).text()"), "popped, it is found in its link again: \(previewed)")
    }

    @Test func navigationPathValues() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        #expect(path == NavigationPath([AnyHashable(1), AnyHashable("two")]))
        #expect(path.description == "NavigationPath([1, \"two\"])")
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast(5)
        #expect(path.isEmpty, "removing more than there is empties the path")
    }
}
