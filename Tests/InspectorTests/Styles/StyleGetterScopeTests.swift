import Inspector
import ViewTree
import XCTest

/// Style getters are on every view, as in SwiftUI (styles are environment values every view
/// has) and ViewInspector: a view that is not of the style's kind reads the style it would pass
/// on to one, set on it or inherited (`StyleGetterWithoutAStyleTests`: none set throws).
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
