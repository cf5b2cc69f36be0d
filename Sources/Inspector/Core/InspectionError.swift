import Foundation

/// The one error Inspector throws.
///
/// Its message says what was expected, what was found and where — the chain of inspection
/// calls that failed, written as you would type it:
///
/// ```text
/// view(MyView.self).hStack().text(1): expected Text, found AnyView
/// view(MyView.self).hStack().text(5): index 5 is out of range: HStack has 2 child views
/// text().padding(.top): Text has no padding on .top
/// button().tap(): Button is disabled by .disabled(true) on vStack()
/// ```
public struct InspectionError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, for tests that match on the kind of failure.
    public enum Reason: Error, Equatable, Sendable {
        /// A view of one type was expected and another was found.
        case typeMismatch(expected: String, found: String, hint: String?)
        /// An index past the end: of a container's child views, of a view's overlays, ...
        case indexOutOfRange(index: Int, count: Int, container: String, item: String)
        /// A single child was asked of a view that has none.
        case noContent(view: String)
        /// A single child was asked of a view that has several.
        case multipleViews(count: Int, view: String, suggestion: String)
        /// The view does not carry the modifier a reading needs.
        case modifierNotFound(view: String, modifier: String, detail: String?)
        /// A stored property Inspector reads is missing: ViewTree and Inspector are out of step.
        case attributeNotFound(attribute: String, type: String)
        /// A control that a user could not operate right now.
        case unresponsive(control: String, reason: String)
        /// A view was expected where an `if` without `else` stands whose condition does not
        /// hold: it keeps its index among its siblings, but shows nothing.
        case viewAbsent(expected: String, optionalType: String)
        /// An argument of the call is not valid here.
        case invalidArgument(argument: String, reason: String)
        /// The view has the attribute, but it has no value that can be read.
        case attributeUnavailable(attribute: String, view: String, reason: String)
        /// The attribute has different values over the part that was read.
        case ambiguousAttribute(attribute: String, detail: String, suggestion: String)
        /// A `KnownViewType` that Inspector does not know how to unwrap or search for.
        case unknownViewType(String)
        /// Computing a view's content failed with an error that is not an inspection error.
        case evaluationFailed(view: String, error: String)
        /// The hosted view was expelled with `ViewHosting.expel()`.
        case hostExpelled
        /// The hosted view stopped updating, for the reason given.
        case hostStopped(reason: String)
        /// Something awaited did not happen in time.
        case timedOut(what: String, seconds: Double)
        /// A hosted view did not show what a test waited for (`find(…, timeout:)`,
        /// `waitUntil`), or did not settle (`settle()`), in time: with what the runtime still
        /// had to do then (`"1 task still running: .task in Loader"`).
        case waitTimedOut(waitingFor: String, seconds: Double, pending: [String])
        /// Unwrapping went deeper than the depth limit, usually a `body` that contains itself.
        case depthLimitExceeded(limit: Int, view: String)
        /// A view reads an `@EnvironmentObject` that no ancestor provides.
        case missingEnvironmentObject(view: String, property: String, objectType: String)
        /// A view reads an `@Observable` model with `@Environment(Model.self)` that no
        /// ancestor provides with `.environment(_:)`.
        case missingEnvironmentModel(view: String, property: String, objectType: String)
        /// A search found nothing.
        case searchFailed(query: String, visited: Int, direction: String)
        /// A search found fewer matches than it was asked to skip.
        case skippedPastLastMatch(query: String, matches: Int, skipFound: Int)
        /// A strict search (`findUnique`) found more than one match: the `pathToRoot` of each,
        /// in source order.
        case multipleMatches(query: String, paths: [String])
        /// The view has no parent: it is where the inspection started.
        case noParent(view: String)
        /// A body (or other main-actor view code) was to be evaluated off the main actor: the
        /// test does not run on the main actor.
        case notOnMainActor
        /// `assertAccessible()` found accessibility issues; the message lists them.
        case accessibilityIssues(count: Int)

        /// The human-readable explanation, without the location.
        public var explanation: String {
            switch self {
            case let .typeMismatch(expected, found, hint):
                return "expected \(expected), found \(found)" + (hint.map { "; \($0)" } ?? "")
            case let .indexOutOfRange(index, count, container, item):
                let items = count == 1 ? item : item + "s"
                let range = count > 0 ? " (valid indices: 0...\(count - 1))" : ""
                return "index \(index) is out of range: \(container) has \(count) \(items)\(range)"
            case let .noContent(view):
                return "\(view) has no content view"
            case let .multipleViews(count, view, suggestion):
                return "\(view) has \(count) views, not one; pick one with an index: \(suggestion)"
            case let .modifierNotFound(view, modifier, detail):
                return "\(view) has no \(modifier)" + (detail.map { "; \($0)" } ?? "")
            case let .attributeNotFound(attribute, type):
                return "\(type) has no stored property '\(attribute)'"
                    + " (ViewTree and Inspector disagree on its storage)"
            case let .unresponsive(control, reason):
                return "\(control) \(reason)"
            case let .viewAbsent(expected, optionalType):
                return "expected \(expected), found nothing: the `if` here (\(optionalType)) shows no view, as its"
                    + " condition does not hold; it keeps its index so that the views after it keep theirs"
            case let .invalidArgument(argument, reason):
                return "\(argument) \(reason)"
            case let .attributeUnavailable(attribute, view, reason):
                return "\(view)'s \(attribute) cannot be read: \(reason)"
            case let .ambiguousAttribute(attribute, detail, suggestion):
                return "the \(attribute) differs between \(detail); \(suggestion)"
            case let .unknownViewType(name):
                return "\(name) is not a kind of view Inspector can unwrap or search for"
            case let .evaluationFailed(view, error):
                return "\(view)'s content could not be computed: \(error)"
            case .hostExpelled:
                return "the hosted view was expelled; host it again to inspect it"
            case let .hostStopped(reason):
                return "the hosted view stopped updating: \(reason)"
            case let .timedOut(what, seconds):
                return "\(what) within \(seconds.formatted()) seconds"
            case let .waitTimedOut(waitingFor, seconds, pending):
                let waited = "waited \(seconds.formatted()) second\(seconds == 1 ? "" : "s") for \(waitingFor)"
                guard !pending.isEmpty else {
                    return waited + "; nothing was pending (no update, callback, task or onReceive delivery),"
                        + " so waiting longer would not have changed the view"
                }
                return waited + "; still pending: " + pending.joined(separator: "; ")
            case let .missingEnvironmentObject(view, property, objectType):
                return "\(view) reads @EnvironmentObject var \(property): \(objectType), but no \(objectType) was"
                    + " provided with .environmentObject(_:) on it or an ancestor"
            case let .missingEnvironmentModel(view, property, objectType):
                return "\(view) reads @Environment(\(objectType).self) var \(property), but no \(objectType) was"
                    + " provided with .environment(_:) on it or an ancestor"
            case let .searchFailed(query, visited, direction):
                let views = visited == 1 ? "1 view" : "\(visited) views"
                return "found no \(query) (searched \(views) \(direction))"
            case let .skippedPastLastMatch(query, matches, skipFound):
                let found = matches == 1 ? "1 match" : "\(matches) matches"
                return "found \(found) for \(query), but skipFound: \(skipFound) skips past the last one"
                    + " (the last is skipFound: \(matches - 1))"
            case let .multipleMatches(query, paths):
                let listed = paths.prefix(InspectionLimits.listedMatches).map { "\n  " + $0 }.joined()
                let more = paths.count > InspectionLimits.listedMatches
                    ? "\n  … and \(paths.count - InspectionLimits.listedMatches) more" : ""
                return "found \(paths.count) matches for \(query), expected exactly one:\(listed)\(more)"
            case let .noParent(view):
                return "\(view) is where the inspection started; it has no parent"
            case .notOnMainActor:
                return "inspect views on the main actor: mark the test @MainActor"
                    + " (view bodies are @MainActor, and this inspection ran off the main actor)"
            case let .accessibilityIssues(count):
                return "found \(count == 1 ? "1 accessibility issue" : "\(count) accessibility issues")"
            case let .depthLimitExceeded(limit, view):
                return "inspection went \(limit) levels deep at \(view): a body that contains"
                    + " itself without end? (InspectionLimits.maximumDepth = \(limit))"
            }
        }
    }

    /// What went wrong.
    public let reason: Reason
    private let location: DeferredText
    private let details: DeferredText?
    /// For an error made with one of ViewInspector's case names, what it stands for: it then
    /// compares as a pattern (see `InspectionError+ViewInspector.swift`).
    let viewInspectorCase: ViewInspectorCase?

    /// Where: the inspection chain that failed, ending with the failing call.
    public var path: String { location.value }

    /// Creates an error for `reason` at `path`.
    public init(_ reason: Reason, path: String) {
        self.init(reason, location: DeferredText(path), details: nil)
    }

    /// An error whose location (and extra details, such as a search's tree dump) are built
    /// only when read: searches create and drop many errors in their conditions.
    init(_ reason: Reason, location: DeferredText, details: DeferredText?, viewInspectorCase: ViewInspectorCase? = nil) {
        self.reason = reason
        self.location = location
        self.details = details
        self.viewInspectorCase = viewInspectorCase
    }

    /// An error at `node`, followed by `call`.
    init(_ reason: Reason, at node: InspectionNode, appending call: String) {
        self.init(reason, location: DeferredText(about: node) { $0.path(appending: call) }, details: nil)
    }

    /// An error where `accessor` was asked of `node`'s place: a failed unwrapping.
    init(_ reason: Reason, at node: InspectionNode, requesting accessor: @escaping (Int?) -> String) {
        self.init(reason, location: DeferredText(about: node) { $0.path(requesting: accessor) }, details: nil)
    }

    /// Whether the message shows a tree dump already: a failed search's, a wait's.
    var showsTree: Bool {
        if case .waitTimedOut = reason { return true }
        if case .searchFailed = reason { return !(details?.value.isEmpty ?? true) }
        return false
    }

    /// The first line of the message: where, then what, without the details.
    var summary: String {
        path.isEmpty ? reason.explanation : "\(path): \(reason.explanation)"
    }

    /// The full message: where, then what, then any details.
    public var message: String {
        guard let details = details?.value, !details.isEmpty else { return summary }
        return summary + "\n" + details
    }

    /// The full message.
    public var description: String { message }

    /// The full message, for `localizedDescription`.
    public var errorDescription: String? { message }

    /// Errors are equal when they have the same reason at the same place. An error made with
    /// one of ViewInspector's case names (`.viewIndexOutOfBounds(index: 5, count: 2)`) is a
    /// pattern: it equals every error of that kind with the values it names, wherever it was
    /// thrown (see `ViewInspectorCase`).
    public static func == (lhs: InspectionError, rhs: InspectionError) -> Bool {
        switch (lhs.viewInspectorCase, rhs.viewInspectorCase) {
        case let (lhs?, rhs?): lhs == rhs
        case let (pattern?, nil): pattern.matches(rhs.reason)
        case let (nil, pattern?): pattern.matches(lhs.reason)
        case (nil, nil): lhs.reason == rhs.reason && lhs.path == rhs.path
        }
    }

    static func attributeNotFound(_ attribute: String, in type: Any.Type) -> Reason {
        .attributeNotFound(attribute: attribute, type: TypeName.display(type))
    }
}

/// Text computed on first read, at most once.
///
/// Holds the inspection tree it describes. A failed search's message is built when read —
/// never during the search — so it shows the tree as it is then. The lock makes the one
/// computation exclusive; the tree itself is not thread-safe, so read an error's message on
/// the thread that uses the inspection (as tests do), not while another thread inspects.
///
/// Sendable by its lock: `make` and `computed` are read and written only under `lock` (for the tree: see above).
final class DeferredText: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (() -> String)?
    private var computed: String?

    init(_ text: String) {
        computed = text
    }

    init(_ make: @escaping () -> String) {
        self.make = make
    }

    /// Text about `node`, keeping the node's tree alive until the text is built.
    convenience init(about node: InspectionNode, _ make: @escaping (InspectionNode) -> String) {
        let tree = node.tree
        self.init {
            withExtendedLifetime(tree) { make(node) }
        }
    }

    var value: String {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let text = make?() ?? ""
        computed = text
        make = nil
        return text
    }
}
