import Observation
import ViewTree

// An app as Xcode 26 writes one: on the main actor by default, with a main-actor model kept
// in the app's state, a scene phase handler and commands.

@Observable final class Journal {
    var entries: [String] = []
    var saves = 0
    func add() { entries.append("Entry \(entries.count + 1)") }
    func save() { saves += 1 }
}

struct JournalApp: App {
    @State private var journal = Journal()

    var body: some Scene {
        WindowGroup("Journal") {
            JournalView(journal: journal)
        }
        .commands {
            CommandMenu("Entries") {
                Button("New Entry") { journal.add() }
            }
        }
    }
}

struct JournalView: View {
    let journal: Journal
    @Environment(\.scenePhase) private var scenePhase
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        VStack {
            Text("\(journal.entries.count) entries, \(journal.saves) saves")
            TextField("Draft", text: $draft)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { journal.save() }
        }
    }
}
