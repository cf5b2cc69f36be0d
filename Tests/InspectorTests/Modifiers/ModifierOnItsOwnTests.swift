@testable import Inspector
import ViewTree
import XCTest

private struct Spaced: ViewModifier {
    let top: CGFloat
    func body(content: Content) -> some View {
        VStack {
            content.padding(.top, top)
            Text("caption")
        }
    }
}

private struct Needy: ViewModifier {
    @EnvironmentObject var model: NeedyModel
    func body(content: Content) -> some View { content }
}

private final class NeedyModel: ObservableObject {}

/// `inspect()` and `inspect { }` on a `ViewModifier` value, not applied to any view.
final class ModifierOnItsOwnTests: XCTestCase {
    func testTheHandleIsTheModifiersBody() throws {
        let modifier = try Spaced(top: 15).inspect()
        XCTAssertEqual(try modifier.actualView().top, 15)
        XCTAssertEqual(try modifier.vStack().text(1).string(), "caption")
        let content = try modifier.vStack().viewModifierContent(0)
        XCTAssertEqual(try content.padding(.top), 15)
        XCTAssertEqual(content.pathToRoot, "emptyView().modifier(Spaced.self).vStack().viewModifierContent(0)")
        XCTAssertEqual(try modifier.find(text: "caption").pathToRoot, "emptyView().modifier(Spaced.self).vStack().text(1)")
    }

    func testTheClosureFormInspectsNow() {
        var read: String?
        Spaced(top: 1).inspect { modifier in
            read = try modifier.vStack().text(1).string()
        }
        XCTAssertEqual(read, "caption")
    }

    func testAnErrorInTheClosureFailsTheTestWithTheMessage() {
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            Spaced(top: 1).inspect { modifier in _ = try modifier.hStack() }
        }
        XCTAssertEqual(capture.reports.count, 1)
        XCTAssertEqual(
            capture.reports.first?.message,
            "emptyView().modifier(Spaced.self).hStack(): expected HStack, found VStack")
    }

    func testAMissingEnvironmentObjectIsReportedWhenTheBodyIsRead() throws {
        let modifier = try Needy().inspect()
        XCTAssertThrowsError(try modifier.viewModifierContent()) { error in
            XCTAssertTrue("\(error)".hasPrefix("emptyView().modifier(Needy.self).viewModifierContent(): "), "\(error)")
            XCTAssertTrue("\(error)".contains("NeedyModel"), "\(error)")
        }
    }
}
