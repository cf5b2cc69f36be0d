import Foundation
@testable import Inspector
import ViewTree
import XCTest

extension ReflectionContractTests {
    func testAppearanceAndLayoutModifiers() throws {
        pin(_ShadowEffect(color: .red, radius: 1, offset: .zero), ["color", "radius", "offset"], readBy: "shadow()")
        pin(_ClipEffect(shape: Circle()), ["shape", "style"], readBy: "clipShape(_:), clipStyle(), cornerRadius()")
        pin(_ContentShapeModifier(shape: Circle()), ["shape", "eoFill"], readBy: "contentShape(_:)")
        pin(_AllowsHitTestingModifier(allowsHitTesting: false), ["allowsHitTesting"], readBy: "ModifierDescription")
        pin(_MaskEffect(mask: Circle()), ["mask", "alignment"], readBy: "mask(_:), alignment()")
        pin(_OffsetEffect(offset: .zero), ["offset"], readBy: "offset()")
        pin(_PositionLayout(position: .zero), ["position"], readBy: "position()")
        pin(_RotationEffect(angle: .zero), ["angle", "anchor"], readBy: "rotation(), rotationEffect()")
        pin(
            _Rotation3DEffect(angle: .zero, axis: (x: 0, y: 1, z: 0)), ["angle", "axis", "anchor", "anchorZ", "perspective"],
            readBy: "rotation3D()")
        pin(_ScaleEffect(scale: .zero), ["scale", "anchor"], readBy: "scaleEffect(), scaleEffectAnchor()")
        pin(_FixedSizeLayout(), ["horizontal", "vertical"], readBy: "fixedSize()")
        pin(
            _AspectRatioLayout(aspectRatio: nil, contentMode: .fit), ["aspectRatio", "contentMode"],
            readBy: "aspectRatio(), aspectRatioContentMode(), isScaledToFit(), isScaledToFill()")
        pin(_LayoutPriorityModifier(value: 1), ["value"], readBy: "layoutPriority()")
        pin(_ZIndexModifier(value: 1), ["value"], readBy: "zIndex()")
        pin(_BadgeModifier(label: nil), ["label"], readBy: "badge()")
        pin(_HelpModifier(text: Text("a")), ["text"], readBy: "help()")
        pin(_PreferredColorSchemeModifier(colorScheme: nil), ["colorScheme"], readBy: "preferredColorScheme()")
        pin(_TransactionModifier { _ in }, ["transform"], readBy: "callTransaction()")
        pin(_CoordinateSpaceModifier(name: "a"), ["name"], readBy: "coordinateSpaceName()")
        pin(_ProjectionEffect(transform: ProjectionTransform()), ["transform"], readBy: "projectionTransform()")
        pin(_TransformEffect(transform: .identity), ["transform"], readBy: "transformEffect()")
        pin(_AnimationModifier(animation: nil, value: 1), ["animation", "value"], readBy: "animation()")
        pin(_TransitionModifier(transition: .opacity), ["transition"], readBy: "transition()")
        pin(
            _InsetViewModifier(content: Text("a"), edge: .top, alignment: .center, spacing: nil),
            ["content", "edge", "alignment", "spacing", "regions"],
            readBy: "safeAreaInset(), edge(), alignment(), spacing(), regions()")
        pin(_GrayscaleEffect(amount: 1), ["amount"], readBy: "grayscale()")
        pin(_SaturationEffect(amount: 1), ["amount"], readBy: "saturation()")
        pin(_ContrastEffect(amount: 1), ["amount"], readBy: "contrast()")
        pin(_HueRotationEffect(angle: .zero), ["angle"], readBy: "hueRotation()")
        pin(_BlendModeEffect(blendMode: .normal), ["blendMode"], readBy: "blendMode()")
        pin(_ColorMultiplyEffect(color: .red), ["color"], readBy: "colorMultiply()")
        pin(_SafeAreaIgnoringLayout(edges: .all), ["edges"], readBy: "edgesIgnoringSafeArea()")
        pin(_SafeAreaRegionsIgnoringLayout(regions: .all, edges: .all), ["regions", "edges"], readBy: "ignoresSafeArea()")
    }
}
