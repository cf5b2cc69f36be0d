@testable import Inspector
import ViewTree
import XCTest

private struct Pet: Identifiable {
    var name: String
    var id: String { name }
}

private struct Actions: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .secondaryAction) { Button("Share") {} }
    }
}

private struct Screen: View {
    @State var selection: String?
    var body: some View {
        VStack {
            Table([Pet(name: "Miko"), Pet(name: "Haku")], selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Actions") { pet in
                    HStack {
                        Button("Pick \(pet.name)") { selection = pet.id }
                        Text("!")
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("Status")
                    Button("Refresh") {}
                }
            }
        }
        .toolbar {
            Spacer()
            Button { } label: { Label("Info", systemImage: "info.circle") }
        }
        .toolbar {
            ToolbarItem { Text("Plain") }
            Actions()
        }
    }
}

/// `pathToRoot` of every view inside toolbars and tables is a chain that reaches it.
final class ToolbarAndTablePathTests: XCTestCase {
    private let evaluator = ChainEvaluator(types: ["Screen": ViewToken<Screen>(), "Actions": ToolbarContentToken<Actions>()])

    func testEveryPathIsAChain() throws {
        let root = try Screen().inspect()
        let everything = root.findAll(where: { _ in true })
        XCTAssertGreaterThan(everything.count, 15)
        for found in everything {
            let path = found.pathToRoot
            let reached = try inspectionNode(of: try evaluator.evaluate(path, from: root))
            XCTAssertTrue(reached === (try found.node()), "\(path) reaches another node: \(reached.pathToRoot)")
        }
        XCTAssertTrue(everything.contains { $0.pathToRoot == "view(Screen.self).vStack().table(0).row(1).hStack(1).button(0)" })
        XCTAssertTrue(everything.contains { $0.pathToRoot == "view(Screen.self).vStack().table(0).toolbar().itemGroup(1).text(0)" })
        XCTAssertTrue(everything.contains { $0.pathToRoot == "view(Screen.self).vStack().toolbar().button(1)" })
        XCTAssertTrue(
            everything.contains { $0.pathToRoot == "view(Screen.self).vStack().toolbar(1).view(Actions.self, 1).item().button()" })
    }
}
