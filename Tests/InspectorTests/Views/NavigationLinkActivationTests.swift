import Inspector
import ViewTree
import XCTest

private struct Detail: View {
    let id: Int
    var body: some View {
        Text("Detail \(id)")
    }
}

/// `NavigationLink(destination:isActive:)` and `(destination:tag:selection:)`, with
/// ViewInspector's `isActive()`, `activate()` and `deactivate()`.
final class NavigationLinkActivationTests: XCTestCase {
    func testEveryIsActiveInitializerForm() throws {
        let title: String = "String title"
        let active = Binding(wrappedValue: true)
        let links: [(any View, String)] = [
            (NavigationLink(destination: Detail(id: 1), isActive: active) { Text("Label") }, "Label"),
            (NavigationLink(isActive: active, destination: { Detail(id: 2) }, label: { Text("Builders") }), "Builders"),
            (NavigationLink("Key", destination: Detail(id: 3), isActive: active), "Key"),
            (NavigationLink(title, destination: Detail(id: 4), isActive: active), "String title"),
            (NavigationLink("Key", isActive: active) { Detail(id: 5) }, "Key"),
            (NavigationLink(title, isActive: active) { Detail(id: 6) }, "String title"),
        ]
        for (index, (link, label)) in links.enumerated() {
            let inspected = try AnyView(link).inspect().anyView().navigationLink()
            XCTAssertEqual(try inspected.labelView().text().string(), label)
            XCTAssertEqual(try inspected.view(Detail.self).actualView().id, index + 1)
            XCTAssertTrue(try inspected.isActive())
        }
    }

    func testEveryTagSelectionInitializerForm() throws {
        let title: String = "String title"
        let selection = Binding<Int?>(wrappedValue: nil)
        let links: [(any View, String)] = [
            (NavigationLink(destination: Detail(id: 1), tag: 1, selection: selection) { Text("Label") }, "Label"),
            (NavigationLink(tag: 2, selection: selection, destination: { Detail(id: 2) }, label: { Text("Builders") }), "Builders"),
            (NavigationLink("Key", destination: Detail(id: 3), tag: 3, selection: selection), "Key"),
            (NavigationLink(title, destination: Detail(id: 4), tag: 4, selection: selection), "String title"),
            (NavigationLink("Key", tag: 5, selection: selection) { Detail(id: 5) }, "Key"),
            (NavigationLink(title, tag: 6, selection: selection) { Detail(id: 6) }, "String title"),
        ]
        for (index, (link, label)) in links.enumerated() {
            let inspected = try AnyView(link).inspect().anyView().navigationLink()
            XCTAssertEqual(try inspected.labelView().text().string(), label)
            XCTAssertFalse(try inspected.isActive(), "the selection is the previous link's tag")
            try inspected.activate()
            XCTAssertTrue(try inspected.isActive())
            XCTAssertEqual(selection.wrappedValue, index + 1)
            XCTAssertEqual(try inspected.view(Detail.self).actualView().id, index + 1)
        }
    }

    func testAnInactiveLinkShowsNoDestination() throws {
        let link = NavigationLink("Edit", destination: Text("Editor"), isActive: .constant(false))
        XCTAssertThrowsError(try link.inspect().navigationLink().text()) { error in
            XCTAssertEqual("\(error)", "navigationLink().text(): NavigationLink has no content view")
        }
        XCTAssertEqual(try link.inspect().navigationLink().destination().text().string(), "Editor", "as the link holds it")
        XCTAssertThrowsError(try NavigationStack { link }.inspect().find(text: "Editor"))
    }

    func testActivateAndDeactivateWriteTheIsActiveBinding() throws {
        struct Screen: View {
            @State var showsEditor = false
            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("Editor"), isActive: $showsEditor) { Text("Edit") }
                }
            }
        }
        let sut = Screen()
        let link = try sut.inspect().find(navigationLink: "Edit")
        XCTAssertFalse(try link.isActive())
        try link.activate()
        XCTAssertTrue(sut.showsEditor)
        XCTAssertEqual(try sut.inspect().find(text: "Editor").pathToRoot, "view(Screen.self).navigationView().navigationLink().text()")
        try sut.inspect().find(navigationLink: "Edit").deactivate()
        XCTAssertFalse(sut.showsEditor)
        XCTAssertNoThrow(try sut.inspect().find(navigationLink: "Edit").deactivate(), "deactivating an inactive link does nothing")
    }

    func testTagSelectionLinksShareOneSelection() throws {
        struct Menu: View {
            @State var selection: String?
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Inbox", destination: Text("Inbox list"), tag: "inbox", selection: $selection)
                        NavigationLink("Sent", destination: Text("Sent list"), tag: "sent", selection: $selection)
                    }
                }
            }
        }
        let sut = Menu()
        try sut.inspect().find(navigationLink: "Sent").activate()
        XCTAssertEqual(sut.selection, "sent")
        XCTAssertFalse(try sut.inspect().find(navigationLink: "Inbox").isActive())
        XCTAssertEqual(try sut.inspect().find(text: "Sent list").pathToRoot, "view(Menu.self).navigationStack().vStack().navigationLink(1).text()")
        XCTAssertThrowsError(try sut.inspect().find(text: "Inbox list"))
        try sut.inspect().find(navigationLink: "Inbox").deactivate()
        XCTAssertEqual(sut.selection, "sent", "deactivating a link that is not selected leaves the selection")
        try sut.inspect().find(navigationLink: "Sent").deactivate()
        XCTAssertNil(sut.selection)
    }

    func testPoppingTheStackAndDismissSetTheBindingBack() throws {
        struct Editor: View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\.isPresented) private var isPresented
            var body: some View {
                Button(isPresented ? "Done" : "Not presented") { dismiss() }
            }
        }
        struct Screen: View {
            @State var editing = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Edit", destination: Editor(), isActive: $editing)
                }
            }
        }
        let sut = Screen()
        try sut.inspect().find(navigationLink: "Edit").activate()
        try sut.inspect().find(button: "Done").tap()
        XCTAssertFalse(sut.editing)
        try sut.inspect().find(navigationLink: "Edit").activate()
        try sut.inspect().navigationStack().pop()
        XCTAssertFalse(sut.editing)
        XCTAssertThrowsError(try sut.inspect().navigationStack().pop()) { error in
            XCTAssertEqual(
                "\(error)", "view(Screen.self).navigationStack().pop(): NavigationStack has 0 views above its root: it cannot pop 1")
        }
    }

    func testADisabledLinkRefusesActivation() throws {
        let editing = Binding(wrappedValue: false)
        let sut = NavigationStack {
            NavigationLink("Edit", destination: Text("Editor"), isActive: editing).disabled(true)
        }
        XCTAssertThrowsError(try sut.inspect().navigationStack().navigationLink().activate()) { error in
            XCTAssertEqual(
                "\(error)", "navigationStack().navigationLink().activate(): NavigationLink is disabled by .disabled(true) on itself")
        }
        XCTAssertFalse(editing.wrappedValue)
    }

    func testTreeDumpShowsWhetherALinkIsActive() throws {
        XCTAssertEqual(
            try NavigationLink("Edit", destination: Text("Editor"), isActive: .constant(true)).inspect().treeDump(),
            """
            navigationLink() isActive: true
              text() "Editor" .presentedContent
              labelView().text() "Edit"
            """)
    }

    func testHostedTheBindingPushesAndPops() throws {
        final class Log: @unchecked Sendable {
            var events: [String] = []
        }
        struct Editor: View {
            let log: Log
            @State var edits = 0
            var body: some View {
                Button("Edits: \(edits)") { edits += 1 }
                    .onAppear { log.events.append("appear") }
                    .onDisappear { log.events.append("disappear") }
            }
        }
        struct Screen: View {
            let log: Log
            @State var editing = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Deep link") { editing = true }
                        NavigationLink("Edit", destination: Editor(log: log), isActive: $editing)
                    }
                }
            }
        }
        let log = Log()
        let hosted = ViewHosting.host(view: Screen(log: log))
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Deep link").tap()
        XCTAssertTrue(try hosted.inspect().find(navigationLink: "Edit").isActive())
        try hosted.inspect().find(button: "Edits: 0").tap()
        XCTAssertEqual(
            try hosted.inspect().find(button: "Edits: 1").pathToRoot,
            "view(Screen.self).navigationStack().vStack().navigationLink(1).view(Editor.self).button()")
        XCTAssertEqual(log.events, ["appear"])
        try hosted.inspect().navigationStack().pop()
        XCTAssertFalse(try hosted.inspect().find(navigationLink: "Edit").isActive())
        XCTAssertEqual(log.events, ["appear", "disappear"])
        try hosted.inspect().find(navigationLink: "Edit").activate()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Edits: 0"), "pushed again, its state starts anew")
    }
}
