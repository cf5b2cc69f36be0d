import Foundation
import Inspector
import ViewTree
import XCTest

private struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        max(44, context.maxDetentValue * 0.1)
    }
}

/// Inactive in dark mode, to show that the context reads the environment.
private struct LightOnlyDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.colorScheme == .dark ? nil : 300
    }
}

/// `PresentationDetent.custom(_:)` with a `CustomPresentationDetent`, read and resolved with
/// `presentationDetentHeight(_:maxDetentValue:)`.
final class CustomPresentationDetentTests: XCTestCase {
    private func explanation<T>(_ expression: @autoclosure () throws -> T) -> String? {
        do {
            _ = try expression()
            return nil
        } catch {
            return (error as? InspectionError)?.reason.explanation
        }
    }

    func testCustomDetentsAreReadAndResolved() throws {
        let selection = Binding(wrappedValue: PresentationDetent.custom(BarDetent.self))
        let sut = Text("Settings").sheet(isPresented: .constant(true)) {
            Text("Options").presentationDetents([.custom(BarDetent.self), .medium, .height(120)], selection: selection)
        }
        let sheet = try sut.inspect().text().sheet()
        XCTAssertEqual(try sheet.presentationDetents(), [.custom(BarDetent.self), .medium, .height(120)])
        XCTAssertEqual(try sheet.presentationDetentSelection(), .custom(BarDetent.self))
        XCTAssertEqual(try sheet.presentationDetentHeight(.custom(BarDetent.self), maxDetentValue: 800), 80)
        XCTAssertEqual(try sheet.presentationDetentHeight(.custom(BarDetent.self), maxDetentValue: 200), 44)
        XCTAssertEqual(try sheet.presentationDetentHeight(.medium, maxDetentValue: 800), 400)
        XCTAssertEqual(try sheet.presentationDetentHeight(.height(120), maxDetentValue: 800), 120)
        try sheet.selectPresentationDetent(.medium)
        XCTAssertEqual(selection.wrappedValue, .medium)
        XCTAssertEqual(PresentationDetent.custom(BarDetent.self).description, ".custom(BarDetent.self)")
        XCTAssertNotEqual(PresentationDetent.custom(BarDetent.self), .custom(LightOnlyDetent.self))
        XCTAssertEqual(
            explanation(try sheet.presentationDetentHeight(.large, maxDetentValue: 800)),
            ".large is not one of the sheet's detents (.custom(BarDetent.self), .height(120.0), .medium)")
    }

    func testTheContextReadsTheEnvironmentOfTheView() throws {
        let light = Text("a").presentationDetents([.custom(LightOnlyDetent.self), .large, .fraction(0.25)])
        XCTAssertEqual(try light.inspect().text().presentationDetentHeight(.custom(LightOnlyDetent.self), maxDetentValue: 800), 300)
        XCTAssertEqual(try light.inspect().text().presentationDetentHeight(.large, maxDetentValue: 800), 800)
        XCTAssertEqual(try light.inspect().text().presentationDetentHeight(.fraction(0.25), maxDetentValue: 800), 200)
        let dark = VStack { light }.environment(\.colorScheme, .dark)
        XCTAssertNil(try dark.inspect().vStack().text(0).presentationDetentHeight(.custom(LightOnlyDetent.self), maxDetentValue: 800))
    }
}
