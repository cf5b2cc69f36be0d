import Observation
import ViewTree

// A `@MainActor` `@Observable` model. A view that creates one in a stored property's default
// value is marked `@MainActor` itself: `View` is not isolated, so its initializer is not
// either (see Docs/Concurrency.md). Views that are handed the model need no marking.

@MainActor @Observable final class Counter {
    var count = 0
    func increment() { count += 1 }
}

@MainActor struct CounterScreen: View {
    @State private var counter = Counter()
    var body: some View {
        VStack {
            CountLabel(counter: counter)
            Button("Increment") { counter.increment() }
        }
        .onAppear { counter.increment() }
    }
}

struct CountLabel: View {
    let counter: Counter
    var body: some View {
        Text("Count: \(counter.count)")
    }
}
