import Inspector
import ViewTree
import XCTest

/// A style getter throws, as ViewInspector's do, when no style modifier is on the view or above
/// it; a style set on an ancestor reads (ViewInspector reads only the view's own), and so does
/// the reset to `.automatic` inside a style's body.
final class StyleGetterWithoutAStyleTests: XCTestCase {
    private func message(_ getter: String) -> String {
        "text().\(getter)(): Text has no \(getter); expected a .\(getter)(_:) on this view or above it, found none"
            + " (SwiftUI then uses .automatic)"
    }

    func testEveryGetterThrowsWithNoStyleApplied() throws {
        let text = try Text("Alone").inspect().text()
        let getters: [(String, () throws -> Any)] = [
            ("buttonStyle", { try text.buttonStyle() }),
            ("toggleStyle", { try text.toggleStyle() }),
            ("labelStyle", { try text.labelStyle() }),
            ("textFieldStyle", { try text.textFieldStyle() }),
            ("menuStyle", { try text.menuStyle() }),
            ("labeledContentStyle", { try text.labeledContentStyle() }),
            ("groupBoxStyle", { try text.groupBoxStyle() }),
            ("disclosureGroupStyle", { try text.disclosureGroupStyle() }),
            ("progressViewStyle", { try text.progressViewStyle() }),
            ("listStyle", { try text.listStyle() }),
            ("pickerStyle", { try text.pickerStyle() }),
            ("datePickerStyle", { try text.datePickerStyle() }),
            ("navigationViewStyle", { try text.navigationViewStyle() }),
        ]
        for (getter, read) in getters {
            XCTAssertThrowsError(try read(), getter) { error in
                XCTAssertEqual("\(error)", message(getter))
            }
        }
    }

    func testThePrimitiveButtonGetterThrowsAsButtonStyleDoes() throws {
        XCTAssertThrowsError(try Button("Go") {}.inspect().button().primitiveButtonStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().primitiveButtonStyle(): Button has no buttonStyle; expected a .buttonStyle(_:) on this view"
                    + " or above it, found none (SwiftUI then uses .automatic)")
        }
    }

    func testAStyleOnAnAncestorReads() throws {
        let sut = VStack {
            Group { Toggle("On", isOn: .constant(true)) }
        }
        .toggleStyle(.switch)
        .listStyle(.plain)
        let toggle = try sut.inspect().vStack().group(0).toggle(0)
        XCTAssertTrue(try toggle.toggleStyle() is SwitchToggleStyle)
        XCTAssertTrue(try toggle.listStyle() is PlainListStyle)
        XCTAssertThrowsError(try toggle.buttonStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().group(0).toggle(0).buttonStyle(): Toggle has no buttonStyle; expected a .buttonStyle(_:)"
                    + " on this view or above it, found none (SwiftUI then uses .automatic)")
        }
    }

    func testAnExplicitAutomaticStyleReads() throws {
        let sut = Button("Go") {}.buttonStyle(.automatic)
        XCTAssertTrue(try sut.inspect().button().buttonStyle() is DefaultButtonStyle)
        XCTAssertTrue(try sut.inspect().button().primitiveButtonStyle() is DefaultButtonStyle)
    }

    func testTheResetInsideAStylesBodyCountsAsApplied() throws {
        let sut = Button("Go") {}.buttonStyle(NestingButtonStyle())
        let inner = try sut.inspect().button().styleBody().button()
        XCTAssertTrue(try inner.buttonStyle() is DefaultButtonStyle)
        XCTAssertThrowsError(try inner.toggleStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().styleBody().button().toggleStyle(): Button has no toggleStyle; expected a .toggleStyle(_:)"
                    + " on this view or above it, found none (SwiftUI then uses .automatic)")
        }
    }

    func testAStyleBodyErrorStillNamesTheAutomaticStyle() throws {
        XCTAssertThrowsError(try Button("Go") {}.inspect().button().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().styleBody(): Button's styleBody() cannot be read: its style, .automatic, is built in:"
                    + " it has no body of its own")
        }
    }
}

/// A button style whose body holds another button.
private struct NestingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button("Inner") {}
    }
}
