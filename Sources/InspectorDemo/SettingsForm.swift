import ViewTree

// A settings form: the controls a test operates as a user would.

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsForm: View {
    @State var name = ""
    @State var notifications = true
    @State var theme = Theme.system
    @State var copies = 1

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name, prompt: Text("Your full name"))
                Text(name.isEmpty ? "Hello, stranger" : "Hello, \(name)")
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { Text($0.rawValue.capitalized) }
                }
                .disabled(!notifications)
                Stepper("Copies: \(copies)", value: $copies, in: 1...3)
            } header: {
                Text("Preferences")
            } footer: {
                Text("Themes need notifications on.")
            }
        }
    }
}
