import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// Every public view and modifier of ViewTree has a kind in Inspector: a forgotten kind fails
/// here, instead of becoming a part of the tree that search silently skips.
///
/// The test reads the names of ViewTree's public types from its sources, so a new public type
/// must be listed below — as a view, a modifier, or not a view — before the suite passes.
final class KindCoverageTests: XCTestCase {
    /// Public types of ViewTree that are neither views nor modifiers, and the structural types
    /// Inspector looks through.
    private static let notViews: Set<String> = [
        "TupleView", "_ConditionalContent", "ModifiedContent", "ViewBuilder",
        "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Edge", "Set", "EdgeInsets",
        "Font", "TextStyle", "Weight", "Design", "ButtonRole", "LocalizedStringKey", "StringInterpolation",
        "RGBColorSpace", "TemplateRenderingMode", "FillStyle", "StrokeStyle", "CGLineCap", "CGLineJoin", "Path",
        "Element", "ForegroundStyle", "AnyShapeStyle", "Gradient", "Stop", "RectangleCornerRadii", "RoundedCornerStyle", "State", "Binding", "Environment", "EnvironmentValues",
        "EnvironmentObject", "ObservedObject", "StateObject", "Wrapper", "Published", "Publisher",
        "ObservableObjectPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "AnyPublisher",
        "Just", "Publishers", "Subscribers", "Completion", "Drop", "Map", "Filter", "ViewHosting", "HostedView",
        "Bindable", "AppStorage", "NavigationPath", "NavigationSplitViewVisibility",
        "Axis", "FocusState", "SubmitTriggers", "SubmitLabel", "UIKeyboardType", "DefaultToggleStyle",
        "SwitchToggleStyle", "ButtonToggleStyle", "CheckboxToggleStyle", "DefaultTextFieldStyle", "PlainTextFieldStyle",
        "RoundedBorderTextFieldStyle", "SquareBorderTextFieldStyle",
        "DefaultPickerStyle", "MenuPickerStyle", "SegmentedPickerStyle", "WheelPickerStyle", "InlinePickerStyle",
        "NavigationLinkPickerStyle", "PalettePickerStyle", "DatePickerComponents", "OpenURLAction", "Result",
        "SearchUnavailableContent",
        "Axis", "HorizontalEdge", "PinnedScrollableViews", "GridItem", "Size", "GeometryProxy", "CoordinateSpace", "ScrollViewProxy", "EditMode", "AsyncImagePhase", "KeyEquivalent", "KeyPress", "Phases",
        "TabRole", "SearchFieldPlacement", "DefaultListStyle", "PlainListStyle", "GroupedListStyle",
        "InsetGroupedListStyle", "InsetListStyle", "SidebarListStyle", "_EditingAction",
        "DefaultNavigationViewStyle", "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle",
        "ButtonStyleConfiguration", "PrimitiveButtonStyleConfiguration", "DefaultButtonStyle", "PlainButtonStyle",
        "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle",
        "LabelStyleConfiguration", "DefaultLabelStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle",
        "TitleAndIconLabelStyle", "GroupBoxStyleConfiguration", "DefaultGroupBoxStyle",
        "ProgressViewStyleConfiguration", "DefaultProgressViewStyle", "LinearProgressViewStyle",
        "CircularProgressViewStyle",
        "ToggleStyleConfiguration",
        "MenuStyleConfiguration", "DefaultMenuStyle", "ButtonMenuStyle", "BorderlessButtonMenuStyle",
        "LabeledContentStyleConfiguration", "AutomaticLabeledContentStyle", "DisclosureGroupStyleConfiguration",
        "AutomaticDisclosureGroupStyle",
        "GestureMask", "Transaction", "CGVector", "EventModifiers", "TapGesture", "SpatialTapGesture",
        "LongPressGesture", "DragGesture", "Value", "_ChangedGesture", "_EndedGesture", "_ModifiersGesture",
        "GestureState", "GestureStateGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
        "_GesturePriority", "_GestureOrigin", "Angle", "MagnifyGesture", "MagnificationGesture", "RotateGesture",
        "RotationGesture", "AnyGesture", "_MapGesture",
        "ToolbarItemPlacement", "ToolbarContentBuilder", "TableColumn", "TableColumnBuilder", "TableForEachContent",
        "TupleTableColumnContent", "_ConditionalToolbarContent",
        "_SheetPresentation", "_FullScreenCoverPresentation", "_PopoverPresentation", "_InspectorPresentation",
        "PopoverAttachmentAnchor", "Anchor", "Source", "DismissAction", "RenameAction", "Visibility", "Alert", "ActionSheet",
        "_AlertPresentation", "_ConfirmationDialogPresentation", "_ActionSheetPresentation",
        "PresentationDetent", "PresentationBackgroundInteraction", "PresentationContentInteraction",
        "PresentationAdaptation", "Option",
        "AccessibilityTraits", "AccessibilityChildBehavior",
        "TextAlignment", "TruncationMode", "ControlSize", "BlendMode", "Scale", "ContentMode", "SafeAreaRegions", "VerticalEdge",
        "Animation", "AnyTransition",
    ]

    /// Public views of ViewTree with a body of their own: inspected as your views are, so they
    /// need no kind. The content of `ContentUnavailableView.search`.
    private static let compositeViews: Set<String> = ["Label", "Description", "Actions"]

    func testEveryPublicTypeOfViewTreeIsListedHere() throws {
        let declared = try Self.publicTypeNames()
        // Nested views (`LabelStyleConfiguration.Title`) are declared under their own name.
        let listed = Set(KindSamples.views.map { TypeName.base(type(of: $0)) })
            .union(KindSamples.views.compactMap { TypeName.base(type(of: $0)).split(separator: ".").last.map(String.init) })
            .union(KindSamples.modifiers.map { TypeName.base(type(of: $0)) })
            .union(Self.notViews)
            .union(Self.compositeViews)
        let unlisted = declared.subtracting(listed).sorted()
        XCTAssertEqual(
            unlisted, [],
            "public in ViewTree but not built by this test: add a value to `views` or `modifiers` (and a kind to"
                + " Inspector, see Docs/Contributing.md), or the name to `notViews`")
        let stale = Self.notViews.subtracting(declared).sorted()
        XCTAssertEqual(stale, [], "listed in `notViews` but not public in ViewTree any more")
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
        let search = try ContentUnavailableView.search(text: "a").inspect().contentUnavailableView()
        for part in [try search.labelView(), try search.descriptionView(), try search.actionsView()] {
            let node = try part.node()
            XCTAssertEqual(node.viewKind, .custom, node.info.displayName)
            XCTAssertTrue(Self.compositeViews.contains(TypeName.base(node.info.type).components(separatedBy: ".").last ?? ""))
        }
    }

    func testAnUnknownPrimitiveIsReported() {
        XCTAssertEqual(TypeInfo.of(value: UnknownPrimitive()).viewKind, .unknownPrimitive)
        XCTAssertEqual(TypeInfo.of(value: UnknownModifier()).modifierKind, .unknown)
    }

    /// The names of the public structs, enums and classes declared in `Sources/ViewTree`.
    private static func publicTypeNames() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ViewTree")
        let pattern = try NSRegularExpression(pattern: #"public (?:final )?(?:struct|enum|class) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        XCTAssertFalse(names.isEmpty, "no ViewTree sources found at \(sources.path)")
        return names
    }
}

private struct UnknownPrimitive: View {
    var body: Never { fatalError() }
}

private struct UnknownModifier: ViewModifier {
    typealias Body = Never
}
