import Inspector
import ViewTree
import XCTest

private struct Editor: View {
    @State var count = 0
    @State var log: [String] = []
    var body: some View {
        Text("Count: \(count)")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { log.append("cancel") }
                }
                ToolbarItem(id: "add", placement: .primaryAction) {
                    Button("Add") { count += 1 }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Previous") { log.append("previous") }
                    Button("Next") { log.append("next") }
                }
            }
    }
}

/// A toolbar item whose content keeps state of its own.
private struct Counter: View {
    @State var taps = 0
    var body: some View {
        Button("Tapped \(taps)") { taps += 1 }
    }
}

private struct Conditional: View {
    @State var editing = false
    var body: some View {
        Text(editing ? "Editing" : "Viewing")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(editing ? "Done" : "Edit") { editing.toggle() }
                }
                if editing {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { editing = false } }
                }
                if editing {
                    ToolbarItem(placement: .status) { Text("Unsaved") }
                } else {
                    ToolbarItemGroup(placement: .status) { Text("Saved") }
                }
            }
    }
}

/// The toolbars of the "Meet Inspectors" sample (inspector-presentation.md), with the
/// inspector itself left out: a plain-view toolbar inside a navigation stack, a principal
/// item with a stack of buttons, and an item whose button has a role and a label.
private struct SampleToolbars: View {
    @State var inspectorPresented = false
    var body: some View {
        NavigationStack {
            VStack {
                Text(inspectorPresented ? "Inspector shown" : "Inspector hidden")
                    .toolbar {
                        Button {
                            inspectorPresented.toggle()
                        } label: {
                            Label("Toggle Inspector", systemImage: "info.circle")
                        }
                    }
                Form { Text("Form") }
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            HStack {
                                Button {
                                } label: {
                                    Image(systemName: "rectangle.and.pencil.and.ellipsis")
                                }
                                Button {
                                } label: {
                                    Image(systemName: "pawprint.circle")
                                }
                            }
                        }
                    }
                ScrollView { Text("Bulletin") }
                    .toolbar {
                        ToolbarItem {
                            Button(role: .cancel) {
                            } label: {
                                Label("Close", systemImage: "xmark.circle.fill")
                            }
                        }
                    }
            }
            .navigationTitle("Fruit Nibble Bulletin")
        }
    }
}

/// Toolbar content of your own, with state of its own.
private struct EditingToolbar: ToolbarContent {
    @State var saves = 0
    var body: some ToolbarContent {
        ToolbarItem(placement: .confirmationAction) {
            Button("Save \(saves)") { saves += 1 }
        }
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
    }
}

final class ToolbarTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testItemsAndPlacements() throws {
        let toolbar = try Editor().inspect().text().toolbar()
        XCTAssertEqual(try toolbar.item(0).placement(), .cancellationAction)
        XCTAssertNil(try toolbar.item(0).identifier())
        XCTAssertEqual(try toolbar.item(1).placement(), .primaryAction)
        XCTAssertEqual(try toolbar.toolbarItem(1).identifier(), "add")
        XCTAssertEqual(try toolbar.itemGroup(2).placement(), .bottomBar)
        XCTAssertEqual(try toolbar.toolbarItemGroup(2).button(1).labelView().text().string(), "Next")
        XCTAssertEqual(try toolbar.item(0).button().labelView().text().string(), "Cancel")
        XCTAssertEqual(try toolbar.item(1).button().pathToRoot, "view(Editor.self).text().toolbar().item(1).button()")
        XCTAssertEqual(
            try toolbar.itemGroup(2).button(0).pathToRoot, "view(Editor.self).text().toolbar().itemGroup(2).button(0)")
        XCTAssertEqual(ToolbarItemPlacement.topBarTrailing.description, ".topBarTrailing")
    }

    func testSingleItemAndPlainViews() throws {
        let single = Text("a").toolbar {
            ToolbarItem(placement: .principal) { Text("Title") }
        }
        XCTAssertEqual(try single.inspect().toolbar().item().placement(), .principal)
        XCTAssertEqual(try single.inspect().toolbar().item().text().string(), "Title")
        XCTAssertEqual(try single.inspect().find(text: "Title").pathToRoot, "text().toolbar().item().text()")
        let plain = Text("a").toolbar {
            Spacer()
            Button("Toggle") {}
        }
        XCTAssertEqual(try plain.inspect().toolbar().button(1).labelView().text().string(), "Toggle")
        XCTAssertEqual(try plain.inspect().find(button: "Toggle").pathToRoot, "text().toolbar().button(1)")
    }

    func testSearchFindsAndTapsToolbarButtons() throws {
        let sut = Editor()
        XCTAssertEqual(
            try sut.inspect().find(button: "Add").pathToRoot, "view(Editor.self).text().toolbar().item(1).button()")
        XCTAssertEqual(
            try sut.inspect().find(text: "Next").pathToRoot,
            "view(Editor.self).text().toolbar().itemGroup(2).button(1).labelView().text()")
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(button: "Add").tap()
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertEqual(try hosted.inspect().text().string(), "Count: 2")
    }

    func testToolbarContentKeepsState() throws {
        let sut = Text("a").toolbar {
            ToolbarItem { Counter() }
        }
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(button: "Tapped 0").tap()
        try hosted.inspect().find(button: "Tapped 1").tap()
        XCTAssertEqual(try hosted.inspect().toolbar().item().view(Counter.self).button().labelView().text().string(), "Tapped 2")
    }

    func testIfInAToolbarBuilder() throws {
        let hosted = ViewHosting.host(view: Conditional())
        XCTAssertThrowsError(try hosted.inspect().find(button: "Cancel"))
        XCTAssertEqual(try hosted.inspect().text().toolbar().itemGroup(2).text().string(), "Saved")
        try hosted.inspect().find(button: "Edit").tap()
        XCTAssertEqual(try hosted.inspect().text().toolbar().item(2).text().string(), "Unsaved")
        XCTAssertEqual(
            try hosted.inspect().find(text: "Unsaved").pathToRoot, "view(Conditional.self).text().toolbar().item(2).text()")
        XCTAssertEqual(try hosted.inspect().text().string(), "Editing")
        XCTAssertEqual(try hosted.inspect().text().toolbar().item(1).placement(), .cancellationAction)
        XCTAssertEqual(
            try hosted.inspect().find(button: "Cancel").pathToRoot, "view(Conditional.self).text().toolbar().item(1).button()")
        try hosted.inspect().find(button: "Cancel").tap()
        XCTAssertEqual(try hosted.inspect().text().string(), "Viewing")
        XCTAssertThrowsError(try hosted.inspect().text().toolbar().item(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Conditional.self).text().toolbar().item(1): expected ToolbarItem, found nothing: the `if` here"
                    + " (Optional<ToolbarItem<(), Button<Text>>>) shows no view, as its condition does not hold; it keeps its"
                    + " index so that the views after it keep theirs")
        }
    }

    func testTheSampleAppsToolbars() throws {
        let sut = SampleToolbars()
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(button: "Toggle Inspector").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Inspector shown"))
        let principal = try sut.inspect().find(ViewType.Form.self).toolbar().item()
        XCTAssertEqual(try principal.placement(), .principal)
        XCTAssertEqual(try principal.hStack().button(1).labelView().image().actualImage().name(), "pawprint.circle")
        let close = try sut.inspect().find(button: "Close")
        XCTAssertEqual(try close.role(), .cancel)
        XCTAssertEqual(try close.find(ViewType.ToolbarItem.self, relation: .parent).placement(), .automatic)
    }

    func testToolbarContentOfYourOwn() throws {
        let sut = Text("a").toolbar { EditingToolbar() }
        XCTAssertEqual(
            try sut.inspect().find(button: "Cancel").pathToRoot, "text().toolbar().view(EditingToolbar.self).item(1).button()")
        let content = try sut.inspect().toolbar().view(EditingToolbar.self)
        XCTAssertEqual(try content.item(0).placement(), .confirmationAction)
        XCTAssertEqual(try content.toolbarItem(1).button().labelView().text().string(), "Cancel")
        XCTAssertThrowsError(try Text("a").toolbar { ToolbarItem { Text("b") } }.inspect().toolbar().view(EditingToolbar.self)) {
            XCTAssertEqual("\($0)", "text().toolbar().view(EditingToolbar.self): expected EditingToolbar, found ToolbarItem")
        }
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(button: "Save 0").tap()
        try hosted.inspect().find(button: "Save 1").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Save 2"))
        XCTAssertEqual(try hosted.inspect().treeDump(), """
            text() "a" .toolbar
              toolbar()
                view(EditingToolbar.self)
                  item(0) placement: .confirmationAction
                    button()
                      labelView().text() "Save 2"
                  item(1) placement: .cancellationAction
                    button()
                      labelView().text() "Cancel"
            """)
    }

    func testSeveralToolbars() throws {
        let sut = Text("a")
            .toolbar { ToolbarItem { Text("first") } }
            .toolbar { ToolbarItem(placement: .status) { Text("second") } }
        XCTAssertEqual(try sut.inspect().toolbar(1).item().placement(), .status)
        XCTAssertEqual(try sut.inspect().find(text: "second").pathToRoot, "text().toolbar(1).item().text()")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().toolbar()) { error in
            XCTAssertEqual("\(error)", "text().toolbar(): Text has no toolbar; it has no modifiers")
        }
        let sut = Editor()
        XCTAssertThrowsError(try sut.inspect().text().toolbar().item(2)) { error in
            XCTAssertEqual("\(error)", "view(Editor.self).text().toolbar().item(2): expected ToolbarItem, found ToolbarItemGroup")
        }
        XCTAssertThrowsError(try sut.inspect().text().toolbar().item(3)) { error in
            XCTAssertEqual("\(error)", "view(Editor.self).text().toolbar().item(3): index 3 is out of range: toolbar has 3 child views (valid indices: 0...2)")
        }
        XCTAssertThrowsError(try sut.inspect().text().toolbar().item()) { error in
            XCTAssertEqual("\(error)", "view(Editor.self).text().toolbar().item(): toolbar has 3 views, not one; pick one with an index: item(0)")
        }
        XCTAssertThrowsError(try Text("a").toolbar { Button("Off") {} }.disabled(true).inspect().find(button: "Off").tap()) { error in
            XCTAssertEqual("\(error)", "text().toolbar().button().tap(): Button is disabled by .disabled(true) on its ancestor text()")
        }
    }

    func testTreeDump() throws {
        let dump = try Text("a").toolbar { ToolbarItem(placement: .primaryAction) { Text("Go") } }.inspect().treeDump()
        XCTAssertEqual(dump, """
            text() "a" .toolbar
              toolbar()
                item() placement: .primaryAction
                  text() "Go"
            """)
    }
}
