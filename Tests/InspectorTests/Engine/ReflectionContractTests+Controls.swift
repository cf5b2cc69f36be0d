import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// The contract for controls, containers and navigation: the stored properties Inspector
/// reads from their views and modifiers (see `ReflectionContractTests`).
extension ReflectionContractTests {
    func testControlStorage() throws {
        let isOn = Binding<Bool>(wrappedValue: true)
        let text = Binding<String>(wrappedValue: "a")
        pin(Toggle("a", isOn: isOn), ["isOn", "mixed", "label"], readBy: "Toggle isOn(), isMixed(), tap(), labelView()")
        pin(
            TextField("a", text: text), ["text", "prompt", "axis", "label", "format", "onEditingChanged", "onCommit"],
            readBy: "TextField input(), setInput(_:), prompt(), axis(), labelView(), formatStyleName()")
        pin(
            SecureField("a", text: text), ["text", "prompt", "label", "onCommit"],
            readBy: "SecureField input(), setInput(_:), prompt(), labelView()")
        pin(TextEditor(text: text), ["text"], readBy: "TextEditor input(), setInput(_:)")
        pin(
            Slider(value: .constant(0.5)),
            ["value", "bounds", "step", "onEditingChanged", "label", "minimumValueLabel", "maximumValueLabel"],
            readBy: "Slider value(), setValue(_:), bounds(), step(), callOnEditingChanged(_:), its label parts")
        pin(
            Stepper("a", value: .constant(1)), ["onIncrement", "onDecrement", "onEditingChanged", "formattedValue", "label"],
            readBy: "Stepper increment(), decrement(), callOnEditingChanged(_:), formattedValue(), labelView()")
    }

    func testCallbacksWithArgumentsAreReadThroughAStruct() throws {
        // A `(Bool) -> Void` stored in a view and read by reflection can be called with the
        // wrong argument; ViewTree keeps such callbacks in `EditingChangedAction`, which is read
        // exactly and calls the closure natively.
        var received: [Bool] = []
        let slider = Slider(value: .constant(0.5), onEditingChanged: { received.append($0) })
        let action = try Reflection.field("onEditingChanged", of: slider, as: EditingChangedAction.self)
        action(false)
        action(true)
        XCTAssertEqual(received, [false, true])
    }

    func testControlModifiers() throws {
        pin(_ToggleStyleModifier(style: .switch), ["style"], readBy: "ModifierDescription (.toggleStyle)")
        pin(_ButtonStyleModifier(style: .plain), ["style", "setting"], readBy: "ModifierDescription (.buttonStyle)")
        pin(ButtonStyleConfiguration.Label(content: Text("a")), ["content"], readBy: "styleConfigurationLabel() content")
        pin(
            PrimitiveButtonStyleConfiguration.Label(content: Text("a")), ["content"],
            readBy: "styleConfigurationLabel() content")
        pin(ToggleStyleConfiguration.Label(content: Text("a")), ["content"], readBy: "styleConfigurationLabel() content")
        pin(_MenuStyleModifier(style: .button), ["style"], readBy: "ModifierDescription (.menuStyle)")
        pin(
            _LabeledContentStyleModifier(style: .automatic), ["style"],
            readBy: "ModifierDescription (.labeledContentStyle)")
        pin(
            _DisclosureGroupStyleModifier(style: .automatic), ["style"],
            readBy: "ModifierDescription (.disclosureGroupStyle)")
        let label: [any View] = [
            MenuStyleConfiguration.Label(content: Text("a")), LabeledContentStyleConfiguration.Label(content: Text("a")),
            DisclosureGroupStyleConfiguration.Label(content: Text("a")),
        ]
        for view in label { pin(view, ["content"], readBy: "styleConfigurationLabel() content") }
        let content: [any View] = [
            MenuStyleConfiguration.Content(content: Text("a")),
            LabeledContentStyleConfiguration.Content(content: Text("a")),
            DisclosureGroupStyleConfiguration.Content(content: Text("a")),
        ]
        for view in content { pin(view, ["content"], readBy: "styleConfigurationContent() content") }
        pin(_TextFieldStyleModifier(style: .plain), ["style"], readBy: "ModifierDescription (.textFieldStyle)")
        pin(_LabelStyleModifier(style: .iconOnly), ["style"], readBy: "ModifierDescription (.labelStyle)")
        pin(_GroupBoxStyleModifier(style: .automatic), ["style"], readBy: "ModifierDescription (.groupBoxStyle)")
        pin(_ProgressViewStyleModifier(style: .linear), ["style"], readBy: "ModifierDescription (.progressViewStyle)")
        for view in [
            LabelStyleConfiguration.Title(content: Text("a")), LabelStyleConfiguration.Icon(content: Text("a")),
            GroupBoxStyleConfiguration.Label(content: Text("a")), GroupBoxStyleConfiguration.Content(content: Text("a")),
            ProgressViewStyleConfiguration.Label(content: Text("a")),
            ProgressViewStyleConfiguration.CurrentValueLabel(content: Text("a")),
        ] as [any View] {
            pin(view, ["content"], readBy: "styleConfiguration…() content")
        }
        pin(_OnSubmitModifier(triggers: .text) {}, ["triggers", "action"], readBy: "ModifierDescription (.onSubmit)")
        pin(_SubmitScopeModifier(isBlocking: true), ["isBlocking"], readBy: "callOnSubmit()'s message, .submitScope")
        pin(_SubmitLabelModifier(label: .done), ["label"], readBy: "ModifierDescription (.submitLabel)")
        pin(_KeyboardTypeModifier(keyboardType: .URL), ["keyboardType"], readBy: "ModifierDescription (.keyboardType)")
        pin(_KeyboardShortcutModifier(shortcut: .defaultAction), ["shortcut"], readBy: "ModifierDescription (.keyboardShortcut)")
        let focus = FocusState<Bool>().projectedValue
        pin(_FocusedModifier(binding: focus, value: true), ["binding", "value"], readBy: "isFocused(), focus(), unfocus()")
        pin(focus, ["value", "unfocusedValue"], readBy: "unfocus()")
        pin(
            _FocusableModifier(isFocusable: true, interactions: .edit, onFocusChange: { _ in }),
            ["isFocusable", "interactions", "onFocusChange"], readBy: "isFocusable(), focusInteractions(), callOnFocusChange()")
        pin(
            _FocusedValueModifier(keyPath: \FocusedValues.sampleFocusedCount, value: 1, isSceneValue: false),
            ["keyPath", "value", "isSceneValue"], readBy: "focusedValue(_:), focusedSceneValue(_:)")
        pin(
            Mirror(reflecting: Text("a").sensoryFeedback(.success, trigger: 1)).descendant("modifier") ?? 0, ["rule"],
            readBy: "sensoryFeedback(), sensoryFeedback(from:to:)")
        pin(_ContentTransitionModifier(transition: .opacity), ["transition"], readBy: "ModifierDescription (.contentTransition)")
        pin(
            _TextInputAutocapitalizationModifier(autocapitalization: .words), ["autocapitalization"],
            readBy: "ModifierDescription (.textInputAutocapitalization)")
        pin(_TextContentTypeModifier(contentType: .password), ["contentType"], readBy: "ModifierDescription (.textContentType)")
        pin(
            Mirror(reflecting: Text("a").onExitCommand {}).descendant("modifier") ?? 0, ["commands", "action"],
            readBy: "callOnCutCommand() and the other command calls")
        pin(Mirror(reflecting: Text("a").onDrag { NSItemProvider() }).descendant("modifier") ?? 0, ["data"], readBy: "callOnDrag()")
        pin(
            Mirror(reflecting: Text("a").onDrop(of: [.text], isTargeted: nil) { _ in true }).descendant("modifier") ?? 0,
            ["handler"], readBy: "callOnDrop(_:at:)")
        pin(
            Mirror(reflecting: Text("a").fileMover(isPresented: .constant(false), file: nil) { _ in }).descendant("modifier") ?? 0,
            ["dialog"], readBy: "fileImporter(), fileExporter(), fileMover() and their handles")
    }

    func testChoiceAndDisplayControlStorage() throws {
        pin(
            Picker("a", selection: .constant(1)) { Text("a") }, ["selection", "label", "content", "currentValueLabel"],
            readBy: "select(value:), selectedValue(), labelView(), currentValueLabelView(), the options")
        pin(
            DatePicker("a", selection: .constant(Date())),
            ["selection", "minimumDate", "maximumDate", "displayedComponents", "label"],
            readBy: "select(date:), date(), minimumDate(), maximumDate(), displayedComponents(), labelView()")
        pin(
            MultiDatePicker("a", selection: .constant(Set<DateComponents>())),
            ["selection", "minimumDate", "maximumDate", "label"],
            readBy: "select(dateComponents:), selection(), minimumDate(), maximumDate(), labelView()")
        pin(
            ColorPicker("a", selection: .constant(Color.red)), ["selection", "supportsOpacity", "label"],
            readBy: "select(color:), color(), supportsOpacity(), labelView()")
        pin(Label("a", systemImage: "b"), ["title", "icon"], readBy: "Label title(), icon()")
        pin(Link("a", destination: URL(fileURLWithPath: "/a")), ["destination", "label"], readBy: "url(), tap(), labelView()")
        pin(
            ProgressView(value: 0.5),
            ["value", "total", "progress", "timerInterval", "countsDown", "label", "currentValueLabel"],
            readBy: "fractionCompleted(), progress(), labelView(), currentValueLabelView()")
        pin(
            Gauge(value: 0.5) { Text("a") },
            [
                "value", "lowerBound", "upperBound", "label", "currentValueLabel", "minimumValueLabel",
                "maximumValueLabel", "markedValueLabels",
            ], readBy: "Gauge value(), bounds(), its label views")
        pin(
            ContentUnavailableView("a", systemImage: "b"), ["label", "description", "actions"],
            readBy: "labelView(), descriptionView(), actionsView()")
        pin(_PickerStyleModifier(style: .menu), ["style"], readBy: "ModifierKind.pickerStyle's summary")
    }

    func testContainerStorage() throws {
        pin(
            List(selection: .constant(Set<Int>())) { Text("a") }, ["singleSelection", "multipleSelection", "content"],
            readBy: "List content, ListSelectionParts (select(value:), selectedValue())")
        pin(Form { Text("a") }, ["content"], readBy: "Form content")
        pin(
            Section { Text("a") }, ["header", "content", "footer", "isExpandedBinding"],
            readBy: "Section content, header(), footer(), isExpanded()")
        pin(ScrollView { Text("a") }, ["axes", "showsIndicators", "content"], readBy: "ScrollView axes(), showsIndicators()")
        pin(
            LazyVStack { Text("a") }, ["alignment", "spacing", "pinnedViews", "content"],
            readBy: "LazyVStack alignment(), spacing(), pinnedViews()")
        pin(
            LazyHStack { Text("a") }, ["alignment", "spacing", "pinnedViews", "content"],
            readBy: "LazyHStack alignment(), spacing(), pinnedViews()")
        pin(
            LazyVGrid(columns: []) { Text("a") }, ["columns", "alignment", "spacing", "pinnedViews", "content"],
            readBy: "LazyVGrid columns(), alignment(), spacing(), pinnedViews()")
        pin(
            LazyHGrid(rows: []) { Text("a") }, ["rows", "alignment", "spacing", "pinnedViews", "content"],
            readBy: "LazyHGrid rows(), alignment(), spacing(), pinnedViews()")
        pin(
            Grid { Text("a") }, ["alignment", "horizontalSpacing", "verticalSpacing", "content"],
            readBy: "Grid alignment(), horizontalSpacing(), verticalSpacing()")
        pin(GridRow { Text("a") }, ["alignment", "content"], readBy: "GridRow alignment()")
        pin(LabeledContent("a", value: "b"), ["label", "content"], readBy: "LabeledContent content, labelView()")
        pin(GroupBox("a") { Text("b") }, ["label", "content"], readBy: "GroupBox content, labelView()")
        pin(
            DisclosureGroup("a") { Text("b") }, ["label", "content", "isExpandedBinding", "_internalIsExpanded"],
            readBy: "DisclosureGroup labelView(), isExpanded(), expand(), collapse()")
        pin(Menu("a") { Text("b") }, ["label", "content", "primaryAction"], readBy: "Menu labelView(), tap()")
        pin(ViewThatFits { Text("a") }, ["axes", "content"], readBy: "ViewThatFits axes()")
        pin(GeometryReader { _ in Text("a") }, ["content"], readBy: "GeometryReaderParts")
        pin(
            Canvas { _, _ in } symbols: { Text("a") },
            ["opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"],
            readBy: "colorMode(), opaque(), rendersAsynchronously(), symbolsView(); render(size:symbolIDs:)")
        pin(TimelineView(.everyMinute) { _ in Text("a") }, ["schedule", "content"], readBy: "TimelineView's package currentContext(at:), content(for:)")
        pin(ControlGroup { Text("a") }, ["content", "label"], readBy: "ViewKind.controlGroup, labelView()")
        pin(
            ShareLink(item: "a"), ["items", "subject", "message", "label", "preview"],
            readBy: "item(type:), items(), subjectView(), messageView(), labelView(), sharePreview(for:imageType:iconType:)")
        pin(AsyncImage(url: nil), ["url", "scale", "transaction", "content"], readBy: "url(), scale(), transaction()")
        pin(PasteButton(payloadType: String.self) { _ in }, ["onPaste"], readBy: "payloadType(), paste(_:)")
        pin(
            OutlineGroup([1], id: \.self, children: \.nilChildren) { Text("\($0)") },
            ["sourceData", "roots", "id", "children", "content"], readBy: "sourceData(_:)")
        pin(ScrollViewReader { _ in Text("a") }, ["content", "_lastScroll"], readBy: "lastScrollTarget(), lastScrollAnchor()")
        pin(
            TabView { Text("a") }, ["selection", "content", "_internalSelection"],
            readBy: "TabViewSelectionParts, TabSelecting.ownSelection")
        pin(
            Tab("a", systemImage: "b", value: 1) { Text("c") }, ["value", "role", "content", "label"],
            readBy: "Tab value(), role(), labelView()")
    }

    func testContainerModifiers() throws {
        pin(_OnDeleteModifier(action: nil), ["action"], readBy: "callOnDelete(_:)")
        pin(_OnMoveModifier(action: nil), ["action"], readBy: "callOnMove(_:_:)")
        pin(_OnInsertModifier(types: [.plainText]) { _, _ in }, ["types", "action"], readBy: "callOnInsert(of:_:_:)")
        let box = try XCTUnwrap(Mirror(reflecting: _OnDeleteModifier { _ in }).children.first?.value as? _EditingAction<IndexSet>?)
        pin(try XCTUnwrap(box), ["perform"], readBy: "ListEditing.action: the boxed closure")
        pin(_ListStyleModifier(style: .plain), ["style"], readBy: "ModifierKind.listStyle summary")
        pin(_FormStyleModifier(style: .grouped), ["style"], readBy: "ModifierKind.formStyle summary")
        pin(_TableStyleModifier(style: .inset), ["style"], readBy: "ModifierKind.tableStyle summary")
        pin(_ListRowBackgroundModifier(background: Text("a")), ["background"], readBy: "listRowBackground()")
        pin(_ListRowInsetsModifier(insets: nil), ["insets"], readBy: "listRowInsets()")
        pin(
            _SwipeActionsModifier(edge: .leading, allowsFullSwipe: true, actions: Text("a")),
            ["edge", "allowsFullSwipe", "actions"], readBy: "swipeActions(), edge(), allowsFullSwipe()")
        pin(_RefreshableModifier {}, ["action"], readBy: "callRefreshable()")
        pin(
            _SearchableModifier(text: .constant(""), placement: .automatic, prompt: nil), ["text", "isPresented", "placement", "prompt"],
            readBy: "searchText(), setSearchText(_:), searchPlacement(), searchPrompt()")
        pin(_ContextMenuModifier(menuItems: Text("a")), ["menuItems"], readBy: "contextMenu()")
        pin(
            _SelectionContextMenuModifier<Int, Text>(menu: { _ in Text("a") }, primaryAction: nil), ["menu", "primaryAction"],
            readBy: "nothing: the closures take arguments, so ViewTree calls them (menu(for:), runPrimaryAction(_:))")
        pin(_TabItemModifier(label: Text("a")), ["label"], readBy: "tabItem()")
        pin(_GridCellColumnsModifier(count: 2), ["count"], readBy: "gridCellColumns()")
        pin(_GridColumnAlignmentModifier(alignment: .leading), ["alignment"], readBy: "gridColumnAlignment()")
        pin(_GridCellAnchorModifier(anchor: .top), ["anchor"], readBy: "gridCellAnchor()")
        pin(_GridCellUnsizedAxesModifier(axes: .vertical), ["axes"], readBy: "gridCellUnsizedAxes()")
    }

    func testGeometryModifiers() throws {
        pin(
            _ContainerRelativeFrameModifier(axes: .horizontal, count: 1, span: 1, spacing: 0, alignment: .center, length: nil),
            ["axes", "count", "span", "spacing", "alignment", "length"], readBy: "containerRelativeFrame()")
        pin(
            _GeometryChangeModifier(transform: { $0.size }, action: { _, _ in }), ["transform", "action"],
            readBy: "callOnGeometryChange(size:)")
        pin(
            _ScrollGeometryChangeModifier(transform: { $0.contentOffset }, action: { _, _ in }), ["transform", "action"],
            readBy: "callOnScrollGeometryChange(_:)")
    }

    func testListSeparatorsAndSpacing() throws {
        pin(
            _ListSeparatorModifier(isSection: false, visibility: .hidden, edges: .all), ["isSection", "visibility", "edges"],
            readBy: "listRowSeparator(edge:), listSectionSeparator(edge:)")
        pin(
            _ListSeparatorTintModifier(isSection: false, color: nil, edges: .all), ["isSection", "color", "edges"],
            readBy: "listRowSeparatorTint(edge:), listSectionSeparatorTint(edge:)")
        pin(_ListRowSpacingModifier(spacing: 1), ["spacing"], readBy: "ModifierKind.listRowSpacing summary")
        pin(_ListSectionSpacingModifier(spacing: .compact), ["spacing"], readBy: "ModifierKind.listSectionSpacing summary")
    }

    func testScrollModifiers() throws {
        pin(_ScrollDisabledModifier(disabled: true), ["disabled"], readBy: "ModifierKind.scrollDisabled summary")
        pin(_ScrollIndicatorsModifier(visibility: .hidden, axes: .vertical), ["visibility", "axes"], readBy: "ModifierKind.scrollIndicators summary")
        pin(_ScrollContentBackgroundModifier(visibility: .hidden), ["visibility"], readBy: "ModifierKind.scrollContentBackground summary")
        pin(_ScrollTargetBehaviorModifier(behavior: .paging), ["behavior"], readBy: "ModifierKind.scrollTargetBehavior summary")
        pin(_ScrollTargetLayoutModifier(isEnabled: true), ["isEnabled"], readBy: "scrollTargetLayout()")
        pin(_ScrollPositionModifier(id: .constant(Int?.none), anchor: nil), ["id", "anchor"], readBy: "scrollPosition(), scrollPositionAnchor()")
        pin(
            _ScrollPositionValueModifier(position: .constant(ScrollPosition()), anchor: nil), ["position", "anchor"],
            readBy: "scrollPosition(), scrollPositionAnchor()")
    }

    func testNavigationStorage() throws {
        pin(
            NavigationStack { Text("a") }, ["root", "path", "destinations", "state"],
            readBy: "NavigationStack content, pushedViews(), NavigationReading.pathAccess, NavigationReading.stackState")
        pin(
            NavigationLink("a") { Text("b") }, ["label", "destination", "value", "isActive"],
            readBy: "labelView(), destination(), value(), activate()")
        pin(
            NavigationSplitView { Text("a") } detail: { Text("b") },
            ["sidebar", "content", "detail", "hasContentColumn", "columnVisibility", "preferredCompactColumn"],
            readBy: "sidebarView(), contentView(), detailView(), columnCount(), columnVisibility(), preferredCompactColumn()")
        pin(
            NavigationView { Text("a") }, ["content", "destinations", "state"],
            readBy: "NavigationView content, pushedViews(), NavigationReading.stackState")
        pin(_NavigationViewStyleModifier(style: .stack), ["style"], readBy: "navigationViewStyle() (tree dump summary)")
        pin(_NavigationTitleModifier(title: Text("a")), ["title", "binding"], readBy: "navigationTitle()")
        pin(
            _NavigationBarTitleDisplayModeModifier(displayMode: .inline), ["displayMode"],
            readBy: "navigationBarTitleDisplayMode()")
        pin(_NavigationBarHiddenModifier(isHidden: true), ["isHidden"], readBy: "navigationBarHidden()")
        pin(_NavigationBarBackButtonHiddenModifier(isHidden: true), ["isHidden"], readBy: "navigationBarBackButtonHidden()")
        pin(_StatusBarHiddenModifier(isHidden: true), ["isHidden"], readBy: "statusBarHidden()")
        pin(_NavigationBarItemsModifier(items: Text("a")), ["items"], readBy: "navigationBarItems()")
        pin(
            _NavigationDestinationPresentedModifier(isPresented: .constant(true), destination: Text("a")),
            ["isPresented", "destination"], readBy: "PresentedNavigationDestination (isPresented(), set(isPresented:))")
        pin(
            _NavigationDestinationItemModifier<Int, Text>(item: .constant(1)) { Text("\($0)") }, ["item", "destination"],
            readBy: "PresentedNavigationDestination (isPresented(), set(isPresented:))")
    }
}

extension Int {
    /// No children: an outline of integers is flat.
    fileprivate var nilChildren: [Int]? { nil }
}
