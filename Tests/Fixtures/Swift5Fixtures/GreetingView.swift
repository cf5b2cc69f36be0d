import ViewTree

// A view that reads an environment object and reports its appearance through a closure, as
// ViewInspector's guide's `on(\.didAppear)` approach has it.

final class GreetingSettings: ObservableObject {
    @Published var name = "World"
}

struct GreetingView: View {
    @EnvironmentObject var settings: GreetingSettings
    @State var taps = 0
    internal var didAppear: ((Self) -> Void)?

    var body: some View {
        VStack {
            Text("Hello, \(settings.name)!")
            Button("Rename") { settings.name = "Swift 5" }
            Button("Tap") { taps += 1 }
            Text("Taps: \(taps)")
        }
        .onAppear { self.didAppear?(self) }
    }
}

// A preview and an environment entry in the Swift 5 language mode.

extension EnvironmentValues {
    @Entry var greetingSuffix: String = "!"
}

#Preview("Swift 5 greeting") {
    GreetingView().environmentObject(GreetingSettings())
}
