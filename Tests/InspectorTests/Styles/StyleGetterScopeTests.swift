import Inspector
import ViewTree
import XCTest

/// Style getters are on every view, as in SwiftUI (styles are environment values every view
/// has) and ViewInspector: a view that is not of the style's kind reads the style it would pass
/// on to one, inherited or `.automatic`.
final class StyleGetterScopeTests: XCTestCase {
    func testAnyViewReadsTheStyleItInherits() throws {
        let sut = VStack {
            Text("Inside")
            Image(systemName: "star")
        }
        .toggleStyle(.switch)
        .buttonStyle(.borderless)
        .labelStyle(.iconOnly)
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.text(0).toggleStyle() as? SwitchToggleStyle, .switch)
        XCTAssertTrue(try stack.text(0).buttonStyle() is BorderlessButtonStyle)
        XCTAssertTrue(try stack.text(0).primitiveButtonStyle() is BorderlessButtonStyle)
        XCTAssertTrue(try stack.image(1).labelStyle() is IconOnlyLabelStyle)
    }

    func testAnyViewWithoutAStyleReadsTheAutomaticOne() throws {
        let sut = try Text("Alone").inspect().text()
        XCTAssertEqual("\(try sut.toggleStyle())", ".automatic")
        XCTAssertTrue(try sut.toggleStyle() is DefaultToggleStyle)
        XCTAssertTrue(try sut.buttonStyle() is DefaultButtonStyle)
        XCTAssertTrue(try sut.labelStyle() is DefaultLabelStyle)
        XCTAssertTrue(try sut.groupBoxStyle() is DefaultGroupBoxStyle)
        XCTAssertTrue(try sut.progressViewStyle() is DefaultProgressViewStyle)
        XCTAssertTrue(try sut.menuStyle() is DefaultMenuStyle)
        XCTAssertTrue(try sut.labeledContentStyle() is AutomaticLabeledContentStyle)
        XCTAssertTrue(try sut.disclosureGroupStyle() is AutomaticDisclosureGroupStyle)
    }

    func testThePrimitiveGetterWhereAButtonStyleIsInEffectThrows() throws {
        let sut = VStack { Text("Inside") }.buttonStyle(CustomButtonStyle())
        XCTAssertTrue(try sut.inspect().vStack().text(0).buttonStyle() is CustomButtonStyle)
        XCTAssertThrowsError(try sut.inspect().vStack().text(0).primitiveButtonStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().text(0).primitiveButtonStyle(): expected a PrimitiveButtonStyle, found"
                    + " CustomButtonStyle, a ButtonStyle; read it with buttonStyle()")
        }
    }
}
