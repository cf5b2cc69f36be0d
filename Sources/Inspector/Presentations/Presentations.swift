import Foundation
import Synchronization
import ViewTree

// Sheets, full-screen covers, popovers and inspectors: one presentation modifier each
// (`Docs/Presentations.md`, "How presentations work"). What they present is an attachment of
// the view that carries the modifier, with content only while presented: search enters it then
// and never otherwise.

extension ViewType {
    /// What a `sheet(isPresented:)` or `sheet(item:)` presents: `try view.sheet().vStack()`.
    public struct Sheet: SingleViewContent, MultipleViewContent {
        /// "Sheet".
        public static var typePrefix: String { "Sheet" }
    }

    /// What a `fullScreenCover(isPresented:)` or `(item:)` presents.
    public struct FullScreenCover: SingleViewContent, MultipleViewContent {
        /// "FullScreenCover".
        public static var typePrefix: String { "FullScreenCover" }
    }

    /// What a `popover(isPresented:)` or `(item:)` presents.
    public struct Popover: SingleViewContent, MultipleViewContent {
        /// "Popover".
        public static var typePrefix: String { "Popover" }
    }

    /// What an `inspector(isPresented:)` shows.
    public struct Inspector: SingleViewContent, MultipleViewContent {
        /// "Inspector".
        public static var typePrefix: String { "Inspector" }
    }
}

/// What a sheet, full-screen cover, popover or inspector presents: the handles `dismiss()` and
/// `isPresented()` are called on.
public protocol PresentedContentType: KnownViewType {}

/// The presentation kinds' shared matching: a layer node of the family `call`.
protocol PresentationType: NodeMatching {
    static var call: String { get }
}

extension PresentationType {
    static func matches(_ node: InspectionNode) -> Bool {
        if case let .layer(kind) = node.role { return kind.attachment?.call == call }
        return false
    }

    static func accessor(index: Int?) -> String { "\(call)(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { call }
}

extension ViewType.Sheet: PresentationType, PresentedContentType { static var call: String { "sheet" } }
extension ViewType.FullScreenCover: PresentationType, PresentedContentType { static var call: String { "fullScreenCover" } }
extension ViewType.Popover: PresentationType, PresentedContentType { static var call: String { "popover" } }
extension ViewType.Inspector: PresentationType, PresentedContentType { static var call: String { "inspector" } }

extension InspectableView {
    /// What the view's `sheet` presents; with several, the one at `index` in the order they
    /// were applied. Throws when it is not presented.
    public func sheet(_ index: Int? = nil) throws -> InspectableView<ViewType.Sheet> {
        try PresentationReading.presentation(of: self, index: index)
    }

    /// What the view's `fullScreenCover` presents. Throws when it is not presented.
    public func fullScreenCover(_ index: Int? = nil) throws -> InspectableView<ViewType.FullScreenCover> {
        try PresentationReading.presentation(of: self, index: index)
    }

    /// What the view's `popover` presents. Throws when it is not presented.
    public func popover(_ index: Int? = nil) throws -> InspectableView<ViewType.Popover> {
        try PresentationReading.presentation(of: self, index: index)
    }

    /// What the view's `inspector` shows. Throws when it is not presented.
    public func inspector(_ index: Int? = nil) throws -> InspectableView<ViewType.Inspector> {
        try PresentationReading.presentation(of: self, index: index)
    }
}

extension InspectableView where View: PresentedContentType {
    /// Dismisses the presentation as a swipe or `@Environment(\.dismiss)` does: sets its
    /// binding to false (or nil) and runs its `onDismiss` once. Throws, as a swipe does
    /// nothing, when its content has `.interactiveDismissDisabled()`.
    public func dismiss() throws {
        try reading("dismiss()") { node in
            let presentation = try PresentationReading.modifier(of: node)
            if try PresentationCustomizationReading.isInteractiveDismissDisabled(node) {
                throw InspectionError.Reason.unresponsive(
                    control: node.kindName,
                    reason: "cannot be dismissed by a swipe: its content has .interactiveDismissDisabled();"
                        + " its @Environment(\\.dismiss) action still dismisses it")
            }
            Interaction.perform(at: node) { presentation.dismiss() }
        }
    }

    /// Whether it is presented: its `isPresented` binding is true, or its `item` binding holds
    /// a value. False once `dismiss()` ran.
    public func isPresented() throws -> Bool {
        try reading("isPresented()") { node in try PresentationReading.modifier(of: node).isShowing }
    }
}

extension InspectableView where View == ViewType.Popover {
    /// Where the popover points: `.rect(.bounds)` unless the view said otherwise.
    public func attachmentAnchor() throws -> PopoverAttachmentAnchor {
        try reading("attachmentAnchor()") { node in
            try Reflection.field("attachmentAnchor", of: try PresentationReading.style(of: node), as: PopoverAttachmentAnchor.self)
        }
    }

    /// What ViewInspector's older guide wrote between `popover()` and the popover's views: the
    /// popover itself, whose views `text()`, `vStack()`… unwrap. Deprecated, as ViewInspector's.
    @available(*, deprecated, message: "popover() holds the popover's views: call text(), vStack()… on it")
    public func contentView() throws -> InspectableView<ViewType.Popover> {
        _ = try node()
        return self
    }

    /// The edge the popover's arrow is on; nil when the system chooses.
    public func arrowEdge() throws -> Edge? {
        try reading("arrowEdge()") { node in
            try Reflection.field("arrowEdge", of: try PresentationReading.style(of: node), as: Edge?.self)
        }
    }
}

enum PresentationReading {
    static func presentation<V, P: PresentationType & KnownViewType>(
        of view: InspectableView<V>, index: Int?
    ) throws -> InspectableView<P> {
        let call = P.call
        return try view.reading("\(call)(\(index.map(String.init) ?? ""))") { node in
            let layers = node.attachingModifiers(call)
            if layers.isEmpty, let provided = try providedPresentation(call, on: node) { return InspectableView<P>(provided) }
            if layers.isEmpty, let wrapped = try wrappedPresentation(call, on: node, index: index) { return InspectableView<P>(wrapped) }
            guard !layers.isEmpty else { throw node.missing(".\(call)") }
            let position = index ?? 0
            guard layers.indices.contains(position) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: position, count: layers.count, container: node.kindName, item: call)
            }
            if let presentation = layers[position].modifier as? any PresentationModifier, !presentation.isShowing {
                throw notPresented(call, presentation, on: node)
            }
            return InspectableView<P>(node.layerNode(call, at: position, of: layers))
        }
    }

    /// The presentation a wrapper conforming to a provider protocol (`AlertProvider`, …)
    /// describes, on a view without the native modifier.
    private static func providedPresentation(_ call: String, on node: InspectionNode) throws -> InspectionNode? {
        for (index, modifier) in node.modifiers.enumerated() {
            guard let presentation = PresentationProviders.presentation(call, providedBy: modifier) as? any PresentationModifier
            else { continue }
            if !presentation.isShowing { throw notPresented(call, presentation, on: node) }
            return node.attached(presentation, role: .layer(kind(named: call)), link: .layer(index: nil), attachment: index)
        }
        return nil
    }

    /// The presentation a custom modifier of the view applies in its body — a wrapper such as
    /// ViewInspector's guide writes (`content.sheet(isPresented:…)` in `InspectableSheet`), with
    /// or without `PopupPresenter` — when the view has no native modifier of the family: the one
    /// at `index` among those the view's custom modifiers apply, in order. Nil when none does.
    private static func wrappedPresentation(_ call: String, on node: InspectionNode, index: Int?) throws -> InspectionNode? {
        var found: [(holder: InspectionNode, layers: [(index: Int, modifier: Any)], position: Int)] = []
        var seenTypes = Set<ObjectIdentifier>()
        for modifier in node.modifiers where TypeInfo.of(value: modifier).modifierKind == .custom {
            let type = Swift.type(of: modifier)
            guard seenTypes.insert(ObjectIdentifier(type)).inserted else { continue }
            let matching = node.customModifiers(ofType: type)
            for position in matching.indices {
                let wrapper = node.customModifierNode(at: position, of: matching)
                for holder in try wrapper.contentChildren() {
                    let layers = holder.attachingModifiers(call)
                    found += layers.indices.map { (holder, layers, $0) }
                }
            }
        }
        guard !found.isEmpty else { return nil }
        let position = index ?? 0
        guard found.indices.contains(position) else {
            throw InspectionError.Reason.indexOutOfRange(index: position, count: found.count, container: node.kindName, item: call)
        }
        let (holder, layers, layer) = found[position]
        if let presentation = layers[layer].modifier as? any PresentationModifier, !presentation.isShowing {
            throw notPresented(call, presentation, on: node)
        }
        return holder.layerNode(call, at: layer, of: layers)
    }

    private static func notPresented(_ call: String, _ presentation: any PresentationModifier, on node: InspectionNode) -> InspectionError.Reason {
        .attributeUnavailable(
            attribute: call, view: node.kindName,
            reason: "it is not presented (its \(presentation.bindingName) binding is \(presentation.bindingName == "item" ? "nil" : "false"))")
    }

    static func modifier(of node: InspectionNode) throws -> any PresentationModifier {
        guard let presentation = node.value as? any PresentationModifier else {
            throw InspectionError.Reason.typeMismatch(
                expected: "a presentation modifier", found: node.info.displayName, hint: nil)
        }
        return presentation
    }

    static func style(of node: InspectionNode) throws -> any _PresentationStyle {
        try modifier(of: node).presentationStyle
    }

    /// The kind of the presentation family `call`: one per family, made the first time it is
    /// asked for, so a presentation style of your own is a family too.
    static func kind(named call: String) -> ModifierKind {
        kinds.withLock { kinds in
            if let kind = kinds[call] { return kind }
            let kind = makeKind(call)
            kinds[call] = kind
            return kind
        }
    }

    private static let kinds = Mutex<[String: ModifierKind]>([:])

    private static func makeKind(_ call: String) -> ModifierKind {
        ModifierKind(
            name: ".\(call)",
            summary: { modifier in
                let showing = (modifier as? any PresentationModifier)?.isShowing ?? false
                return ".\(call)(\(showing ? "presented" : "not presented"))"
            },
            attachment: .init(call: call, runsCode: true) { ($0 as? any PresentationModifier)?.presented })
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.sheet(isPresented:)` and `(item:)`: their content, while presented, is reached with
    /// `sheet()` and searched.
    static let sheet = PresentationReading.kind(named: "sheet")
    /// `.fullScreenCover(isPresented:)` and `(item:)`.
    static let fullScreenCover = PresentationReading.kind(named: "fullScreenCover")
    /// `.popover(isPresented:)` and `(item:)`.
    static let popover = PresentationReading.kind(named: "popover")
    /// `.inspector(isPresented:)`.
    static let inspector = PresentationReading.kind(named: "inspector")

    /// The environment presented content gets (`dismiss`, `isPresented`).
    static let presentedContent = ModifierKind(name: ".presentedContent")
}

extension _PresentationModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { PresentationReading.kind(named: Style.presentationName) }
}

extension _ItemPresentationModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { PresentationReading.kind(named: Style.presentationName) }
}

extension _PresentedContentModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .presentedContent }
}

// MARK: - Inspector column width

extension InspectableView {
    /// The width set with `inspectorColumnWidth(_:)` or `(min:ideal:max:)` on this view (the
    /// content of an inspector): `min` and `max` are nil when not given.
    public func inspectorColumnWidth() throws -> (min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
        try reading("inspectorColumnWidth()") { node in
            guard let modifier = node.ownModifiers(.inspectorColumnWidth).first?.modifier else {
                throw node.missing(".inspectorColumnWidth")
            }
            return (
                try Reflection.field("min", of: modifier, as: CGFloat?.self),
                try Reflection.field("ideal", of: modifier, as: CGFloat.self),
                try Reflection.field("max", of: modifier, as: CGFloat?.self))
        }
    }
}

extension ModifierKind {
    /// `.inspectorColumnWidth(_:)` and `(min:ideal:max:)`.
    static let inspectorColumnWidth = ModifierKind(
        name: ".inspectorColumnWidth", summary: { ModifierDescription.call(".inspectorColumnWidth", "ideal", of: $0) })
}

extension _InspectorColumnWidthModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .inspectorColumnWidth }
}
