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
        /// A value cannot be read or an operation cannot be done on this view.
        case notSupported(String)
        /// Unwrapping went deeper than the depth limit, usually a `body` that contains itself.
        case depthLimitExceeded(limit: Int, view: String)

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
            case let .notSupported(message):
                return message
            case let .depthLimitExceeded(limit, view):
                return "inspection went \(limit) levels deep at \(view): a body that contains"
                    + " itself without end? (InspectionLimits.maximumDepth = \(limit))"
            }
        }
    }

    /// What went wrong.
    public let reason: Reason
    /// Where: the inspection chain that failed, ending with the failing call.
    public let path: String

    /// Creates an error for `reason` at `path`.
    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// The full message: where, then what.
    public var message: String {
        path.isEmpty ? reason.explanation : "\(path): \(reason.explanation)"
    }

    /// The full message.
    public var description: String { message }

    /// The full message, for `localizedDescription`.
    public var errorDescription: String? { message }

    static func attributeNotFound(_ attribute: String, in type: Any.Type) -> Reason {
        .attributeNotFound(attribute: attribute, type: TypeName.display(type))
    }
}
