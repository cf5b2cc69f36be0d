import ViewTree

// The example of Docs/Concurrency.md, "Modules with defaultIsolation(MainActor.self)".

final class GreetingModel: ObservableObject {
    @Published var greeting = "Hello"
    func wave() { greeting = "Hello, wave!" }
}

struct GreetingScreen: View {
    @StateObject private var model = GreetingModel()
    var body: some View {
        VStack {
            Text(model.greeting)
            Button("Wave") { model.wave() }
        }
    }
}

// A preview and an environment entry in a module where everything is on the main actor.

extension EnvironmentValues {
    @Entry var greetingPunctuation: String = "!"
}

#Preview("Main-actor greeting") {
    GreetingScreen()
}
