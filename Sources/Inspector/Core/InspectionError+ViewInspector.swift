// ViewInspector's `InspectionError` cases, for tests and helpers written against them: each is
// a static member that makes an `InspectionError` standing for the case, which compares as a
// pattern against the errors Inspector throws.
//
// ```swift
// XCTAssertThrowsError(try sut.inspect().hStack().text(5)) { error in
//     XCTAssertEqual(error as? InspectionError, .viewIndexOutOfBounds(index: 5, count: 2))
// }
// ```
//
// The values both libraries know the same way (an index, a count, a type name, a control's
// name, an environment object's type) must be equal; ViewInspector's wording of the rest (a
// "parent" description, a reason sentence) is not compared, as the messages are Inspector's.
// The comparison is one-sided: a pattern equals many errors, which need not equal each other.
extension InspectionError {
    /// One of ViewInspector's `InspectionError` cases.
    public enum ViewInspectorCase: Equatable, Sendable {
        case inspection(path: String, factual: String, expected: String)
        case typeMismatch(factual: String, expected: String)
        case attributeNotFound(label: String, type: String)
        case viewIndexOutOfBounds(index: Int, count: Int)
        case viewNotFound(parent: String)
        case parentViewNotFound(view: String)
        case modifierNotFound(parent: String, modifier: String, index: Int)
        case missingEnvironmentObjects(view: String, objects: [String])
        case notSupported(String)
        case textAttribute(String)
        case searchFailure(skipped: Int, blockers: [String])
        case callbackNotFound(parent: String, callback: String)
        case unresponsiveControl(name: String, reason: String)

        /// Whether an error Inspector threw with `reason` is this case. Each case says which
        /// of Inspector's reasons it stands for: a case added here must say it too.
        func matches(_ reason: Reason) -> Bool {
            switch self {
            case let .inspection(_, factual, expected), let .typeMismatch(factual, expected):
                if case let .typeMismatch(ourExpected, found, _) = reason { return ourExpected == expected && found == factual }
                return false
            case let .attributeNotFound(label, type):
                if case let .attributeNotFound(attribute, ourType) = reason { return attribute == label && ourType == type }
                if case let .attributeUnavailable(attribute, _, _) = reason { return attribute == label }
                return false
            case let .viewIndexOutOfBounds(index, count):
                if case let .indexOutOfRange(ourIndex, ourCount, _, _) = reason { return ourIndex == index && ourCount == count }
                return false
            case .viewNotFound:
                // A view that is not there: no content, an `if` showing nothing, a search that
                // found nothing, a presentation that is not presented.
                if case .noContent = reason { return true }
                if case .viewAbsent = reason { return true }
                if case .searchFailed = reason { return true }
                if case let .attributeUnavailable(_, _, why) = reason { return why.hasPrefix("it is not presented") }
                return false
            case .parentViewNotFound:
                if case .noParent = reason { return true }
                return false
            case let .modifierNotFound(_, modifier, _), let .callbackNotFound(_, modifier):
                if case let .modifierNotFound(_, ourModifier, _) = reason { return Self.name(ourModifier) == Self.name(modifier) }
                return false
            case let .missingEnvironmentObjects(_, objects):
                if case let .missingEnvironmentObject(_, _, objectType) = reason { return objects.contains(objectType) }
                if case let .missingEnvironmentModel(_, _, objectType) = reason { return objects.contains(objectType) }
                return false
            case .notSupported:
                if case .unknownViewType = reason { return true }
                // A color's components or name that it does not have, which ViewInspector
                // reports as not supported.
                if case let .attributeUnavailable(attribute, view, _) = reason {
                    return view == "Color" && (attribute == "rgba" || attribute == "name")
                }
                return false
            case .textAttribute:
                // An attribute a text does not have.
                if case let .attributeUnavailable(_, view, _) = reason { return view == "Text" }
                if case let .modifierNotFound(view, _, _) = reason { return view == "Text" }
                return false
            case let .searchFailure(skipped, _):
                if case .searchFailed = reason { return true }
                if case let .skippedPastLastMatch(_, _, skipFound) = reason { return skipFound == skipped }
                return false
            case let .unresponsiveControl(name, _):
                if case let .unresponsive(control, _) = reason { return control == name }
                return false
            }
        }

        /// A modifier's name as both libraries write it, bare: `padding` for `.padding(…)`.
        private static func name(_ written: String) -> Substring {
            written.drop { $0 == "." }.prefix { $0 != "(" && $0 != " " }
        }

        /// The reason an error standing for this case gives.
        var reason: Reason {
            switch self {
            case let .inspection(_, factual, expected), let .typeMismatch(factual, expected):
                .typeMismatch(expected: expected, found: factual, hint: nil)
            case let .attributeNotFound(label, type):
                .attributeNotFound(attribute: label, type: type)
            case let .viewIndexOutOfBounds(index, count):
                .indexOutOfRange(index: index, count: count, container: "the view", item: "child view")
            case let .viewNotFound(parent):
                .noContent(view: parent)
            case let .parentViewNotFound(view):
                .noParent(view: view)
            case let .modifierNotFound(parent, modifier, _), let .callbackNotFound(parent, modifier):
                .modifierNotFound(view: parent, modifier: modifier, detail: nil)
            case let .missingEnvironmentObjects(view, objects):
                .missingEnvironmentObject(view: view, property: "", objectType: objects.joined(separator: ", "))
            case let .notSupported(message):
                .unknownViewType(message)
            case let .textAttribute(attribute):
                .attributeUnavailable(attribute: attribute, view: "Text", reason: "it has none")
            case .searchFailure:
                .searchFailed(query: "a view", visited: 0, direction: "below")
            case let .unresponsiveControl(name, reason):
                .unresponsive(control: name, reason: reason)
            }
        }
    }

    /// An error standing for ViewInspector's case `viewInspectorCase`.
    init(_ viewInspectorCase: ViewInspectorCase) {
        let path = if case let .inspection(path, _, _) = viewInspectorCase { path } else { "" }
        self.init(viewInspectorCase.reason, location: DeferredText(path), details: nil, viewInspectorCase: viewInspectorCase)
    }

    /// ViewInspector's `.inspection(path:factual:expected:)`.
    public static func inspection(path: String, factual: String, expected: String) -> InspectionError {
        InspectionError(.inspection(path: path, factual: factual, expected: expected))
    }

    /// ViewInspector's `.typeMismatch(factual:expected:)`: equals a type mismatch with the same
    /// kinds.
    public static func typeMismatch(factual: String, expected: String) -> InspectionError {
        InspectionError(.typeMismatch(factual: factual, expected: expected))
    }

    /// ViewInspector's `.attributeNotFound(label:type:)`.
    public static func attributeNotFound(label: String, type: String) -> InspectionError {
        InspectionError(.attributeNotFound(label: label, type: type))
    }

    /// ViewInspector's `.viewIndexOutOfBounds(index:count:)`: equals an index out of range with
    /// the same index and count.
    public static func viewIndexOutOfBounds(index: Int, count: Int) -> InspectionError {
        InspectionError(.viewIndexOutOfBounds(index: index, count: count))
    }

    /// ViewInspector's `.viewNotFound(parent:)`: equals any error saying a view is not there.
    public static func viewNotFound(parent: String) -> InspectionError {
        InspectionError(.viewNotFound(parent: parent))
    }

    /// ViewInspector's `.parentViewNotFound(view:)`.
    public static func parentViewNotFound(view: String) -> InspectionError {
        InspectionError(.parentViewNotFound(view: view))
    }

    /// ViewInspector's `.modifierNotFound(parent:modifier:index:)`: equals a missing modifier
    /// of the same name.
    public static func modifierNotFound(parent: String, modifier: String, index: Int) -> InspectionError {
        InspectionError(.modifierNotFound(parent: parent, modifier: modifier, index: index))
    }

    /// ViewInspector's `.missingEnvironmentObjects(view:objects:)`: equals a missing
    /// environment object of one of those types.
    public static func missingEnvironmentObjects(view: String, objects: [String]) -> InspectionError {
        InspectionError(.missingEnvironmentObjects(view: view, objects: objects))
    }

    /// ViewInspector's `.notSupported(_:)`: equals a kind Inspector cannot unwrap, and a
    /// color's `rgba()` or `name()` that it does not have.
    public static func notSupported(_ message: String) -> InspectionError {
        InspectionError(.notSupported(message))
    }

    /// ViewInspector's `.textAttribute(_:)`.
    public static func textAttribute(_ message: String) -> InspectionError {
        InspectionError(.textAttribute(message))
    }

    /// ViewInspector's `.searchFailure(skipped:blockers:)`.
    public static func searchFailure(skipped: Int, blockers: [String]) -> InspectionError {
        InspectionError(.searchFailure(skipped: skipped, blockers: blockers))
    }

    /// ViewInspector's `.callbackNotFound(parent:callback:)`.
    public static func callbackNotFound(parent: String, callback: String) -> InspectionError {
        InspectionError(.callbackNotFound(parent: parent, callback: callback))
    }

    /// ViewInspector's `.unresponsiveControl(name:reason:)`: equals a control of that name that
    /// could not be operated.
    public static func unresponsiveControl(name: String, reason: String) -> InspectionError {
        InspectionError(.unresponsiveControl(name: name, reason: reason))
    }
}
