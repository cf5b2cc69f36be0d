import Foundation
@testable import Inspector
import ViewTree
import XCTest

extension ReflectionContractTests {
    func testPreviewModifiers() throws {
        pin(
            _PreviewTraitModifier(trait: .layout(.device)), ["trait"],
            readBy: "previewLayout(), previewDisplayName(), previewDevice(), previewInterfaceOrientation()")
    }
}
