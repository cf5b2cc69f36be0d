import ViewTree

/// The session's "Inspector content inside a navigation structure": the inspector and the
/// toolbar button that toggles it are both inside the `NavigationStack`.
public struct Example1: View {
    @State private var state = AppState()

    /// The example, with its inspector shown.
    public init() {}

    /// The example's hierarchy.
    public var body: some View {
        NavigationStack {
            AnimalTable(state: $state)
                .inspector(isPresented: $state.inspectorPresented) {
                    AnimalInspectorForm(animal: $state.binding())
                }
                .toolbar {
                    Button {
                        state.inspectorPresented.toggle()
                    } label: {
                        Label("Toggle Inspector", systemImage: "info.circle")
                    }
                }
        }
    }
}

/// The session's "Inspector content outside a navigation structure": the inspector wraps the
/// `NavigationStack` and brings its own toolbar items.
public struct Example2: View {
    @State private var state = AppState()

    /// The example, with its inspector shown.
    public init() {}

    /// The example's hierarchy.
    public var body: some View {
        NavigationStack {
            AnimalTable(state: $state)
        }
        .inspector(isPresented: $state.inspectorPresented) {
            AnimalInspectorForm(animal: $state.binding())
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
        }
    }
}
