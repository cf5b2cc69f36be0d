import Foundation
import Inspector
import ViewTree
import XCTest

// An everyday SwiftUI app, written as apps are (list, search, swipe actions, toolbar, navigation,
// sheet, form controls, tabs, alerts and the common modifiers): it must compile with
// `import ViewTree` in place of `import SwiftUI`, and its screens inspect as a test expects.
// Found by compile sweeps of common SwiftUI code; keep adding what apps write.


@Observable final class EverydayStore {
    var items: [EverydayItem] = [EverydayItem(name: "A"), EverydayItem(name: "B")]
    var query = ""
    var isLoading = false
    func load() { isLoading = false }
}

struct EverydayItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var done = false
}

struct EverydayContentView: View {
    @State private var store = EverydayStore()
    @State private var selection: EverydayItem.ID?
    @State private var showSettings = false
    @State private var path = NavigationPath()
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @FocusState private var focused: Bool
    @AppStorage("count") private var count = 0
    @SceneStorage("tab") private var tab = 0

    var body: some View {
        NavigationStack(path: $path) {
            List(selection: $selection) {
                Section("Items") {
                    ForEach($store.items) { $item in
                        HStack {
                            Toggle(isOn: $item.done) { Text(item.name) }
                            Spacer()
                            Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                                .foregroundStyle(item.done ? .green : .secondary)
                                .imageScale(.large)
                                .symbolRenderingMode(.hierarchical)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                        }
                        .contextMenu {
                            Button("Rename") {}
                        }
                    }
                    .onDelete { store.items.remove(atOffsets: $0) }
                    .onMove { store.items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $store.query, prompt: "Search")
            .refreshable { store.load() }
            .navigationTitle("Items")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showSettings = true } label: { Image(systemName: "gear") }
                        .accessibilityLabel("Settings")
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    EditButton()
                    Spacer()
                    Text("\(store.items.count) items").font(.footnote)
                }
            }
            .navigationDestination(for: EverydayItem.self) { item in
                EverydayDetailView(item: item)
            }
            .sheet(isPresented: $showSettings) {
                EverydaySettingsView()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
            .overlay {
                if store.isLoading { ProgressView() }
            }
            .task { store.load() }
            .onChange(of: store.query) { oldValue, newValue in }
            .animation(.easeInOut(duration: 0.2), value: store.items)
        }
        .tint(.orange)
    }
}

struct EverydayDetailView: View {
    let item: EverydayItem
    @State private var note = ""
    @State private var date = Date()
    @State private var amount = 3.0
    var body: some View {
        Form {
            TextField("Note", text: $note, axis: .vertical)
                .lineLimit(3...6)
                .textFieldStyle(.roundedBorder)
                .submitLabel(.done)
            DatePicker("Due", selection: $date, displayedComponents: [.date])
                .datePickerStyle(.compact)
            Slider(value: $amount, in: 0...10, step: 1) { Text("Amount") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
            Stepper("Amount \(Int(amount))", value: $amount, in: 0...10)
            LabeledContent("Name", value: item.name)
            Gauge(value: amount, in: 0...10) { Text("Level") }
                .gaugeStyle(.accessoryCircular)
            ShareLink(item: item.name)
            Link("Help", destination: URL(string: "https://example.com")!)
            Button("Delete", systemImage: "trash", role: .destructive) {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .buttonBorderShape(.capsule)
        }
        .formStyle(.grouped)
        .scrollDismissesKeyboard(.interactively)
        .safeAreaInset(edge: .bottom) { Text("Footer").padding().background(.ultraThinMaterial, in: .rect(cornerRadius: 12)) }
    }
}

struct EverydaySettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var flavor = "Vanilla"
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Tab("General", systemImage: "gear", value: 0) {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.segmented)
            }
            Tab("About", systemImage: "info.circle", value: 1) {
                ContentUnavailableView("Nothing here", systemImage: "tray", description: Text("Add items"))
            }
            .badge(3)
        }
        .tabViewStyle(.sidebarAdaptable)
        .alert("Reset?", isPresented: .constant(false)) {
            Button("Reset", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("This cannot be undone") }
        .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) {
            Button("Copy") {}
        }
        .onAppear {}
        .onDisappear {}
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .font(.system(.body, design: .rounded, weight: .semibold))
        .fontWeight(.bold)
        .multilineTextAlignment(.center)
        .redacted(reason: .placeholder)
        .transition(.move(edge: .bottom).combined(with: .opacity))
        .contentTransition(.numericText())
        .sensoryFeedback(.success, trigger: tab)
        .onTapGesture(count: 2) {}
        .gesture(DragGesture(minimumDistance: 10).onChanged { _ in }.onEnded { _ in })
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isHeader)
        .accessibilityHint("Hint")
        .accessibilityIdentifier("settings")
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        .preferredColorScheme(.dark)
        .environment(\.locale, Locale(identifier: "en_US"))
        .onSubmit {}
        .keyboardType(.numberPad)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .ignoresSafeArea(.keyboard)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbar(.hidden, for: .tabBar)
        .interactiveDismissDisabled()
        .presentationBackground(.thinMaterial)
        .scrollContentBackground(.hidden)
    }
}

struct EverydayApp: App {
    var body: some Scene {
        WindowGroup { EverydayContentView() }
    }
}

// The modifiers apps use most, each on a text of its own.
struct EverydayModifiers: View {
    @State private var tab = 0
    var body: some View {
        VStack {
            Text("x").buttonBorderShape(.capsule)
            Form { Text("x") }.formStyle(.grouped)
            Text("x").scrollDismissesKeyboard(.interactively)
            Text("x").safeAreaInset(edge: .bottom) { Text("F") }
            Text("x").background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
            RoundedRectangle(cornerRadius: 8, style: .continuous)
            Text("x").redacted(reason: .placeholder)
            Text("x").unredacted()
            Text("x").transition(.move(edge: .bottom).combined(with: .opacity))
            Text("x").contentTransition(.numericText())
            Text("x").sensoryFeedback(.success, trigger: tab)
            Text("x").onTapGesture(count: 2) {}
            Text("x").gesture(DragGesture(minimumDistance: 10).onChanged { _ in }.onEnded { _ in })
            Text("x").accessibilityElement(children: .combine)
            Text("x").accessibilityAddTraits(.isHeader)
            Text("x").accessibilityHint("Hint")
            Text("x").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            Text("x").preferredColorScheme(.dark)
            Text("x").environment(\.locale, Locale(identifier: "en_US"))
            Text("x").onSubmit {}
            Text("x").keyboardType(.numberPad)
            Text("x").textInputAutocapitalization(.never)
            Text("x").autocorrectionDisabled()
            Text("x").ignoresSafeArea(.keyboard)
            Text("x").toolbarBackground(.visible, for: .navigationBar)
            Text("x").toolbar(.hidden, for: .tabBar)
            Text("x").interactiveDismissDisabled()
            Text("x").presentationBackground(.thinMaterial)
            Text("x").scrollContentBackground(.hidden)
            Text("x").background(Color.secondary)
            Text("x").frame(maxWidth: .infinity, alignment: .leading)
            Text("x").clipShape(RoundedRectangle(cornerRadius: 8))
            Text("x").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            Text("x").font(.system(.body, design: .rounded, weight: .semibold))
            Text("x").fontWeight(.bold)
            Text("x").multilineTextAlignment(.center)
            Text("x").lineLimit(3...6)
            Text("x").textFieldStyle(.roundedBorder)
            Text("x").submitLabel(.done)
            Text("x").datePickerStyle(.compact)
            Text("x").gaugeStyle(.accessoryCircular)
            Text("x").controlSize(.large)
            Text("x").buttonStyle(.borderedProminent)
            Text("x").listStyle(.insetGrouped)
            Text("x").navigationBarTitleDisplayMode(.inline)
            Text("x").tabViewStyle(.sidebarAdaptable)
            Text("x").presentationDetents([.medium, .large])
            Text("x").presentationDragIndicator(.visible)
            Text("x").symbolRenderingMode(.hierarchical)
            Text("x").imageScale(.large)
            Text("x").foregroundStyle(.secondary)
            Text("x").badge(3)
            Text("x").tint(.orange)
            Text("x").monospacedDigit()
            Text("x").truncationMode(.middle)
            Text("x").minimumScaleFactor(0.5)
            Text("x").textSelection(.enabled)
            Text("x").privacySensitive()
            Text("x").labelsHidden()
            Text("x").opacity(0.5)
            Text("x").blur(radius: 2)
            Text("x").rotationEffect(.degrees(45))
            Text("x").scaleEffect(1.2)
            Text("x").offset(x: 2, y: 3)
            Text("x").zIndex(1)
            Text("x").layoutPriority(1)
            Text("x").fixedSize(horizontal: false, vertical: true)
            Text("x").aspectRatio(1, contentMode: .fit)
            Text("x").allowsHitTesting(false)
            Text("x").contentShape(Rectangle())
            Text("x").hidden()
            Text("x").disabled(true)
            Text("x").id(1)
            Text("x").tag(1)
            Text("x").onLongPressGesture {}
            Text("x").refreshable {}
            Text("x").focused($focus)
            Text("x").navigationSubtitle("s")
            Text("x").listRowSeparator(.hidden)
            Text("x").listRowBackground(Color.clear)
            Text("x").listRowInsets(EdgeInsets())
            Text("x").listSectionSeparator(.hidden)
            Text("x").headerProminence(.increased)
            Text("x").searchSuggestions { Text("s") }
            Text("x").toolbarRole(.editor)
            Text("x").statusBarHidden()
            Text("x").persistentSystemOverlays(.hidden)
            Text("x").safeAreaPadding(.horizontal, 8)
            Text("x").containerShape(.rect(cornerRadius: 8))
            Text("x").symbolEffect(.bounce, value: tab)
            Text("x").symbolVariant(.fill)
            Text("x").task(id: tab) {}
            Text("x").onReceive(NotificationCenter.default.publisher(for: .init("x"))) { _ in }
            Text("x").onOpenURL { _ in }
            Text("x").alert(isPresented: .constant(false)) { Alert(title: Text("x")) }
            Text("x").popover(isPresented: .constant(false), arrowEdge: .top) { Text("p") }
            Text("x").fullScreenCover(isPresented: .constant(false)) { Text("c") }
            Text("x").matchedGeometryEffect(id: "a", in: ns)
            Text("x").animation(.spring(response: 0.3, dampingFraction: 0.7), value: tab)
            Text("x").animation(.bouncy, value: tab)
            Text("x").phaseAnimator([0, 1]) { content, phase in content.opacity(Double(phase)) }
            Text("x").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
            Text("x").visualEffect { content, proxy in content.offset(y: proxy.size.height) }
            Text("x").geometryGroup()
            Text("x").drawingGroup()
            Text("x").compositingGroup()
            Text("x").mask { Circle() }
            Text("x").overlay(alignment: .topTrailing) { Circle() }
            Text("x").border(.red, width: 1)
            Text("x").cornerRadius(8)
            Text("x").foregroundColor(.red)
            Text("x").italic()
            Text("x").kerning(1)
            Text("x").tracking(1)
            Text("x").baselineOffset(2)
            Text("x").textCase(.uppercase)
            Text("x").lineSpacing(4)
            Text("x").underline(true, color: .red)
            Text("x").strikethrough()
        }
    }
    @FocusState private var focus: Bool
    @Namespace private var ns
}

final class EverydayAppTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheListScreen() throws {
        let hosted = ViewHosting.host(view: EverydayContentView())
        let screen = try hosted.inspect()
        XCTAssertEqual(screen.findAll(ViewType.Toggle.self).count, 2)
        try screen.find(ViewType.Toggle.self).tap()
        XCTAssertTrue(try hosted.inspect().find(ViewType.Toggle.self).isOn())
        try hosted.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet(integer: 0))
        XCTAssertEqual(try hosted.inspect().find(text: "1 items").string(), "1 items")
        try hosted.inspect().find(role: .button, name: "Settings").button().tap()
        XCTAssertTrue(try hosted.inspect().find(ViewType.Sheet.self).isPresented())
    }

    func testTheDetailScreen() throws {
        let hosted = ViewHosting.host(view: EverydayDetailView(item: EverydayItem(name: "A")))
        try hosted.inspect().find(ViewType.TextField.self).setInput("Call back")
        XCTAssertEqual(try hosted.inspect().find(ViewType.TextField.self).input(), "Call back")
        try hosted.inspect().find(ViewType.Stepper.self).increment()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Slider.self).value(), 4)
        XCTAssertEqual(try hosted.inspect().find(button: "Delete").role(), .destructive)
    }

    func testTheSettingsScreen() throws {
        let hosted = ViewHosting.host(view: EverydaySettingsView())
        try hosted.inspect().find(ViewType.Picker.self).select(value: "Chocolate")
        XCTAssertEqual(try hosted.inspect().find(ViewType.Picker.self).selectedValue(String.self), "Chocolate")
        try hosted.inspect().find(ViewType.TabView.self).select(value: 1)
        XCTAssertEqual(try hosted.inspect().find(ViewType.TabView.self).selectedValue(Int.self), 1)
        XCTAssertEqual(try hosted.inspect().find(text: "Nothing here").string(), "Nothing here")
    }

    func testTheEverydayModifiersInspect() throws {
        let hosted = ViewHosting.host(view: EverydayModifiers())
        let texts = try hosted.inspect().findAll(ViewType.Text.self)
        // 118 texts with modifiers, and the texts two of them carry.
        XCTAssertEqual(texts.count, 120)
        let dump = try hosted.inspect().treeDump()
        for line in [
            #"text(0) "x" .buttonBorderShape(.capsule)"#, #"text(6) "x" .redacted"#, #"text(7) "x" .unredacted()"#,
            #"text(89) "x" .symbolEffect(.bounce, options: .default, value: 0)"#, #"text(92) "x" .onReceive"#,
            #"text(115) "x" .textCase(.uppercase)"#,
        ] {
            XCTAssertTrue(dump.contains(line), line)
        }
    }
}
