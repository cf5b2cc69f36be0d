import Foundation
@testable import Inspector
import ViewTree

/// One value of every view and modifier type of ViewTree that has a kind (`KindCoverageTests`
/// fails for one without a value here): what the kind-coverage test checks Inspector knows,
/// and what the docs-table test checks the guide lists.
enum KindSamples {
    /// One value of every public view type (shapes included).
    static var views: [Any] {
        [
            Text("a"), Image("a"), Button("a") {}, HStack { Text("a") }, VStack { Text("a") }, ZStack { Text("a") },
            Group { Text("a") }, AnyView(Text("a")), ForEach(0..<1) { _ in Text("a") }, EmptyView(), Spacer(),
            Divider(), Color.red, Rectangle(), Circle(), RoundedRectangle(cornerRadius: 2), Capsule(),
            Ellipse(), UnevenRoundedRectangle(topLeadingRadius: 2), ContainerRelativeShape(), AnyShape(Circle()),
            LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom),
            RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1),
            AngularGradient(colors: [.red], center: .center),
            EllipticalGradient(colors: [.red]),
            Rectangle().fill(Color.red), _StrokedShape(shape: Circle(), style: StrokeStyle()),
            _InsetShape(base: Circle(), amount: 1), _ViewModifier_Content<Marker>(),
            Circle().offset(x: 1), Circle().rotation(.degrees(1)), Circle().scale(2),
            Circle().transform(CGAffineTransform(translationX: 1, y: 0)), _SizedShape(shape: Circle(), size: .zero),
            _TrimmedShape(shape: Circle(), startFraction: 0, endFraction: 1), Path(),
            NavigationStack { Text("a") }, NavigationLink("a") { Text("b") }, NavigationLink("a", value: 1),
            NavigationSplitView { Text("a") } detail: { Text("b") }, NavigationView { Text("a") },
            Toggle("a", isOn: .constant(true)), TextField("a", text: .constant("")), SecureField("a", text: .constant("")),
            TextEditor(text: .constant("")), Slider(value: .constant(0.5)), Stepper("a", value: .constant(1)),
            Picker("a", selection: .constant(1)) { Text("a").tag(1) } currentValueLabel: { Text("b") },
            DatePicker("a", selection: .constant(Date())),
            MultiDatePicker("a", selection: .constant(Set<DateComponents>())),
            ColorPicker("a", selection: .constant(Color.red)), Label("a", systemImage: "b"),
            Link("a", destination: URL(fileURLWithPath: "/a")), ProgressView(), Gauge(value: 0.5) { Text("a") },
            ContentUnavailableView("a", systemImage: "b"),
            List { Text("a") }, Form { Text("a") }, Section { Text("a") }, ScrollView { Text("a") },
            LazyVStack { Text("a") }, LazyHStack { Text("a") }, LazyVGrid(columns: []) { Text("a") },
            LazyHGrid(rows: []) { Text("a") }, Grid { Text("a") }, GridRow { Text("a") },
            LabeledContent("a", value: "b"), GroupBox { Text("a") }, DisclosureGroup("a") { Text("b") },
            Menu("a") { Text("b") }, ViewThatFits { Text("a") }, GeometryReader { _ in Text("a") },
            TimelineView(.everyMinute) { _ in Text("a") }, Canvas { _, _ in } symbols: { Text("a") },
            ScrollViewReader { _ in Text("a") }, ControlGroup { Text("a") }, ShareLink(item: "a"), EditButton(), AsyncImage(url: nil),
            PasteButton(payloadType: String.self) { _ in }, RenameButton(),
            OutlineGroup([Node(name: "a")], children: \.children) { Text($0.name) },
            TabView { Text("a") }, Tab("a", systemImage: "b", value: 1) { Text("c") }, TabSection("a") { Text("b") },
            HSplitView { Text("a") }, VSplitView { Text("a") },
            ButtonStyleConfiguration.Label(content: Text("a")), PrimitiveButtonStyleConfiguration.Label(content: Text("a")),
            ToggleStyleConfiguration.Label(content: Text("a")),
            MenuStyleConfiguration.Label(content: Text("a")), MenuStyleConfiguration.Content(content: Text("a")),
            LabeledContentStyleConfiguration.Label(content: Text("a")),
            LabeledContentStyleConfiguration.Content(content: Text("a")),
            DisclosureGroupStyleConfiguration.Label(content: Text("a")),
            DisclosureGroupStyleConfiguration.Content(content: Text("a")),
            LabelStyleConfiguration.Title(content: Text("a")), LabelStyleConfiguration.Icon(content: Text("a")),
            GroupBoxStyleConfiguration.Label(content: Text("a")), GroupBoxStyleConfiguration.Content(content: Text("a")),
            ProgressViewStyleConfiguration.Label(content: Text("a")),
            ProgressViewStyleConfiguration.CurrentValueLabel(content: Text("a")),
            ToolbarItem { Text("a") }, ToolbarItemGroup { Text("a") },
            Table([Row()]) { TableColumn("a", value: \Row.name) }, Path(),
            HStackLayout { Text("a") }, EquatableSample().equatable(),
            // The destinations a navigation stack holds, which its content registers into.
            Mirror(reflecting: NavigationStack { Text("a") }).descendant("destinations") ?? EmptyView(),
            // What a styled view renders as under a style of your own.
            StyleBody(style: 0, configuration: 0, reset: StyleReset("a") { _ in }) { _, _ in Text("a") },
            GlassEffectContainer { Text("a") }, MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red]),
            PlaceholderContentView<Int>(content: Text("a")), DefaultGlassEffectShape(),
            PhaseAnimator([1, 2]) { _ in Text("a") },
        ]
    }

    /// One value of every public modifier type, taken from the modifiers the public calls apply.
    static var modifiers: [Any] {
        let view = Text("a")
        let modified: [any View] = [
            view.padding(), view.frame(width: 1), view.frame(minWidth: 1), view.environment(\.font, .body),
            view.disabled(true), view.environmentObject(Model()), view.opacity(0.5), view.blur(radius: 1),
            view.brightness(0.1), view.hidden(), view.id(1), view.tag(1), view.accessibilityIdentifier("a"),
            view.onAppear {}, view.onTapGesture {}, view.background(Text("b")), view.background(Color.red),
            view.overlay(Text("b")), view.overlay(Color.red), view.onReceive(Just(1)) { _ in }, view.task {},
            view.onChange(of: 1) { _ in }, view.navigationDestination(for: Int.self) { Text("\($0)") },
            view.navigationDestination(isPresented: .constant(true)) { Text("b") },
            view.navigationDestination(item: .constant(Int?.some(1))) { Text("\($0)") }, view.navigationTitle("a"),
            view.navigationViewStyle(.stack),
            view.toggleStyle(.switch), view.textFieldStyle(.plain), view.labelsHidden(),
            view.onSubmit {}, view.submitScope(), view.submitLabel(.done), view.keyboardType(.numberPad),
            view.keyboardShortcut("s"),
            view.focused(FocusState<Bool>().projectedValue),
            view.pickerStyle(.menu), view.buttonStyle(.plain), view.modifier(StyleReset(".buttonStyle(.automatic)") { _ in }),
            view.labelStyle(.iconOnly), view.groupBoxStyle(.automatic), view.progressViewStyle(.linear),
            view.menuStyle(.button),
            view.labeledContentStyle(.automatic), view.disclosureGroupStyle(.automatic),
            ForEach(0..<1) { _ in Text("a") }.onDelete { _ in }, ForEach(0..<1) { _ in Text("a") }.onMove { _, _ in },
            ForEach(0..<1) { _ in Text("a") }.onInsert(of: [.plainText]) { _, _ in },
            view.listStyle(.plain), view.formStyle(.grouped), view.tableStyle(.inset), view.listRowBackground(Color.red), view.listRowInsets(nil),
            view.swipeActions { Text("b") }, view.refreshable {}, view.searchable(text: .constant("")),
            view.contextMenu { Text("b") }, view.tabItem { Text("b") }, view.gridCellColumns(2),
            view.contextMenu(forSelectionType: Int.self) { _ in Text("b") },
            view.gesture(TapGesture()), view.highPriorityGesture(DragGesture()),
            view.simultaneousGesture(LongPressGesture()), view.onLongPressGesture {},
            view.toolbar { Text("b") }, view.toolbar { ToolbarItem { Text("b") } },
            view.toolbar(.hidden, for: .tabBar), view.toolbarBackground(Color.red, for: .navigationBar),
            view.toolbarBackground(.visible, for: .navigationBar), view.toolbarRole(.editor),
            view.toolbarColorScheme(.dark, for: .navigationBar), view.toolbarTitleMenu { Text("b") },
            view.tabViewStyle(.page), view.indexViewStyle(.page),
            view.gaugeStyle(.accessoryCircular), view.containerBackground(Color.red, for: .navigation), view.navigationSplitViewStyle(.balanced), view.navigationSplitViewColumnWidth(200),
            view.contextMenu { Text("b") } preview: { Text("c") },
            view.searchSuggestions { Text("b") }, view.searchCompletion("a"), view.searchScopes(.constant(1)) { Text("b").tag(1) },
            view.sheet(isPresented: .constant(true)) { Text("b") },
            view.sheet(item: .constant(Optional(PresentedItem()))) { _ in Text("b") },
            view.modifier(_PresentedContentModifier(dismiss: DismissAction {})), view.inspectorColumnWidth(200),
            view.alert("a", isPresented: .constant(true)) { Text("b") }, view.interactiveDismissDisabled(),
            view.accessibilityElement(children: .combine),
            view.shadow(radius: 1), view.clipShape(Circle()), view.cornerRadius(2), view.clipped(),
            view.contentShape(Rectangle()), view.allowsHitTesting(false), view.mask { Circle() },
            view.offset(x: 1), view.position(x: 1), view.rotationEffect(.degrees(1)), view.scaleEffect(2),
            view.rotation3DEffect(.degrees(1), axis: (x: 0, y: 1, z: 0)), view.blendMode(.multiply), view.imageScale(.large), view.renameAction {},
            view.fixedSize(), view.aspectRatio(contentMode: .fit), view.layoutPriority(1), view.zIndex(1),
            view.lineLimit(1), view.multilineTextAlignment(.center), view.truncationMode(.head),
            view.minimumScaleFactor(0.5), view.tint(.red), view.controlSize(.small), view.badge(1), view.help("a"), view.preferredColorScheme(.dark),
            view.transaction { $0.animation = nil }, view.coordinateSpace(name: "a"), view.projectionEffect(ProjectionTransform()),
            view.transformEffect(.identity), view.horizontalRadioGroupLayout(),
            view.animation(.default, value: 1), view.transition(.opacity),
            view.safeAreaInset(edge: .bottom) { Text("b") }, view.ignoresSafeArea(),
            view.modifier(_SafeAreaIgnoringLayout(edges: .all)),
            view.grayscale(1), view.saturation(1), view.contrast(1), view.hueRotation(.zero), view.colorMultiply(.red),
            view.colorInvert(), view.onHover { _ in }, view.onOpenURL { _ in },
            view.handlesExternalEvents(preferring: ["a"], allowing: ["*"]),
            view.luminanceToAlpha(), view.compositingGroup(), view.drawingGroup(), view.flipsForRightToLeftLayoutDirection(true),
            view.listItemTint(.red), view.datePickerStyle(.graphical),
            view.previewLayout(.sizeThatFits),
            view.onKeyPress(.return) { .handled },
            view.navigationBarTitleDisplayMode(.inline), view.modifier(_NavigationBarHiddenModifier(isHidden: true)),
            view.navigationBarBackButtonHidden(), view.statusBarHidden(),
            view.modifier(_NavigationBarItemsModifier(items: Text("b"))),
            view.accessibilityAction {}, view.accessibilityAdjustableAction { _ in }, view.accessibilityScrollAction { _ in },
            view.layoutValue(key: SampleKey.self, value: 1), view.matchedGeometryEffect(id: 1, in: Namespace().wrappedValue),
            view.preference(key: CountKey.self, value: 1), view.transformPreference(CountKey.self) { $0 += 1 },
            view.anchorPreference(key: BoundsKey.self, value: .bounds) { $0 },
            view.transformAnchorPreference(key: CountKey.self, value: .center) { _, _ in },
            view.onPreferenceChange(CountKey.self) { _ in },
            view.overlayPreferenceValue(CountKey.self) { Text("\($0)") },
            view.backgroundPreferenceValue(CountKey.self) { Text("\($0)") },
            view.scrollDisabled(true), view.scrollIndicators(.hidden), view.scrollContentBackground(.hidden),
            view.scrollTargetBehavior(.paging), view.scrollTargetLayout(), view.scrollPosition(id: .constant(Int?.none)), view.scrollPosition(.constant(ScrollPosition())),
            view.contentMargins(1), view.scrollClipDisabled(), view.defaultScrollAnchor(.top),
            view.gridColumnAlignment(.leading), view.gridCellAnchor(.top), view.gridCellUnsizedAxes(.horizontal),
            view.listRowSeparator(.hidden), view.listRowSeparatorTint(.red), view.listRowSpacing(2),
            view.listSectionSpacing(.compact),
            view.containerRelativeFrame(.horizontal), view.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in },
            view.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in },
            view.focusable(), view.focusedValue(\.sampleFocusedCount, 1),
            view.sensoryFeedback(.success, trigger: 1), view.contentTransition(.opacity),
            view.textInputAutocapitalization(.never), view.textContentType(.username),
            view.onDeleteCommand {}, view.keyboardShortcut(.cancelAction),
            view.onDrag { NSItemProvider() }, view.onDrop(of: [.plainText], isTargeted: nil) { _ in true },
            view.glassEffect(), view.glassEffectID(1, in: Namespace().wrappedValue),
            view.glassEffectUnion(id: 1, namespace: Namespace().wrappedValue), view.glassEffectTransition(.materialize),
            view.safeAreaBar(edge: .bottom) { Text("b") }, view.transaction(value: 1) { _ in },
            view.fileImporter(isPresented: .constant(false), allowedContentTypes: [.plainText]) { _ in },
            view.fileExporter(isPresented: .constant(false), item: "a") { _ in },
            view.fileMover(isPresented: .constant(false), file: nil) { _ in },
            view.safeAreaPadding(1), view.scenePadding(.horizontal), view.geometryGroup(), view.containerShape(Capsule()),
            view.symbolEffect(.bounce, value: 1), view.visualEffect { content, _ in content.opacity(1) },
            view.scrollTransition { content, _ in content.opacity(1) },
        ]
        return modified.flatMap { Expansion.expand($0, recordingSteps: false).flatMap(\.modifiers) }
    }
}

private struct Marker: ViewModifier {
    func body(content: Content) -> some View { content }
}

private final class Model: ObservableObject {}

private struct Node: Identifiable {
    var id: String { name }
    let name: String
    var children: [Node]?
}

private struct Row: Identifiable {
    var id = 0
    var name = "a"
}

private struct PresentedItem: Identifiable {
    let id = 1
}

private struct EquatableSample: View, Equatable {
    var body: some View { Text("a") }
}

private struct SampleKey: LayoutValueKey {
    static let defaultValue = 0
}
