import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// Every view and modifier ViewTree declares has a kind in Inspector: a forgotten kind fails
/// here, instead of becoming a part of the tree that search silently skips.
///
/// What ViewTree declares is read from the conformances the compiler recorded
/// (`ConformanceRecords`): every type of ViewTree conforming to `View`, `ViewModifier` or
/// `ToolbarContent` with `Body == Never` is primitive, and needs a kind (`InspectableKind`,
/// `InspectableModifier`, the shape kind, or a structural shape Inspector looks through). No
/// list of names is kept here; a new view only needs a sample in `KindSamples`.
final class KindCoverageTests: XCTestCase {
    private let records = ConformanceRecords.loaded

    /// The types Inspector knows how to inspect: kinds, modifiers, shapes and structural shapes.
    private var registered: Set<ConformanceRecords.TypeID> {
        records.types(conformingTo: "Inspector.InspectableKind")
            .union(records.types(conformingTo: "Inspector.InspectableModifier"))
            .union(records.types(conformingTo: "Inspector.InspectorStructural"))
            .union(records.types(conformingTo: "ViewTree.Shape"))
    }

    func testEveryPrimitiveViewTreeDeclaresHasAKind() {
        for existential in [(any View).self, (any ViewModifier).self, (any ToolbarContent).self] as [Any.Type] {
            let primitives = records.primitives(in: "ViewTree", of: existential)
            XCTAssertGreaterThan(primitives.count, 3, "no primitive \(existential) found in ViewTree's metadata")
            XCTAssertEqual(
                primitives.subtracting(registered).map(\.name).sorted(), [],
                "primitive \(existential) types of ViewTree without a kind in Inspector (see Docs/Contributing.md)")
        }
        XCTAssertGreaterThanOrEqual(records.primitives(in: "ViewTree", of: (any View).self).count, 70)
    }

    func testAPrimitiveWithoutAKindIsFound() {
        // This module's own primitives (below) have no kind: the derivation must name them.
        let unregistered = { (existential: Any.Type) in
            self.records.primitives(in: "InspectorTests", of: existential).subtracting(self.registered).map(\.name)
        }
        XCTAssertTrue(unregistered((any View).self).contains("InspectorTests.UnknownPrimitive"))
        XCTAssertTrue(unregistered((any ViewModifier).self).contains("InspectorTests.UnknownModifier"))
    }

    func testEveryViewAndModifierWithAKindHasASample() {
        let structural = records.types(conformingTo: "Inspector.InspectorStructural")
        let samples = Set(KindSamples.views.compactMap { ConformanceRecords.descriptor(of: type(of: $0)) })
        let views = records.types(in: "ViewTree", conformingTo: "ViewTree.View").intersection(registered).subtracting(structural)
        XCTAssertEqual(
            views.filter { !samples.contains($0.descriptor) }.map(\.name).sorted(), [],
            "views of ViewTree with a kind but no value in KindSamples.views: add one")
        let modifierSamples = Set(KindSamples.modifiers.compactMap { ConformanceRecords.descriptor(of: type(of: $0)) })
        let modifiers = records.types(in: "ViewTree", conformingTo: "ViewTree.ViewModifier").intersection(registered)
            .subtracting(structural)
        XCTAssertEqual(
            modifiers.filter { !modifierSamples.contains($0.descriptor) }.map(\.name).sorted(), [],
            "modifiers of ViewTree with a kind but no value in KindSamples.modifiers: add the call that applies it")
    }

    func testInspectorKnowsEveryViewKind() {
        for view in KindSamples.views {
            let info = TypeInfo.of(value: view)
            XCTAssertNotEqual(info.viewKind, .unknownPrimitive, "\(info.displayName) has no ViewKind")
            XCTAssertNotEqual(info.viewKind, .notAView, "\(info.displayName) is not classified as a view")
            XCTAssertNotEqual(info.viewKind, .custom, "\(info.displayName) is a ViewTree primitive taken for a custom view")
        }
    }

    func testInspectorKnowsEveryModifierKind() {
        let modifiers = KindSamples.modifiers
        XCTAssertGreaterThanOrEqual(modifiers.count, 42)
        for modifier in modifiers {
            let info = TypeInfo.of(value: modifier)
            XCTAssertNotNil(info.modifierKind, "\(info.displayName) is not classified as a modifier")
            XCTAssertNotEqual(info.modifierKind, .unknown, "\(info.displayName) has no ModifierKind")
            XCTAssertNotEqual(info.modifierKind, .custom, "\(info.displayName) is a ViewTree primitive taken for a custom one")
        }
    }

    func testViewTreesCompositeViewsAreInspectedAsCustomViews() throws {
        // ViewTree's views with a body of their own and no kind: inspected as your views are.
        let composite = records.types(in: "ViewTree", conformingTo: "ViewTree.View").subtracting(registered)
            .subtracting(records.primitives(in: "ViewTree", of: (any View).self))
        let search = try ContentUnavailableView.search(text: "a").inspect().contentUnavailableView()
        for part in [try search.labelView(), try search.descriptionView(), try search.actionsView()] {
            let node = try part.node()
            XCTAssertEqual(node.viewKind, .custom, node.info.displayName)
            let descriptor = try XCTUnwrap(ConformanceRecords.descriptor(of: node.info.type))
            XCTAssertTrue(composite.contains { $0.descriptor == descriptor }, node.info.displayName)
        }
    }

    func testAnUnknownPrimitiveIsReported() {
        XCTAssertEqual(TypeInfo.of(value: UnknownPrimitive()).viewKind, .unknownPrimitive)
        XCTAssertEqual(TypeInfo.of(value: UnknownModifier()).modifierKind, .unknown)
    }
}

private struct UnknownPrimitive: View {
    var body: Never { fatalError() }
}

private struct UnknownModifier: ViewModifier {
    typealias Body = Never
}
