import Foundation
import Inspector
import ViewTree
import XCTest

private struct MainView: View {
    @State private var opened: [String] = []
    var body: some View {
        Text("Main: " + opened.joined(separator: ", "))
            .onOpenURL { opened.append($0.absoluteString) }
    }
}

private struct ViewerView: View {
    @State private var book = "none"
    var body: some View {
        Text("Viewer: \(book)")
            .onOpenURL { book = $0.lastPathComponent }
    }
}

private struct RoutingApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
        WindowGroup(id: "viewer") { ViewerView() }
            .handlesExternalEvents(matching: ["viewer"])
    }
}

private final class URLLog: @unchecked Sendable {
    var urls: [String] = []
}

private let rootLog = URLLog()

/// `onOpenURL` on the window's root view itself.
private struct RootHandlerApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Root").onOpenURL { rootLog.urls.append($0.absoluteString) }
        }
    }
}

private struct PlainApp: App {
    var body: some Scene {
        WindowGroup { Text("No URLs") }
    }
}

/// `hosted.openURL(_:)`: a URL goes to the window whose scene's conditions match it.
final class OpenURLRoutingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    func testAMatchingSceneGetsTheURLInAWindowOpenedForIt() throws {
        let hosted = ViewHosting.host(app: RoutingApp())
        let viewer = try hosted.openURL(URL(string: "reader://viewer/7")!)
        XCTAssertEqual(try viewer.inspect().text().string(), "Viewer: 7")
        XCTAssertEqual(hosted.windows.count, 2)
        // An open window of the scene takes the next one.
        try hosted.openURL(URL(string: "reader://viewer/8")!)
        XCTAssertEqual(hosted.windows.count, 2)
        XCTAssertEqual(try hosted.window(id: "viewer")?.inspect().text().string(), "Viewer: 8")
    }

    func testAnOnOpenURLOnTheWindowsRootRunsOnce() throws {
        rootLog.urls = []
        let hosted = ViewHosting.host(app: RootHandlerApp())
        try hosted.openURL(URL(string: "reader://root")!)
        XCTAssertEqual(rootLog.urls, ["reader://root"])
    }

    func testOtherURLsGoToTheFirstWindow() throws {
        let hosted = ViewHosting.host(app: RoutingApp())
        try hosted.openURL(URL(string: "reader://shelf")!)
        XCTAssertEqual(try hosted.inspect().text().string(), "Main: reader://shelf")
        XCTAssertEqual(hosted.windows.count, 1)
    }

    func testAWindowWithoutOnOpenURLIsAnError() throws {
        let hosted = ViewHosting.host(app: PlainApp())
        XCTAssertThrowsError(try hosted.openURL(URL(string: "reader://shelf")!)) { error in
            XCTAssertEqual(
                "\(error)", "openURL(reader://shelf): reader://shelf reached a window none of whose views has an onOpenURL")
        }
    }
}
