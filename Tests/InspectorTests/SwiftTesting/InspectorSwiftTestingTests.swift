import Foundation
import Inspector
import Testing
import ViewTree

/// Inspector works the same from Swift Testing suites: synchronous tests, on the main actor.
@Suite("Inspector in Swift Testing")
struct InspectorSwiftTestingTests {
    struct Greeting: View {
        let name: String
        var body: some View {
            VStack {
                Text("Hello, \(name)!")
                    .font(.title)
                Button("Wave") {}
                    .disabled(name.isEmpty)
            }
        }
    }

    @Test @MainActor func readsAChain() throws {
        let text = try Greeting(name: "Ada").inspect().vStack().text(0)
        #expect(try text.string() == "Hello, Ada!")
        #expect(try text.attributes().font() == .title)
        #expect(text.pathToRoot == "view(Greeting.self).vStack().text(0)")
    }

    @Test(arguments: ["", "Ada"]) @MainActor
    func buttonIsDisabledWithoutAName(name: String) throws {
        let button = try Greeting(name: name).inspect().vStack().button(1)
        #expect(button.isDisabled() == name.isEmpty)
    }

    @Test(arguments: zip(["en", "de_DE"], ["Total: €12.50", "Total: 12,50\u{A0}€"])) @MainActor
    func readsAFormattedValueInEachLocale(identifier: String, expected: String) throws {
        let text = try Text("Total: \(12.5, format: .currency(code: "EUR"))").inspect().text()
        #expect(try text.string(locale: Locale(identifier: identifier)) == expected)
    }

    @Test @MainActor func errorsSayWhereAndWhat() {
        #expect(throws: InspectionError.self) {
            try Greeting(name: "Ada").inspect().vStack().image(0)
        }
        do {
            _ = try Greeting(name: "Ada").inspect().vStack().image(0)
        } catch {
            #expect("\(error)" == "view(Greeting.self).vStack().image(0): expected Image, found Text")
        }
    }
}
