import Foundation
@testable import Inspector
import ViewTree
import XCTest

extension ReflectionContractTests {
    func testPreferenceModifiers() throws {
        pin(_PreferenceActionModifier<CountKey>(action: { _ in }), ["action"], readBy: "callOnPreferenceChange(_:index:)")
        pin(
            _OverlayPreferenceModifier<CountKey, Text>(transform: { Text("\($0)") }), ["alignment", "transform"],
            readBy: "overlayPreferenceValue().alignment()")
        pin(
            _BackgroundPreferenceModifier<CountKey, Text>(transform: { Text("\($0)") }), ["alignment", "transform"],
            readBy: "backgroundPreferenceValue().alignment()")
    }
}
