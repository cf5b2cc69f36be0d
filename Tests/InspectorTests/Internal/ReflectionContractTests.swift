@testable import Inspector
import ViewTree
import XCTest

/// Pins the reflection behaviour Inspector relies on, so that a toolchain or a ViewTree
/// storage change fails here, loudly and in one place.
final class ReflectionContractTests: XCTestCase {
    func testStoredPropertyLabelsOfViewTreeTypes() throws {
        func labels(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.map { $0.label ?? "?" }
        }
        XCTAssertEqual(labels(Text("a")), ["segments"])
        XCTAssertEqual(labels(AnyView(Text("a"))), ["storage"])
        XCTAssertEqual(labels(HStack { Text("a") }), ["alignment", "spacing", "content"])
        XCTAssertEqual(labels(VStack { Text("a") }), ["alignment", "spacing", "content"])
        XCTAssertEqual(labels(ZStack { Text("a") }), ["alignment", "content"])
        XCTAssertEqual(labels(Group { Text("a") }), ["content"])
        XCTAssertEqual(labels(Button("a") {}), ["action", "label", "role"])
        XCTAssertEqual(labels(ForEach(0..<1) { _ in Text("a") }), ["data", "content", "idKeyPath"])
        XCTAssertEqual(labels(Spacer()), ["minLength"])
        XCTAssertEqual(labels(Image("a")), ["name", "isSystemImage", "isDecorative", "label", "isResizable", "renderingMode"])
        XCTAssertEqual(labels(_PaddingLayout(edges: .top, insets: nil)), ["edges", "insets"])
        XCTAssertEqual(labels(_BlurEffect(radius: 1, opaque: false)), ["radius", "isOpaque"])
        XCTAssertEqual(labels(_OpacityEffect(opacity: 1)), ["opacity"])
        XCTAssertEqual(labels(_BrightnessEffect(amount: 1)), ["amount"])
        XCTAssertEqual(labels(_IdentifiedModifier(id: 1)), ["id"])
        XCTAssertEqual(labels(_TagModifier(tag: 1)), ["tag"])
        XCTAssertEqual(labels(_AppearanceActionModifier()), ["appear", "disappear"])
        XCTAssertEqual(labels(_TapGestureModifier(count: 1) {}), ["count", "action"])
        XCTAssertEqual(labels(_OverlayModifier(overlay: Text("a"))), ["overlay", "alignment"])
        XCTAssertEqual(labels(_BackgroundModifier(background: Text("a"))), ["background", "alignment"])
        XCTAssertEqual(labels(_EnvironmentKeyWritingModifier(keyPath: \.font, value: nil)), ["keyPath", "value"])
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
