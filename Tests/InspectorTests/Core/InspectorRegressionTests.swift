import Inspector
import Observation
import ViewTree
import XCTest

// Behaviours a review of Inspector found wrong, pinned.

private struct Hide: ViewModifier {
    func body(content: Content) -> some View {
        content.hidden()
    }
}

private struct TitleStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.title)
    }
}

private struct Switchable: ViewModifier {
    @State var isOff = false
    func body(content: Content) -> some View {
        VStack {
            content.disabled(isOff)
            Button("Switch") { isOff.toggle() }
        }
    }
}

private struct Inner: ViewModifier {
    func body(content: Content) -> some View {
        content.disabled(true)
    }
}

private struct Outer: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            Color.red.modifier(Inner())
            HStack { VStack { content } }
        }
    }
}

@Observable
private final class Suffix {
    var value = ""
}

private final class Store: ObservableObject {}

private struct NeedsStore: View {
    @EnvironmentObject var store: Store
    var body: some View {
        HStack { Text("store") }
    }
}

private func modifierA() -> some ViewModifier {
    struct Mod: ViewModifier {
        func body(content: Content) -> some View {
            content.overlay(Text("from A"))
        }
    }
    return Mod()
}

private func modifierB() -> some ViewModifier {
    struct Mod: ViewModifier {
        func body(content: Content) -> some View {
            content.overlay(Text("from B"))
        }
    }
    return Mod()
}

private func erased<V: View>(@ViewBuilder _ content: () -> V) -> AnyView {
    AnyView(content())
}

final class InspectorRegressionTests: XCTestCase {
    func testSkipFoundAtItsLargestIsAnErrorNotATrap() throws {
        XCTAssertThrowsError(try Text("a").inspect().find(ViewType.Text.self, skipFound: .max)) { error in
            XCTAssertTrue("\(error)".contains("found 1 match for Text, but skipFound: \(Int.max) skips past the last one"))
        }
    }

    func testAnOverlayOutsideADisabledModifierCanBeTapped() throws {
        var tapped = false
        let sut = Text("x").disabled(true).overlay(Button("b") { tapped = true })
        try sut.inspect().find(button: "b").tap()
        XCTAssertTrue(tapped)
    }

    func testModifiersACustomModifierAppliesToItsContentApply() throws {
        let hidden = try Button("x") {}.modifier(Hide()).inspect().button()
        XCTAssertTrue(hidden.isHidden())
        XCTAssertThrowsError(try hidden.tap()) { error in
            XCTAssertEqual("\(error)", "button().tap(): Button is hidden by .hidden() on itself")
        }
        let styled = try Text("x").modifier(TitleStyle()).inspect().text()
        XCTAssertEqual(try styled.font(), .title)
        XCTAssertEqual(try styled.attributes().font(), .title)
    }

    func testEnvironmentFollowsStateInsideAModifierBody() throws {
        let sut = try Button("x") {}.modifier(Switchable()).inspect()
        XCTAssertFalse(try sut.button().labelView().text().isDisabled())
        try sut.button().modifier(Switchable.self).vStack().button(1).tap()
        XCTAssertTrue(try sut.button().isDisabled())
        XCTAssertTrue(try sut.button().labelView().text().isDisabled())
    }

    func testOnlyTheModifiersOwnPlaceholderCounts() throws {
        XCTAssertFalse(try Button("x") {}.modifier(Outer()).inspect().button().isDisabled())
    }

    func testForEachContentFollowsObservableModels() throws {
        let suffix = Suffix()
        let sut = try ForEach(["a", "b"], id: \.self) { Text($0 + suffix.value) }.inspect()
        XCTAssertNoThrow(try sut.find(text: "a"))
        suffix.value = "!"
        XCTAssertNoThrow(try sut.find(text: "a!"))
    }

    func testModifierTypesWithTheSameNameStayApart() throws {
        let sut = try Image("i").modifier(modifierA()).modifier(modifierB()).inspect()
        XCTAssertNoThrow(try sut.find(text: "from A"))
        XCTAssertNoThrow(try sut.find(text: "from B"))
    }

    func testPathsIntoAnAnyViewWithSeveralViewsAreChains() throws {
        let sut = try erased {
            Text("a")
            Text("b")
        }.inspect()
        let text = try sut.find(text: "b")
        XCTAssertEqual(text.pathToRoot, "anyView().text(1)")
        XCTAssertEqual(try sut.anyView().text(1).string(), "b")
    }

    func testImplicitBodyReportsWhyTheBodyCannotBeEvaluated() throws {
        XCTAssertThrowsError(try NeedsStore().inspect().hStack()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(NeedsStore.self).hStack(): NeedsStore reads @EnvironmentObject var store: Store,"
                    + " but no Store was provided with .environmentObject(_:) on it or an ancestor")
        }
    }

    func testTextRangesOutsideTheTextAndPartsThatDiffer() throws {
        let attributes = try (Text("abc") + Text("def").font(.body)).inspect().text().attributes()
        XCTAssertThrowsError(try attributes[10..<20].isBold()) { error in
            XCTAssertEqual(
                "\(error)", "text().attributes()[10..<20].isBold(): the range 10..<20 is not within the text's 6 characters")
        }
        XCTAssertThrowsError(try attributes.font()) { error in
            XCTAssertTrue("\(error)".contains("the font differs between the parts of the text ('abc': none, 'def': .body)"))
        }
    }

    func testUnderlineAndStrikethroughColors() throws {
        let attributes = try Text("a").underline(color: .red).strikethrough(true, color: .blue).inspect().text().attributes()
        XCTAssertTrue(try attributes.isUnderline())
        XCTAssertEqual(try attributes.underlineColor(), .red)
        XCTAssertEqual(try attributes.strikethroughColor(), .blue)
        XCTAssertThrowsError(try Text("a").underline().inspect().text().attributes().underlineColor())
    }
}
