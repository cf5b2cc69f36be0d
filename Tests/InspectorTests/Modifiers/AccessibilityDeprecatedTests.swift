import Foundation
import Inspector
import ViewTree
import XCTest

/// SwiftUI's deprecated `accessibility(label:)` family: each form has the effect of its modern
/// one for readers, search, the accessibility model, the audit and tree dumps.
final class AccessibilityDeprecatedTests: XCTestCase {
    func testTheDeprecatedFormsAreReadAsTheModernOnes() throws {
        let sut = Image("gear")
            .accessibility(label: Text("Settings"))
            .accessibility(identifier: "settings.button")
            .accessibility(hint: Text("Opens the settings"))
            .accessibility(value: Text("On"))
            .accessibility(sortPriority: 2)
            .accessibility(hidden: false)
        let image = try sut.inspect().image()
        XCTAssertEqual(try image.accessibilityLabel().string(), "Settings")
        XCTAssertEqual(try image.accessibilityLabel().pathToRoot, "image().accessibilityLabel()")
        XCTAssertEqual(try image.accessibilityIdentifier(), "settings.button")
        XCTAssertEqual(try image.accessibilityHint().string(), "Opens the settings")
        XCTAssertEqual(try image.accessibilityValue().string(), "On")
        XCTAssertEqual(try image.accessibilitySortPriority(), 2)
        XCTAssertEqual(try image.accessibilityHidden(), false)
        XCTAssertEqual(try image.accessibleName(), "Settings")
    }

    func testAViewInspectorStyleTestReadsTheLabelAsAText() throws {
        let string = "abc"
        let label = try EmptyView().accessibility(label: Text(string)).inspect().emptyView().accessibilityLabel()
        XCTAssertEqual(try label.string(), string)
        XCTAssertEqual(try EmptyView().accessibility(value: Text("v")).inspect().emptyView().accessibilityValue().string(), "v")
        XCTAssertEqual(try EmptyView().accessibility(hint: Text("h")).inspect().emptyView().accessibilityHint().string(), "h")
        XCTAssertEqual(try EmptyView().accessibility(hidden: true).inspect().emptyView().accessibilityHidden(), true)
        XCTAssertEqual(try EmptyView().accessibility(identifier: "i").inspect().emptyView().accessibilityIdentifier(), "i")
        XCTAssertEqual(try EmptyView().accessibility(sortPriority: 5).inspect().emptyView().accessibilitySortPriority(), 5)
    }

    func testTraitsAndHidingShapeWhatAScreenReaderFinds() throws {
        let sut = VStack {
            Text("Inbox").accessibility(addTraits: .isHeader)
            Image("logo").accessibility(removeTraits: .isImage)
            Button("Share") {}.accessibility(hidden: true)
            Button { } label: { Image(systemName: "trash") }.accessibility(label: Text("Delete"))
        }
        let root = try sut.inspect()
        XCTAssertEqual(try root.vStack().text(0).accessibilityTraits(), [.isStaticText, .isHeader])
        XCTAssertEqual(try root.vStack().image(1).accessibilityTraits(), [])
        XCTAssertTrue(try root.vStack().button(2).isAccessibilityHidden())
        XCTAssertEqual(try root.find(role: .header).pathToRoot, "vStack().text(0)")
        XCTAssertEqual(root.findAll(role: .button).map(\.pathToRoot), ["vStack().button(3)"])
        XCTAssertEqual(try root.find(role: .button, name: "Delete").pathToRoot, "vStack().button(3)")
        XCTAssertEqual(try root.find(viewWithAccessibilityLabel: "Delete").pathToRoot, "vStack().button(3)")
        XCTAssertEqual(try root.accessibilityAudit(), [], "the label names the icon button; the hidden image is not audited")
    }

    func testSearchByIdentifierAndTheAuditSeeBothForms() throws {
        let sut = VStack {
            Text("Milk").accessibility(identifier: "row")
            Text("Eggs").accessibilityIdentifier("row")
        }
        XCTAssertEqual(try sut.inspect().find(viewWithAccessibilityIdentifier: "row").pathToRoot, "vStack().text(0)")
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[duplicateIdentifier] vStack().text(1): accessibility identifier \"row\" is also on vStack().text(0)",
        ])
    }

    func testTheTreeDumpWritesTheModernForm() throws {
        let deprecated = VStack {
            Text("Inbox").accessibility(addTraits: .isHeader).accessibility(sortPriority: 1)
            Image("logo").accessibility(removeTraits: .isImage).accessibility(hidden: true)
            Image("gear").accessibility(label: Text("Settings")).accessibility(identifier: "gear")
                .accessibility(hint: Text("Opens")).accessibility(value: Text("On"))
                .accessibility(activationPoint: UnitPoint.center)
        }
        let modern = VStack {
            Text("Inbox").accessibilityAddTraits(.isHeader).accessibilitySortPriority(1)
            Image("logo").accessibilityRemoveTraits(.isImage).accessibilityHidden(true)
            Image("gear").accessibilityLabel(Text("Settings")).accessibilityIdentifier("gear")
                .accessibilityHint(Text("Opens")).accessibilityValue(Text("On"))
                .accessibilityActivationPoint(.center)
        }
        XCTAssertEqual(
            try deprecated.inspect().treeDump(),
            """
            vStack()
              text(0) "Inbox" .accessibilityAddTraits(.isHeader) .accessibilitySortPriority(1.0)
              image(1) "logo" .accessibilityRemoveTraits(.isImage) .accessibilityHidden(true)
              image(2) "gear" .accessibilityLabel("Settings") .accessibilityIdentifier("gear") .accessibilityHint("Opens") .accessibilityValue("On") .accessibilityActivationPoint(.center)
            """)
        XCTAssertEqual(try deprecated.inspect().treeDump(), try modern.inspect().treeDump())
    }

    func testActivationPoints() throws {
        let sut = VStack {
            Image("a").accessibilityActivationPoint(.topLeading)
            Image("b").accessibility(activationPoint: UnitPoint(x: 0.2, y: 0.8))
            Image("c").accessibilityActivationPoint(CGPoint(x: 10, y: 4))
            Image("d").accessibility(activationPoint: CGPoint(x: 1, y: 2))
            Image("e").accessibilityActivationPoint(.bottom).accessibilityActivationPoint(.top)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.image(0).accessibilityActivationPoint(), .topLeading)
        XCTAssertEqual(try vStack.image(1).accessibilityActivationPoint(), UnitPoint(x: 0.2, y: 0.8))
        XCTAssertEqual(try vStack.image(4).accessibilityActivationPoint(), .bottom, "the innermost")
        XCTAssertThrowsError(try vStack.image(2).accessibilityActivationPoint()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().image(2).accessibilityActivationPoint(): Image's accessibilityActivationPoint cannot be read:"
                    + " it is a point, CGPoint(x: 10.0, y: 4.0), not a UnitPoint")
        }
        XCTAssertThrowsError(try Image("a").inspect().image().accessibilityActivationPoint()) { error in
            XCTAssertEqual(
                "\(error)", "image().accessibilityActivationPoint(): Image has no accessibilityActivationPoint; it has no modifiers")
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            vStack()
              image(0) "a" .accessibilityActivationPoint(.topLeading)
              image(1) "b" .accessibilityActivationPoint(UnitPoint(x: 0.2, y: 0.8))
              image(2) "c" .accessibilityActivationPoint(CGPoint(x: 10.0, y: 4.0))
              image(3) "d" .accessibilityActivationPoint(CGPoint(x: 1.0, y: 2.0))
              image(4) "e" .accessibilityActivationPoint(.bottom) .accessibilityActivationPoint(.top)
            """)
    }

    @available(*, deprecated)
    func testSelectionIdentifier() throws {
        let sut = VStack {
            Text("Small").accessibility(selectionIdentifier: 1)
            Text("Large").accessibility(selectionIdentifier: "large").accessibilityLabel("Big")
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).accessibilitySelectionIdentifier(), AnyHashable(1))
        XCTAssertEqual(try vStack.text(1).accessibilitySelectionIdentifier(), AnyHashable("large"))
        XCTAssertThrowsError(try Text("a").accessibilityLabel("b").inspect().text().accessibilitySelectionIdentifier()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().accessibilitySelectionIdentifier(): Text has no accessibility(selectionIdentifier:);"
                    + " its modifiers: .accessibilityLabel")
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            vStack()
              text(0) "Small" .accessibility(selectionIdentifier: 1)
              text(1) "Large" .accessibility(selectionIdentifier: "large") .accessibilityLabel("Big")
            """)
    }
}
