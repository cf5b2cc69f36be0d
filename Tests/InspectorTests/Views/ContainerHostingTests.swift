@testable import Inspector
import ViewTree
import XCTest

private struct Cell: View {
    let name: String
    @State var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

/// Every container, with a view keeping state in each of its parts.
private struct Everything: View {
    @State var tab = 1
    var body: some View {
        TabView(selection: $tab) {
            List {
                Section { Cell(name: "row") } header: { Cell(name: "header") } footer: { Cell(name: "footer") }
                ForEach(0..<2) { index in
                    Cell(name: "item\(index)")
                        .swipeActions { Cell(name: "swipe\(index)") }
                        .contextMenu { Cell(name: "context\(index)") }
                        .listRowBackground(Cell(name: "background\(index)"))
                }
            }
            .tag(1)
            .tabItem { Cell(name: "tabItem") }
            Form {
                LabeledContent { Cell(name: "value") } label: { Cell(name: "label") }
                GroupBox { Cell(name: "box") } label: { Cell(name: "boxLabel") }
                DisclosureGroup { Cell(name: "disclosed") } label: { Cell(name: "disclosure") }
                Menu { Cell(name: "menuItem") } label: { Cell(name: "menu") }
            }
            .tag(2)
            ScrollView {
                LazyVStack { Cell(name: "lazyV") }
                LazyHStack { Cell(name: "lazyH") }
                LazyVGrid(columns: [GridItem()]) { Cell(name: "vGrid") }
                LazyHGrid(rows: [GridItem()]) { Cell(name: "hGrid") }
                Grid { GridRow { Cell(name: "cell") } }
                ViewThatFits { Cell(name: "fits") }
                GeometryReader { _ in Cell(name: "geometry") }
            }
            .tag(3)
            Tab(value: 4) { Cell(name: "tabContent") } label: { Cell(name: "tabLabel") }
        }
    }
}

final class ContainerHostingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testInspectorAndRuntimeAgreeOnIdentities() throws {
        let hosted = ViewHosting.host(view: Everything())
        let inspected = try hosted.inspect().findAll(where: { (try? $0.node().viewKind) == .custom })
        XCTAssertEqual(inspected.count, 30)
        let identities = Set(try inspected.map { try $0.node().identity })
        XCTAssertEqual(identities.count, 30)
        XCTAssertEqual(identities, Set(hosted.graph.renderedViewIdentities))
    }

    func testEveryPartKeepsItsStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Everything())
        let names = try hosted.inspect().findAll(Cell.self).map { try $0.actualView().name }
        for name in names {
            try hosted.inspect().find(button: "\(name) 0").tap()
        }
        try hosted.inspect().find(ViewType.TabView.self).select(value: 3)
        try hosted.inspect().find(ViewType.DisclosureGroup.self).expand()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, names.map { "\($0) 1" })
    }
}
