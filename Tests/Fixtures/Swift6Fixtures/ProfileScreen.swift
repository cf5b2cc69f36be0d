import ViewTree

// The most common shape of SwiftUI code, as written for SwiftUI: a `@MainActor` view model
// owned by the view through `@StateObject`, read in `body` and changed from a button's action.

@MainActor final class ProfileViewModel: ObservableObject {
    @Published var name = "Ada"
    func rename() { name = "Grace" }
}

struct ProfileScreen: View {
    @StateObject private var viewModel = ProfileViewModel()
    var body: some View {
        VStack {
            Text(viewModel.name)
            Button("Rename") { viewModel.rename() }
        }
    }
}
