import ViewTree

// Screens composed through `AnyView`, as apps do when the content is chosen at run time.

struct HomeScreen: View {
    var showsCounter = true
    var body: some View {
        VStack {
            AnyView(ProfileScreen())
            AnyView(LibraryScreen())
            if showsCounter {
                AnyView(CounterScreen())
            }
        }
    }
}
