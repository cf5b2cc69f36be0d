import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// Pins the reflection behaviour Inspector relies on, so that a toolchain or a ViewTree
/// storage change fails here, loudly and in one place.
final class ReflectionContractTests: XCTestCase {
    // MARK: - The contract: every stored property and enum case Inspector reads by name
    //
    // One assertion per ViewTree type: renaming, adding or reordering a stored property fails
    // exactly the assertion of its type, which names the Inspector code that reads it. Values
    // inside a pinned type (a Text's segments, a conditional's storage) are reached by
    // position, not by label, so that the rename of the outer property fails only its own pin.

    func testViewStorage() throws {
        pin(
            Text("a"), ["string", "attributes", "content"],
            readBy: "TextReading (string(locale:), attributes(), images(), attributedString()), TextStrings")
        pin(AnyView(Text("a")), ["storage"], readBy: "InspectionNode's content of an AnyView")
        pin(AnyShapeStyle(Color.red), ["storage"], readBy: "foregroundStyle(_:), TextReading.color, AppearanceReading.styleName")
        pin(HStack { Text("a") }, ["alignment", "spacing", "content"], readBy: "HStack alignment(), spacing(), content")
        pin(VStack { Text("a") }, ["alignment", "spacing", "content"], readBy: "VStack alignment(), spacing(), content")
        pin(ZStack { Text("a") }, ["alignment", "content"], readBy: "ZStack alignment(), content")
        pin(Group { Text("a") }, ["content"], readBy: "InspectionNode's content of a Group")
        pin(Button("a") {}, ["action", "label", "role"], readBy: "tap(), labelView(), role()")
        pin(ForEach(0..<1) { _ in Text("a") }, ["data", "content", "idKeyPath"], readBy: "ForEach elements and their ids")
        pin(Spacer(), ["minLength"], readBy: "Spacer minLength()")
        pin(
            Image("a"),
            [
                "name", "isSystemImage", "isDecorative", "label", "isResizable", "renderingMode", "isAntialiased", "variableValue",
                "symbolRenderingMode",
            ],
            readBy: "Image name(), isSystemImage(), isResizable(), isAntialiased(), variableValue(), symbolRenderingMode(),"
                + " rootImage(), AccessibilityModel (isDecorative, label)")
    }

    func testConditionalContentIsReadThroughTheIdentityRules() throws {
        // Inspector does not read `_ConditionalContent` by reflection: the branch is part of a
        // view's identity, so it reads it with ViewTree's identity rules (`ViewStructure`).
        let shown = Expansion.expand(branch(true), recordingSteps: true)
        XCTAssertEqual(shown.map(\.steps), [[.branch(true)]])
        XCTAssertTrue(shown.first?.value is Text)
        let other = Expansion.expand(branch(false), recordingSteps: true)
        XCTAssertEqual(other.map(\.steps), [[.branch(false)]])
        XCTAssertTrue(other.first?.value is Image)
    }

    func testTextSegmentsAndModifiers() throws {
        let segments = elements(of: textSegments(Text("a").bold() + Text("b")))
        XCTAssertEqual(segments.count, 2, "Text keeps one segment per concatenated part: TextReading.segments")
        pin(segments[0], ["string", "modifiers"], readBy: "TextReading.string(of:), TextReading.segments(of:)")
        // The case names of Text.Modifier, which TextAttributes looks up by name.
        // A lone font is kept outside the segments (testAPlainTextKeepsNoSegments); in a segment,
        // as in a concatenation, it is a Text.Modifier.
        XCTAssertEqual(textModifier(Text("a").font(.title) + Text("b")), "font", "Text.Modifier case read by font()")
        XCTAssertEqual(textModifier(Text("a").fontWeight(.bold)), "fontWeight", "Text.Modifier case read by fontWeight()")
        XCTAssertEqual(textModifier(Text("a").bold()), "bold", "Text.Modifier case read by isBold()")
        XCTAssertEqual(textModifier(Text("a").italic()), "italic", "Text.Modifier case read by isItalic()")
        XCTAssertEqual(
            textModifier(Text("a").foregroundColor(.red)), "foregroundColor", "Text.Modifier case read by foregroundColor()")
        XCTAssertEqual(
            textModifier(Text("a").underline()), "underline",
            "Text.Modifier case read by isUnderline(), underlineColor()")
        XCTAssertEqual(
            textModifier(Text("a").strikethrough()), "strikethrough",
            "Text.Modifier case read by isStrikethrough(), strikethroughColor()")
        XCTAssertEqual(textModifier(Text("a").kerning(1)), "kerning", "Text.Modifier case read by kerning()")
        XCTAssertEqual(textModifier(Text("a").tracking(1)), "tracking", "Text.Modifier case read by tracking()")
        XCTAssertEqual(
            textModifier(Text("a").baselineOffset(1)), "baselineOffset", "Text.Modifier case read by baselineOffset()")
    }

    func testAPlainTextKeepsNoSegments() throws {
        // TextReading.segments(of:) reads a text without segments as its string alone, or its
        // string with its font.
        XCTAssertEqual(caseName(of: child(1, of: Text("a"))), "segments", "Text.Attributes case read by TextReading.segments")
        XCTAssertTrue(elements(of: textSegments(Text("a"))).isEmpty, "a plain text of one part keeps no segments")
        let font = child(1, of: Text("a").font(.title))
        XCTAssertEqual(caseName(of: font), "font", "Text.Attributes case read by TextReading.segments")
        XCTAssertEqual(Mirror(reflecting: font).children.first?.value as? Font, .title, "a lone font is kept as a Font")
        XCTAssertEqual(child(0, of: Text("a").bold() + Text("b")) as? String, "ab", "a text keeps its string whole")
    }

    func testATextKeepsWhatItFormatsAsItsContent() throws {
        // TextReading.content(of:) reads the third stored property as a `TextContent?`, and
        // TextStrings loads it by offset to tell a text of plain strings from one to render.
        XCTAssertTrue(child(2, of: Text("a")) is TextContent?, "Text's content is read as a TextContent?")
        XCTAssertNil(child(2, of: Text("a")) as? TextContent, "a text of plain strings keeps no content")
        let formatted = try XCTUnwrap(child(2, of: Text(Date(), style: .time) + Text("b")) as? TextContent)
        XCTAssertEqual(formatted.segments.count, 2, "a text with content keeps one list of pieces per segment")
    }

    func testTextSegmentModifiersAreKeptAsNoneOneOrMany() throws {
        // TextReading.segments(of:) reads a segment's modifiers by these case names: none and one
        // inline, two or more in an array.
        func modifiers(_ text: Text) -> Any? {
            elements(of: textSegments(text)).first.map { child(1, of: $0) }
        }
        XCTAssertEqual(
            modifiers(Text("a") + Text("b")).map { String(describing: $0) }, "none",
            "Text.Modifiers case read by TextReading.segments")
        XCTAssertEqual(
            modifiers(Text("a").bold()).flatMap(caseName(of:)), "one", "Text.Modifiers case read by TextReading.segments")
        let many = modifiers(Text("a").bold().italic())
        XCTAssertEqual(many.flatMap(caseName(of:)), "many", "Text.Modifiers case read by TextReading.segments")
        let list = try XCTUnwrap(many.flatMap { Mirror(reflecting: $0).children.first?.value })
        XCTAssertEqual(elements(of: list).compactMap(caseName(of:)), ["bold", "italic"], "many keeps its modifiers in order")
    }

    func testTextModifierPayloadsHaveTheTypesInspectorCasts() throws {
        XCTAssertTrue(textPayload(Text("a").font(.title) + Text("b")) is Font?, "font payload")
        XCTAssertTrue(textPayload(Text("a").fontWeight(.bold)) is Font.Weight?, "fontWeight payload")
        XCTAssertTrue(textPayload(Text("a").fontDesign(.serif)) is Font.Design?, "fontDesign payload")
        XCTAssertTrue(textPayload(Text("a").fontWidth(.condensed)) is Font.Width?, "fontWidth payload")
        XCTAssertEqual(textPayload(Text("a").bold()) as? Bool, true, "bold payload")
        XCTAssertEqual(textPayload(Text("a").italic()) as? Bool, true, "italic payload")
        XCTAssertTrue(textPayload(Text("a").foregroundColor(.red)) is Color?, "foregroundColor payload")
        XCTAssertEqual(textPayload(Text("a").kerning(1)) as? CGFloat, 1, "kerning payload")
        XCTAssertEqual(textPayload(Text("a").tracking(2)) as? CGFloat, 2, "tracking payload")
        XCTAssertEqual(textPayload(Text("a").baselineOffset(3)) as? CGFloat, 3, "baselineOffset payload")
        for decorated in [Text("a").underline(true, color: .red), Text("a").strikethrough(true, color: .red)] {
            let elements = Reflection.tupleElements(of: try XCTUnwrap(textPayload(decorated)))
            XCTAssertEqual(elements.count, 2, "a line decoration's payload is (isActive, color)")
            XCTAssertEqual(elements.first as? Bool, true, "a line decoration's payload starts with isActive")
            XCTAssertEqual(elements.last as? Color, .red, "a line decoration's payload ends with its color")
        }
    }

    func testShapeWrappers() throws {
        let filled = Rectangle().fill(Color.red)
        pin(filled, ["shape", "style", "fillStyle"], readBy: "ShapeReading.chain, ShapeReading.style, fillStyle()")
        pin(Rectangle().stroke(lineWidth: 2), ["shape", "style"], readBy: "ShapeReading.chain, strokeStyle()")
        pin(Rectangle().inset(by: 1), ["base", "amount"], readBy: "ShapeReading.chain")
        pin(AnyShape(Circle()), ["storage"], readBy: "ShapeReading.chain")
        pin(Circle().offset(x: 1), ["shape", "offset"], readBy: "ShapeReading.chain, offset()")
        pin(Circle().rotation(.zero), ["shape", "angle", "anchor"], readBy: "ShapeReading.chain, rotation()")
        pin(Circle().scale(1), ["shape", "scale", "anchor"], readBy: "ShapeReading.chain, scale()")
        pin(Circle().transform(.identity), ["shape", "transform"], readBy: "ShapeReading.chain, transform()")
        pin(_SizedShape(shape: Circle(), size: .zero), ["shape", "size"], readBy: "ShapeReading.chain, size()")
        pin(
            _TrimmedShape(shape: Circle(), startFraction: 0, endFraction: 1), ["shape", "startFraction", "endFraction"],
            readBy: "ShapeReading.chain, trim()")
    }

    func testGradients() throws {
        pin(
            LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom), ["gradient", "startPoint", "endPoint"],
            readBy: "gradient(), startPoint(), endPoint()")
        pin(
            RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1),
            ["gradient", "center", "startRadius", "endRadius"], readBy: "gradient(), center(), startRadius(), endRadius()")
        pin(
            AngularGradient(colors: [.red], center: .center), ["gradient", "center", "startAngle", "endAngle"],
            readBy: "gradient(), center(), startAngle(), endAngle()")
        pin(
            EllipticalGradient(colors: [.red]), ["gradient", "center", "startRadiusFraction", "endRadiusFraction"],
            readBy: "gradient(), center(), startRadiusFraction(), endRadiusFraction()")
    }

    func testLayoutModifiers() throws {
        pin(_PaddingLayout(edges: .top, insets: nil), ["edges", "insets"], readBy: "padding(), ModifierDescription")
        pin(
            _SafeAreaPaddingModifier(edges: .top, insets: nil), ["edges", "insets"],
            readBy: "safeAreaPadding(), hasSafeAreaPadding(_:), ModifierDescription")
        pin(
            _ScenePaddingModifier(padding: .minimum, edges: .top), ["padding", "edges"],
            readBy: "scenePadding(), ModifierDescription")
        pin(_ContainerShapeModifier(shape: Capsule()), ["shape"], readBy: "containerShape(), ModifierDescription")
        pin(
            _SymbolEffectModifier(effect: .bounce, options: .default, value: 1, isActive: true),
            ["effect", "options", "value", "isActive"], readBy: "symbolEffect(), ModifierDescription")
        pin(
            _VisualEffectModifier { content, _ in content.opacity(1) }, ["effect"],
            readBy: "visualEffect(size:) (through the package effect(in:))")
        pin(
            _ScrollTransitionModifier(topLeading: .identity, bottomTrailing: .animated, axis: nil) { content, _ in content },
            ["topLeading", "bottomTrailing", "axis", "transition"],
            readBy: "scrollTransition(), ModifierDescription (the transition through the package effect(in:))")
        pin(
            PhaseAnimator([1]) { _ in Text("a") }, ["phases", "trigger", "content", "animation"],
            readBy: "phaseAnimator().phases() (the phases; content and animation through package methods)")
        pin(
            modifier(of: Text("a").frame(width: 1, height: 2)), ["width", "height", "alignment"],
            readBy: "fixedFrame(), ModifierDescription")
        pin(
            modifier(of: Text("a").frame(minWidth: 1, maxHeight: 2)),
            ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"],
            readBy: "flexFrame()")
    }

    func testEffectAndIdentityModifiers() throws {
        pin(_OpacityEffect(opacity: 1), ["opacity"], readBy: "opacity(), ModifierDescription")
        pin(_BlurEffect(radius: 1, opaque: false), ["radius", "isOpaque"], readBy: "blur(), ModifierDescription")
        pin(_BrightnessEffect(amount: 1), ["amount"], readBy: "brightness(), ModifierDescription")
        pin(_IdentifiedModifier(id: 1), ["id"], readBy: "id(), node identity, NodeFacts")
        pin(_TagModifier(tag: 1), ["tag", "includeOptional"], readBy: "tag(), NodeFacts, PickerReading.options")
    }

    func testAccessibilityModifier() throws {
        pin(
            modifier(of: Text("a").accessibilityLabel("b")),
            [
                "label", "identifier", "hint", "value", "addedTraits", "removedTraits", "hidden", "sortPriority",
                "selectionIdentifier", "activationPoint", "inputLabels",
            ],
            readBy: "accessibilityLabel(), accessibilityIdentifier(), accessibilityHint(), accessibilityValue(),"
                + " accessibilityTraits(), accessibilityHidden(), accessibilitySortPriority(),"
                + " accessibilitySelectionIdentifier(), accessibilityActivationPoint(), accessibilityInputLabels(),"
                + " AccessibilityModel")
        pin(
            modifier(of: Text("a").accessibilityAction {}), ["action"],
            readBy: "callAccessibilityAction(_:), callAccessibilityAdjustableAction(_:), callAccessibilityScrollAction(_:),"
                + " as an AccessibilityActionHandler")
        pin(AccessibilityActionKind.escape, ["storage"], readBy: "callAccessibilityAction(_:), AccessibilityActionReading.Action")
        pin(
            _AccessibilityElementModifier(children: .combine), ["children"],
            readBy: "accessibilityChildBehavior(), AccessibilityModel")
    }

    func testEventModifiers() throws {
        pin(_AppearanceActionModifier(), ["appear", "disappear"], readBy: "callOnAppear(), callOnDisappear()")
        pin(_OnHoverModifier { _ in }, ["action"], readBy: "callOnHover(_:), as a HoverAction")
        pin(_OnOpenURLModifier { _ in }, ["action"], readBy: "callOnOpenURL(_:), as an OpenURLHandler")
        pin(
            _HandlesExternalEventsModifier(preferring: ["a"], allowing: ["*"]), ["preferring", "allowing"],
            readBy: "handlesExternalEvents(), as Set<String>s")
        pin(modifier(of: Text("a").onKeyPress(.return) { .handled }), ["handler"], readBy: "callOnKeyPress(_:), as a KeyPressHandler")
        pin(
            _ValueActionModifier(value: 1, initial: false) { _, _ in }, ["value", "initial", "action"],
            readBy: "callOnChange(newValue:index:), callOnChange(oldValue:newValue:index:)")
        pin(modifier(of: Text("a").task(id: 1) {}), ["id", "priority", "action"], readBy: "callTask(), callTask(id:index:)")
        pin(_DrawingGroupEffect(isOpaque: true, colorMode: .linear), ["isOpaque", "colorMode"], readBy: "drawingGroup()")
        pin(_FlipForRTLEffect(isEnabled: true), ["isEnabled"], readBy: "flipsForRightToLeftLayoutDirection()")
        pin(_ListItemTintModifier(tint: .fixed(.red)), ["tint"], readBy: "listItemTint()")
        pin(ListItemTint.preferred(.red), ["color", "isFixed"], readBy: "listItemTint()")
        pin(_DatePickerStyleModifier(style: .graphical), ["style"], readBy: "the tree dump's .datePickerStyle")
        // Gestures (`.onTapGesture`, `.gesture(_:)`) are read through ViewTree's package
        // protocols (`GestureAttachment`, `GestureWrapper`), not by reflection: their callbacks
        // take arguments (see `testCallbacksWithArgumentsAreReadThroughAStruct`).
    }

    func testLayerModifiers() throws {
        pin(_OverlayModifier(overlay: Text("a")), ["overlay", "alignment"], readBy: "overlay(), alignment()")
        pin(_BackgroundModifier(background: Text("a")), ["background", "alignment"], readBy: "background(), alignment()")
        // No `alignment`: LayerReading.alignment reports that a style layer has none.
        pin(
            _OverlayStyleModifier(style: Color.red, ignoresSafeAreaEdges: .all), ["style", "ignoresSafeAreaEdges"],
            readBy: "overlay style layers, ignoresSafeAreaEdges()")
        pin(
            _BackgroundStyleModifier(style: Color.red, ignoresSafeAreaEdges: .all), ["style", "ignoresSafeAreaEdges"],
            readBy: "background style layers, ignoresSafeAreaEdges()")
    }

    func testPresentationStyles() throws {
        pin(
            _PopoverPresentation(attachmentAnchor: .rect(.bounds), arrowEdge: nil), ["attachmentAnchor", "arrowEdge"],
            readBy: "popover().attachmentAnchor(), arrowEdge()")
        pin(
            _ConfirmationDialogPresentation(title: Text("a"), titleVisibility: .visible), ["title", "titleVisibility"],
            readBy: "confirmationDialog().title() (a hidden title), titleVisibility()")
        pin(
            _PresentationCustomizationModifier(option: .cornerRadius(nil)), ["option"],
            readBy: "presentationDetents(), presentationCornerRadius(), …")
        pin(
            _InspectorColumnWidthModifier(min: 1, ideal: 2, max: 3), ["min", "ideal", "max"],
            readBy: "inspectorColumnWidth()")
    }

    func testEnvironmentModifiers() throws {
        pin(
            _EnvironmentKeyWritingModifier(keyPath: \.font, value: nil), ["keyPath", "value"],
            readBy: "ModifierDescription (.font, .foregroundStyle)")
        pin(
            _EnvironmentKeyTransformModifier(keyPath: \.isEnabled) { _ in }, ["keyPath", "transform"],
            readBy: "ModifierDescription (.disabled)")
    }

    // MARK: - Helpers, by position so that pins stay independent

    /// Asserts `value`'s stored property labels in declaration order, as `Mirror` sees them.
    func pin(
        _ value: Any, _ labels: [String], readBy reader: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            Mirror(reflecting: value).children.map { $0.label ?? "?" }, labels,
            "the stored properties of \(type(of: value)) changed; Inspector reads them by name in \(reader)",
            file: file, line: line)
    }

    /// The `index`th stored property of `value`, whatever its label.
    private func child(_ index: Int, of value: Any) -> Any {
        let children = Array(Mirror(reflecting: value).children)
        guard children.indices.contains(index) else {
            XCTFail("\(type(of: value)) has no stored property at position \(index)")
            return ()
        }
        return children[index].value
    }

    private func elements(of collection: Any) -> [Any] {
        Mirror(reflecting: collection).children.map(\.value)
    }

    private func caseName(of value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .enum ? mirror.children.first?.label : nil
    }

    /// The segments of `text`: the payload of its attributes' `segments` (none for a plain text).
    private func textSegments(_ text: Text) -> Any {
        Mirror(reflecting: child(1, of: text)).children.first?.value ?? [Any]()
    }

    /// The only modifier of the first segment of `text`: the payload of its modifiers' `one`.
    private func onlyTextModifier(_ text: Text) -> Any? {
        guard let segment = elements(of: textSegments(text)).first else { return nil }
        return elements(of: child(1, of: segment)).first
    }

    private func textModifier(_ text: Text) -> String? {
        onlyTextModifier(text).flatMap(caseName(of:))
    }

    private func textPayload(_ text: Text) -> Any? {
        onlyTextModifier(text).flatMap { Mirror(reflecting: $0).children.first?.value }
    }

    /// The modifier of a modified view.
    private func modifier(of view: some View) -> Any {
        child(1, of: view)
    }

    @ViewBuilder private func branch(_ condition: Bool) -> some View {
        if condition {
            Text("a")
        } else {
            Image("b")
        }
    }

    func testLayoutReadsMatchMirror() throws {
        let stack = HStack(alignment: .bottom, spacing: 3) { Text("a") }
        XCTAssertEqual(Reflection.field("alignment", of: stack) as? VerticalAlignment, .bottom)
        XCTAssertEqual(Reflection.field("spacing", of: stack) as? CGFloat?, 3)
        XCTAssertNil(Reflection.field("missing", of: stack))
        XCTAssertThrowsError(try Reflection.field("missing", of: stack, as: Int.self)) { error in
            XCTAssertEqual(
                (error as? InspectionError.Reason)?.explanation,
                "HStack<Text> has no stored property 'missing' (ViewTree and Inspector disagree on its storage)")
        }
    }

    func testExistentialFieldsOpenToTheirContent() throws {
        let nested = AnyView(AnyView(Text("deep")))
        let inner = try XCTUnwrap(Reflection.field("storage", of: nested))
        XCTAssertTrue(inner is AnyView)
        let text = try XCTUnwrap(Reflection.field("storage", of: inner))
        XCTAssertTrue(text is Text)
    }

    func testTupleEnumAndOptionalShapes() throws {
        XCTAssertEqual(Reflection.tupleElements(of: (1, "two")).count, 2)
        XCTAssertEqual(Mirror(reflecting: (1, "two")).children.map(\.label), [".0", ".1"])
        let optional: Text? = Text("a")
        XCTAssertEqual(Mirror(reflecting: optional as Any).displayStyle, .optional)
        enum Choice { case first(Int), second }
        XCTAssertEqual(Reflection.enumCase(of: Choice.first(3))?.name, "first")
        XCTAssertEqual(Reflection.enumCase(of: Choice.first(3))?.payload as? Int, 3)
        XCTAssertEqual(Reflection.enumCase(of: Choice.second)?.name, "second")
        XCTAssertNil(Reflection.enumCase(of: Choice.second)?.payload)
    }

    func testTypeNamesAsWrittenInSource() throws {
        struct Local: View {
            var body: some View { EmptyView() }
        }
        XCTAssertEqual(TypeName.display(Local.self), "Local")
        XCTAssertEqual(TypeName.display(Text.self), "Text")
        XCTAssertEqual(TypeName.display([Int?].self), "Array<Optional<Int>>")
        XCTAssertEqual(TypeName.display(HStack<TupleView<(Text, AnyView)>>.self), "HStack<TupleView<(Text, AnyView)>>")
        XCTAssertEqual(TypeName.strip("Mod.Outer.Inner<Swift.Int>"), "Outer.Inner<Int>")
        XCTAssertEqual(TypeName.strip("Mod.Outer.Inner<Mod.Outer.Item>", keepingLastComponentOnly: true), "Inner<Item>")
        XCTAssertEqual(TypeName.strip("Mod.(unknown context at $1f2).Local"), "Local")
        XCTAssertEqual(TypeName.strip("Mod.T.(unknown context at $1).(unknown context at $2).Loc"), "Loc")
        XCTAssertEqual(TypeName.strip("Mod.(Hidden in _9A8B).Inner"), "Hidden.Inner")
        XCTAssertEqual(TypeName.strip("(a: Swift.Int, b: Mod.Row)"), "(a: Int, b: Row)")
        XCTAssertEqual(TypeName.strip("Swift.Array<Mod.(unknown context at $3).Loc>"), "Array<Loc>")
    }

    func testClassificationIsByTypeNotByName() throws {
        XCTAssertEqual(TypeInfo.of(ViewTree.Text.self).viewKind, .text)
        XCTAssertEqual(TypeInfo.of(Rectangle.self).viewKind, .shape)
        XCTAssertEqual(TypeInfo.of(TupleView<(ViewTree.Text, ViewTree.Text)>.self).viewKind, .notAView)
        // A user type named like a ViewTree view is still the user's own view.
        struct Text: View {
            var body: some View { EmptyView() }
        }
        XCTAssertEqual(TypeInfo.of(Text.self).viewKind, .custom)
    }
}
