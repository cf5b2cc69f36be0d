import Foundation
import Inspector
import ViewTree

// The screens the scaffold tests write tests for.

enum ScaffoldWrapping: Hashable {
    case paper, box
}

/// A checkout with a control of each kind, two "Add" buttons and two "Each: 6" texts (found
/// by their paths), a hidden text, a disabled button and a sheet that is not presented.
struct ScaffoldCheckout: View {
    @State private var giftWrap = true
    @State private var note = "Leave at the door"
    @State private var quantity = 2
    @State private var size = "M"
    @State private var wrapping = ScaffoldWrapping.box
    @State private var tip = 0.15
    @State private var delivery = Date(timeIntervalSinceReferenceDate: 86_400)
    @State private var showingHelp = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Checkout").accessibilityAddTraits(.isHeader)
                Text("Each: 6")
                Text("Each: 6")
                Text("Total: 12")
                Button("Add") { quantity += 1 }
                Button("Add") { quantity += 2 }
                Toggle("Gift wrap", isOn: $giftWrap)
                TextField("Note", text: $note)
                SecureField("PIN", text: .constant(""))
                Stepper("Quantity: \(quantity)", value: $quantity)
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                Picker("Wrapping", selection: $wrapping) {
                    Text("Paper").tag(ScaffoldWrapping.paper)
                    Text("Box").tag(ScaffoldWrapping.box)
                }
                Slider(value: $tip, in: 0...0.3)
                DatePicker("Delivery", selection: $delivery)
                Link("Terms", destination: URL(string: "https://example.com/terms?lang=en")!)
                NavigationLink("Details") { Text("Shipping details") }
                Menu("More") { Button("Share") {} }
                Text("Internal code 42").accessibilityHidden(true)
                Button("Pay") { showingHelp = true }.disabled(true)
            }
            .sheet(isPresented: $showingHelp) { Text("Help") }
        }
    }
}

/// Texts and a field whose strings need escaping in a Swift literal.
struct ScaffoldQuotes: View {
    @State private var path = #"C:\Temp\notes.txt"#
    var body: some View {
        VStack {
            Text(#"She said "hi""#)
            Text("Line one\nLine two")
            Text("Café 日本語 👍🏽")
            Text("Tab\there\u{200B}")
            TextField("Path", text: $path)
        }
    }
}

/// Texts and buttons whose accessibility labels are the same: found by their strings and
/// titles instead.
struct ScaffoldPrices: View {
    var body: some View {
        VStack {
            Text("6").accessibilityLabel("Price")
            Text("12").accessibilityLabel("Price")
            Button("Buy") {}.accessibilityLabel("Order")
            Button("Buy now") {}.accessibilityLabel("Order")
        }
    }
}

/// Nothing to find: an image, a color, a spacer and a hidden text.
struct ScaffoldBlank: View {
    var body: some View {
        VStack {
            Image(systemName: "star")
            Color.red
            Spacer()
            Text("Draft").hidden()
        }
    }
}

/// A title, and a row with a button and a text, for a scaffold of the row alone.
struct ScaffoldRow: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text("Title")
            HStack {
                Button("Like") {}
                Text("3 likes")
                Toggle("Follow", isOn: $isOn)
            }
        }
    }
}

enum ScaffoldTip: Hashable {
    case percent(Int)
}

/// A picker whose selection has no Swift literal.
struct ScaffoldTipPicker: View {
    @State private var tip = ScaffoldTip.percent(15)
    var body: some View {
        Picker("Tip", selection: $tip) {
            Text("10%").tag(ScaffoldTip.percent(10))
            Text("15%").tag(ScaffoldTip.percent(15))
        }
    }
}

/// A label, a disabled toggle, a disclosure group, a color picker and a text editor.
struct ScaffoldMore: View {
    @State private var expanded = true
    @State private var color = Color.red
    @State private var muted = true
    var body: some View {
        VStack {
            Label("Inbox", systemImage: "tray")
            Toggle("Mute", isOn: $muted).disabled(true)
            DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Retries: 3") }
            ColorPicker("Accent", selection: $color)
            TextEditor(text: .constant(#"Dear "team""#))
        }
    }
}

/// A collapsible section, collapsed.
struct ScaffoldFilters: View {
    @State private var open = false
    var body: some View {
        List {
            Section("Filters", isExpanded: $open) {
                Toggle("Only unread", isOn: .constant(true))
            }
        }
    }
}

/// Tabs, a list with a navigation link, a presented sheet and a presented alert.
struct ScaffoldTabs: View {
    @State private var tab = 1
    @State private var showingSheet = true
    @State private var showingAlert = true
    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List {
                    NavigationLink("Row A", value: "A")
                    ForEach(0..<2) { Text("Item \($0)") }
                }
                .navigationDestination(for: String.self) { Text("Detail \($0)") }
            }
            .tabItem { Text("Home") }.tag(1)
            Text("Settings page").tabItem { Text("Settings") }.tag(2)
        }
        .sheet(isPresented: $showingSheet) { Button("Close") { showingSheet = false } }
        .alert("Delete?", isPresented: $showingAlert) { Button("Delete", role: .destructive) {} }
    }
}

/// A long list of rows that repeat.
struct ScaffoldLongList: View {
    var body: some View {
        List {
            ForEach(0..<300) { index in
                HStack {
                    Text("Row \(index % 50)")
                    Button("Buy") {}
                }
            }
        }
    }
}

/// Pickers with optional selections: one chosen, one not.
struct ScaffoldOptionalPickers: View {
    @State private var size: String? = "M"
    @State private var wrapping: ScaffoldWrapping? = nil
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                Text("None").tag(String?.none)
                Text("Medium").tag(String?.some("M"))
            }
            Picker("Wrapping", selection: $wrapping) {
                Text("None").tag(ScaffoldWrapping?.none)
                Text("Box").tag(ScaffoldWrapping?.some(.box))
            }
        }
    }
}
