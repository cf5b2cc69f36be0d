import Foundation
import Inspector
import XCTest

/// `buttonBorderShape(_:)`, `dynamicTypeSize(_:)`, `formStyle(_:)`, `scrollDismissesKeyboard(_:)`,
/// `redacted(reason:)` / `unredacted()` and the locale, calendar and time zone: set on a view or
/// an ancestor, read on the view, the innermost winning; a reader throws where nothing set one.
final class MissingModifiersEnvironmentTests: XCTestCase {
    func testButtonBorderShapeIsInherited() throws {
        let sut = VStack {
            Button("a") {}
            Button("b") {}.buttonBorderShape(.roundedRectangle(radius: 8))
        }.buttonBorderShape(.capsule)
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.button(0).buttonBorderShape(), .capsule)
        XCTAssertEqual(try stack.button(1).buttonBorderShape(), .roundedRectangle(radius: 8))
        XCTAssertEqual(try stack.button(1).buttonBorderShape().cornerRadius, 8)
        XCTAssertNil(ButtonBorderShape.circle.cornerRadius)
        XCTAssertNotEqual(ButtonBorderShape.roundedRectangle, .roundedRectangle(radius: 8))
        XCTAssertEqual(try Text("a").buttonBorderShape(.automatic).inspect().text().buttonBorderShape(), .automatic)
        XCTAssertThrowsError(try Button("a") {}.inspect().button().buttonBorderShape()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().buttonBorderShape(): Button has no buttonBorderShape; neither it nor an ancestor sets one with .buttonBorderShape(_:)")
        }
        XCTAssertTrue(try Text("a").buttonBorderShape(.circle).inspect().treeDump().contains(".buttonBorderShape(.circle)"))
    }

    func testDynamicTypeSizeIsSetAndOrdered() throws {
        XCTAssertEqual(try Text("a").dynamicTypeSize(.xxLarge).inspect().text().dynamicTypeSize(), .xxLarge)
        XCTAssertEqual(try Text("a").dynamicTypeSize(.xxLarge).inspect().text().environment(\.dynamicTypeSize), .xxLarge)
        XCTAssertEqual(try Text("a").inspect().text().environment(\.dynamicTypeSize), .large)
        XCTAssertTrue(DynamicTypeSize.small < .large)
        XCTAssertTrue(DynamicTypeSize.accessibility2.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
        XCTAssertEqual(DynamicTypeSize.allCases.count, 12)
        XCTAssertThrowsError(try Text("a").inspect().text().dynamicTypeSize()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().dynamicTypeSize(): Text has no dynamicTypeSize; neither it nor an ancestor sets one with .dynamicTypeSize(_:)")
        }
    }

    func testDynamicTypeSizeRangesKeepTheSizeWithinThem() throws {
        XCTAssertEqual(try Text("a").dynamicTypeSize(...DynamicTypeSize.xxxLarge).inspect().text().dynamicTypeSize(), .large)
        let capped = Text("a").dynamicTypeSize(.accessibility3).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        XCTAssertEqual(try capped.inspect().text().dynamicTypeSize(), .xxxLarge)
        let raised = Text("a").dynamicTypeSize(DynamicTypeSize.xLarge...).dynamicTypeSize(.small)
        XCTAssertEqual(try raised.inspect().text().dynamicTypeSize(), .xLarge)
        let narrowed = VStack { Text("a").dynamicTypeSize(.large ... .xxLarge) }.dynamicTypeSize(.xxLarge ... .accessibility5)
            .dynamicTypeSize(.xSmall)
        XCTAssertEqual(try narrowed.inspect().find(text: "a").dynamicTypeSize(), .xxLarge)
        let dump = try Text("a").dynamicTypeSize(...DynamicTypeSize.xxxLarge).inspect().treeDump()
        XCTAssertTrue(dump.contains(".dynamicTypeSize"), dump)
    }

    func testFormStyleIsInheritedAndThrowsWithoutOne() throws {
        let sut = VStack { Form { Text("a") } }.formStyle(.grouped)
        XCTAssertTrue(try sut.inspect().vStack().form(0).formStyle() is GroupedFormStyle)
        XCTAssertTrue(try Form { Text("a") }.formStyle(.columns).inspect().form().formStyle() is ColumnsFormStyle)
        XCTAssertTrue(try Form { Text("a") }.formStyle(.automatic).inspect().form().formStyle() is AutomaticFormStyle)
        XCTAssertThrowsError(try Form { Text("a") }.inspect().form().formStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "form().formStyle(): Form has no formStyle; expected a .formStyle(_:) on this view or above it, found none (SwiftUI then uses .automatic)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".formStyle(.grouped)"))
    }

    func testScrollDismissesKeyboard() throws {
        let sut = ScrollView { TextField("a", text: .constant("")) }.scrollDismissesKeyboard(.interactively)
        XCTAssertEqual(try sut.inspect().scrollView().scrollDismissesKeyboard(), .interactively)
        XCTAssertEqual(try sut.inspect().find(ViewType.TextField.self).scrollDismissesKeyboard(), .interactively)
        XCTAssertEqual(try sut.inspect().scrollView().environment(\.scrollDismissesKeyboardMode), .interactively)
        XCTAssertNotEqual(ScrollDismissesKeyboardMode.never, .immediately)
        XCTAssertThrowsError(try ScrollView { Text("a") }.inspect().scrollView().scrollDismissesKeyboard()) { error in
            XCTAssertEqual(
                "\(error)",
                "scrollView().scrollDismissesKeyboard(): ScrollView has no scrollDismissesKeyboard; neither it nor an ancestor sets one with .scrollDismissesKeyboard(_:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".scrollDismissesKeyboard(.interactively)"))
    }

    func testRedactionReasonsAddUpAndUnredactedClearsThem() throws {
        let sut = VStack {
            Text("a")
            Text("b").redacted(reason: .privacy)
            Text("c").unredacted()
        }.redacted(reason: .placeholder)
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.text(0).redactionReasons(), .placeholder)
        XCTAssertEqual(try stack.text(1).redactionReasons(), [.placeholder, .privacy])
        XCTAssertEqual(try stack.text(2).redactionReasons(), [])
        XCTAssertEqual(try stack.text(1).environment(\.redactionReasons), [.placeholder, .privacy])
        XCTAssertEqual(try Text("a").environment(\.redactionReasons, .invalidated).inspect().text().redactionReasons(), .invalidated)
        XCTAssertThrowsError(try Text("a").inspect().text().redactionReasons()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().redactionReasons(): Text has no redactionReasons; neither it nor an ancestor sets one with .redacted(reason:) or .unredacted()")
        }
        let dump = try sut.inspect().treeDump()
        XCTAssertTrue(dump.contains(".redacted"), dump)
        XCTAssertTrue(dump.contains(".unredacted()"), dump)
    }

    func testTheLocaleCalendarAndTimeZoneAreSettable() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.firstWeekday = 2
        let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
        let sut = Text("a")
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.calendar, gregorian)
            .environment(\.timeZone, paris)
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.environment(\.locale).identifier, "en_US")
        XCTAssertEqual(try text.customModifier(keyPath: \.locale).identifier, "en_US")
        XCTAssertEqual(try text.environment(\.calendar).firstWeekday, 2)
        XCTAssertEqual(try text.environment(\.timeZone), paris)
        XCTAssertEqual(try Text("a").inspect().text().environment(\.locale), Locale.current)
        XCTAssertEqual(try Text("a").inspect().text().environment(\.timeZone), TimeZone.current)
        XCTAssertThrowsError(try Text("a").inspect().text().customModifier(keyPath: \.locale))
    }
}
