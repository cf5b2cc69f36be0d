import Foundation
@testable import Inspector
import ViewTree
import XCTest

extension ReflectionContractTests {
    func testGlassAndDrawingStorage() throws {
        pin(_GlassEffectModifier(glass: .regular, shape: Circle()), ["glass", "shape"], readBy: "glassEffect()")
        pin(Glass.regular, ["variant", "tint", "isInteractive"], readBy: "glassEffect() glass(), tintColor(), isInteractive()")
        pin(
            _GlassEffectIDModifier(id: 1, namespace: Namespace().wrappedValue), ["id", "namespace"],
            readBy: "glassEffectID()")
        pin(
            _GlassEffectUnionModifier(id: 1, namespace: Namespace().wrappedValue), ["id", "namespace"],
            readBy: "glassEffectUnion()")
        pin(_GlassEffectTransitionModifier(transition: .identity), ["transition"], readBy: "glassEffectTransition()")
        pin(GlassEffectContainer(spacing: 1) { Text("a") }, ["spacing", "content"], readBy: "spacing(), content")
        pin(
            _SafeAreaBarModifier(content: Text("a"), edge: .top, alignment: .center, spacing: nil),
            ["content", "edge", "alignment", "spacing"], readBy: "safeAreaBar(), edge(), alignment(), spacing()")
        pin(
            MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red]),
            ["width", "height", "locations", "colors", "background", "smoothsColors", "colorSpace"],
            readBy: "width(), height(), points(), colors(), background(), smoothsColors(), colorSpace()")
        pin(PlaceholderContentView<Int>(content: Text("a")), ["content"], readBy: "placeholderContentView() content")
        pin(_ValueTransactionModifier(value: 1) { _ in }, ["transform", "value"], readBy: "callTransaction()")
    }
}
