import Foundation
import Inspector
import XCTest

/// A document whose title opens a menu, and whose navigation bar is dark.
private struct DocumentScreen: View {
    @State private var copies = 0
    @State private var isStarred = false

    var body: some View {
        NavigationStack {
            Text("Copies: \(copies)")
                .navigationTitle("Report")
                .toolbarTitleMenu {
                    Button("Duplicate") { copies += 1 }
                    Toggle("Starred", isOn: $isStarred)
                }
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

/// A feed that shows a back-to-top button once scrolled far enough.
private struct Feed: View {
    @State private var isScrolled = false
    @State private var changes: [String] = []

    var body: some View {
        VStack {
            ScrollView {
                Text("Rows")
            }
            .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 100 }) { old, new in
                isScrolled = new
                changes.append("\(old) -> \(new)")
            }
            Text(isScrolled ? "Back to top" : "At top")
            Text(changes.joined(separator: ", "))
        }
    }
}

/// What the compile sweep of SwiftUI app files found missing, around bars and scrolling:
/// `toolbarColorScheme(_:for:)`, `toolbarTitleMenu(content:)` and
/// `onScrollGeometryChange(for:of:action:)` with `ScrollGeometry`.
final class MissingAPIsSweepToolbarScrollTests: XCTestCase {
    func testToolbarColorSchemeIsReadPerBar() throws {
        let text = try Text("a")
            .toolbarColorScheme(.dark, for: .navigationBar, .tabBar)
            .toolbarColorScheme(nil, for: .bottomBar)
            .inspect().text()
        XCTAssertEqual(try text.toolbarColorScheme(for: .navigationBar), .dark)
        XCTAssertEqual(try text.toolbarColorScheme(for: .tabBar), .dark)
        XCTAssertNil(try text.toolbarColorScheme(for: .bottomBar))
        XCTAssertEqual(try Text("a").toolbarColorScheme(.light).inspect().text().toolbarColorScheme(), .light)
        XCTAssertThrowsError(try text.toolbarColorScheme(for: .windowToolbar)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().toolbarColorScheme(for: .windowToolbar): Text has no toolbarColorScheme(_:for:) for .windowToolbar;"
                    + " its toolbarColorScheme(_:for:) names .bottomBar, .navigationBar, .tabBar only")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().toolbarColorScheme()) { error in
            XCTAssertEqual(
                "\(error)", "text().toolbarColorScheme(for: .automatic): Text has no toolbarColorScheme(_:for:); it has no modifiers")
        }
        let dump = try Text("a").toolbarColorScheme(.dark, for: .navigationBar).toolbarColorScheme(nil).inspect().treeDump()
        XCTAssertTrue(dump.contains(".toolbarColorScheme(.dark, for: .navigationBar)"), dump)
        XCTAssertTrue(dump.contains(".toolbarColorScheme(nil)"), dump)
        XCTAssertEqual(try DocumentScreen().inspect().find(text: "Copies: 0").toolbarColorScheme(for: .navigationBar), .dark)
    }

    func testToolbarTitleMenuItemsAreReachedAndTapped() throws {
        let hosted = ViewHosting.host(view: DocumentScreen())
        defer { ViewHosting.expel() }
        let menu = try hosted.inspect().find(text: "Copies: 0").toolbarTitleMenu()
        XCTAssertEqual(try menu.button(0).labelView().text().string(), "Duplicate")
        try menu.button(0).tap()
        try hosted.inspect().find(button: "Duplicate").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Copies: 2").string(), "Copies: 2")
        try hosted.inspect().find(ViewType.Toggle.self).tap()
        XCTAssertTrue(try hosted.inspect().find(ViewType.Toggle.self).isOn())
        XCTAssertEqual(
            try hosted.inspect().find(button: "Duplicate").pathToRoot,
            "view(DocumentScreen.self).navigationStack().text().toolbarTitleMenu().button(0)")
        XCTAssertTrue(try hosted.inspect().treeDump().contains(".toolbarTitleMenu"))
        XCTAssertThrowsError(try Text("a").inspect().text().toolbarTitleMenu()) { error in
            XCTAssertEqual("\(error)", "text().toolbarTitleMenu(): Text has no toolbarTitleMenu; it has no modifiers")
        }
    }

    func testScrollGeometryParts() {
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 150), contentSize: CGSize(width: 300, height: 2000),
            contentInsets: EdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10), containerSize: CGSize(width: 300, height: 600))
        XCTAssertEqual(geometry.visibleRect, CGRect(x: 0, y: 150, width: 300, height: 600))
        XCTAssertEqual(geometry.bounds, CGRect(x: 10, y: 170, width: 280, height: 550))
        var moved = geometry
        moved.contentOffset.y = 0
        XCTAssertNotEqual(moved, geometry)
        XCTAssertTrue(geometry.debugDescription.hasPrefix("ScrollGeometry(contentOffset: "), geometry.debugDescription)
    }

    func testScrollGeometryChangeRunsWhenTheValueChanges() throws {
        let hosted = ViewHosting.host(view: Feed())
        defer { ViewHosting.expel() }
        let scrolled = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 400), contentSize: CGSize(width: 390, height: 2000), contentInsets: EdgeInsets(),
            containerSize: CGSize(width: 390, height: 800))
        try hosted.inspect().find(ViewType.ScrollView.self).callOnScrollGeometryChange(scrolled)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Back to top")
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "false -> true")
        // From one scrolled geometry to another, the value stays true: the action does not run.
        var further = scrolled
        further.contentOffset.y = 900
        try hosted.inspect().find(ViewType.ScrollView.self).callOnScrollGeometryChange(further, from: scrolled)
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "false -> true")
        try hosted.inspect().find(ViewType.ScrollView.self).callOnScrollGeometryChange(
            ScrollGeometry.init(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero), from: further)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "At top")
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "false -> true, true -> false")
    }

    func testScrollGeometryChangeErrorsAndDump() throws {
        var offsets: [CGFloat] = []
        let sut = ScrollView { Text("a") }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offsets.append(new) }
            .onScrollGeometryChange(for: CGSize.self, of: { $0.containerSize }) { old, _ in offsets.append(old.height) }
            .frame(width: 100, height: 50)
        let geometry = ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: 30), contentSize: CGSize(width: 100, height: 500), contentInsets: EdgeInsets(),
            containerSize: CGSize(width: 100, height: 60))
        try sut.inspect().scrollView().callOnScrollGeometryChange(geometry)
        try sut.inspect().scrollView().callOnScrollGeometryChange(geometry, index: 1)
        // The resting geometry's container is the size the frame fixes.
        XCTAssertEqual(offsets, [30, 50])
        XCTAssertThrowsError(try sut.inspect().scrollView().callOnScrollGeometryChange(geometry, index: 2)) { error in
            XCTAssertTrue("\(error)".contains("index 2 is out of range: ScrollView has 2 onScrollGeometryChange"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().callOnScrollGeometryChange(geometry)) { error in
            XCTAssertEqual(
                "\(error)", "text().callOnScrollGeometryChange(_:): Text has no onScrollGeometryChange; it has no modifiers")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".onScrollGeometryChange"))
    }
}
