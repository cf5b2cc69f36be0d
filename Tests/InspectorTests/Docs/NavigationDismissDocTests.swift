import Inspector
import ViewTree
import XCTest

// The examples of Docs/Navigation.md's "Back from a pushed view" and "`NavigationView`"
// sections, as written there.

private struct Inbox: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Message 1", value: 1)
                .navigationDestination(for: Int.self) { MessageDetail(number: $0) }
        }
    }
}

private struct MessageDetail: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Message \(number)")
            Button("Back") { dismiss() }
        }
    }
}

private struct Account: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Profile") { Text("Your profile") }
            }
            .navigationTitle("Account")
        }
        .navigationViewStyle(.stack)
    }
}

final class NavigationDismissDocTests: XCTestCase {
    func testBackFromAPushedView() throws {
        let sut = Inbox()
        try sut.inspect().find(navigationLink: "Message 1").activate()
        XCTAssertEqual(sut.path, [1])
        try sut.inspect().find(button: "Back").tap()
        XCTAssertEqual(sut.path, [])
        XCTAssertEqual(try sut.inspect().navigationStack().pushedViews().count, 0)

        let hosted = ViewHosting.host(view: Inbox())
        try hosted.inspect().find(navigationLink: "Message 1").activate()
        try hosted.inspect().find(button: "Back").tap()
        XCTAssertEqual(try hosted.inspect().navigationStack().path(), [])
        hosted.expel()
    }

    func testNavigationView() throws {
        let sut = try Account().inspect()
        XCTAssertTrue(try sut.navigationView().navigationViewStyle() is StackNavigationViewStyle)
        XCTAssertEqual(try sut.navigationView().list().navigationTitle(), "Account")
        try sut.find(navigationLink: "Profile").activate()
        XCTAssertEqual(try sut.find(text: "Your profile").pathToRoot,
                       "view(Account.self).navigationView().pushedViews().text(0)")
        try sut.navigationView().pop()
        XCTAssertEqual(try sut.navigationView().pushedViews().count, 0)
    }

    func testAValueLinkInANavigationView() throws {
        let sut = NavigationView { NavigationLink("Profile", value: 1) }
        XCTAssertThrowsError(try sut.inspect().navigationView().navigationLink().activate()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationView().navigationLink().activate(): NavigationLink was made with value: inside a"
                    + " NavigationView, which pushes destinations only; a NavigationStack pushes values")
        }
        XCTAssertEqual(try sut.inspect().navigationView().pushedViews().count, 0)
    }
}
