import Foundation
import ViewTree

// App code as apps still written in the Swift 5 language mode have it: an `ObservableObject`
// store that is not isolated and updates itself from a dispatch queue, closures that capture
// `self` freely, a global counter, and the `Inspection` class of ViewInspector's guide.

/// How many items all stores have added: a global mutable variable, as Swift 5 allows.
var itemsAddedEverywhere = 0

final class TodoStore: ObservableObject {
    @Published var items: [String] = []

    func add(_ item: String) {
        items.append(item)
        itemsAddedEverywhere += 1
    }

    /// Adds "Loaded" on a later turn of the main queue, as a network callback would.
    func loadLater() {
        DispatchQueue.main.async {
            self.items.append("Loaded")
        }
    }
}

struct TodoScreen: View {
    @ObservedObject var store: TodoStore
    @State private var draft = ""
    internal let inspection = Inspection<Self>()

    var body: some View {
        VStack {
            TextField("New item", text: $draft)
            Button("Add") {
                store.add(draft)
                draft = ""
            }
            .disabled(draft.isEmpty)
            ForEach(store.items, id: \.self) { item in
                Text(item)
            }
        }
        .onAppear { store.loadLater() }
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

/// ViewInspector's guide's class, in the app target.
internal final class Inspection<V> {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}
