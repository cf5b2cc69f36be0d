import Observation
import ViewTree

// A module built with `.defaultIsolation(MainActor.self)`, Xcode 26's default for app
// targets: every declaration here is on the main actor without saying so — the models, the
// views, their initializers.

final class SettingsModel: ObservableObject {
    @Published var notificationsOn = false
    func toggleNotifications() { notificationsOn.toggle() }
}

@Observable final class Session {
    var userName = "Ada"
    func signOut() { userName = "Signed out" }
}

struct SettingsScreen: View {
    @StateObject private var model = SettingsModel()
    @State private var session = Session()
    var body: some View {
        VStack {
            Text(model.notificationsOn ? "Notifications on" : "Notifications off")
            Button("Toggle notifications") { model.toggleNotifications() }
            AnyView(AccountRow(session: session))
        }
    }
}

struct AccountRow: View {
    let session: Session
    var body: some View {
        HStack {
            Text(session.userName)
            Button("Sign out") { session.signOut() }
        }
    }
}

struct BadgeModifier: ViewModifier {
    let count: Int
    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(count)")
        }
    }
}

struct InboxScreen: View {
    let titles = ["Welcome", "Receipt"]
    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
        .modifier(BadgeModifier(count: titles.count))
    }
}
