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

        /// Whether an error Inspector threw with `reason` is this case.
        func matches(_ reason: Reason) -> Bool {
            switch (self, reason) {
            case let (.inspection(_, factual, expected), .typeMismatch(ourExpected, found, _)),
                let (.typeMismatch(factual, expected), .typeMismatch(ourExpected, found, _)):
                return ourExpected == expected && found == factual
            case let (.attributeNotFound(label, type), .attributeNotFound(attribute, ourType)):
                return attribute == label && ourType == type
            case let (.attributeNotFound(label, _), .attributeUnavailable(attribute, _, _)):
                return attribute == label
            case let (.viewIndexOutOfBounds(index, count), .indexOutOfRange(ourIndex, ourCount, _, _)):
                return ourIndex == index && ourCount == count
            case (.viewNotFound, .noContent), (.viewNotFound, .viewAbsent), (.viewNotFound, .searchFailed):
                // A view that is not there: no content, an `if` showing nothing, a search that
                // found nothing.
                return true
            case let (.viewNotFound, .attributeUnavailable(_, _, reason)):
                // A presentation that is not presented.
                return reason.hasPrefix("it is not presented")
            case (.parentViewNotFound, .noParent):
                return true
            case let (.modifierNotFound(_, modifier, _), .modifierNotFound(_, ourModifier, _)),
                let (.callbackNotFound(_, modifier), .modifierNotFound(_, ourModifier, _)):
                return Self.name(ourModifier) == Self.name(modifier)
            case let (.missingEnvironmentObjects(_, objects), .missingEnvironmentObject(_, _, objectType)),
                let (.missingEnvironmentObjects(_, objects), .missingEnvironmentModel(_, _, objectType)):
                return objects.contains(objectType)
            case (.notSupported, .unknownViewType):
                return true
            case let (.textAttribute, .attributeUnavailable(_, view, _)), let (.textAttribute, .modifierNotFound(view, _, _)):
                // An attribute a text does not have.
                return view == "Text"
            case (.searchFailure, .searchFailed):
                return true
            case let (.searchFailure(skipped, _), .skippedPastLastMatch(_, _, skipFound)):
                return skipFound == skipped
            case let (.unresponsiveControl(name, _), .unresponsive(control, _)):
                return control == name
            default:
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

    /// ViewInspector's `.notSupported(_:)`: equals a kind Inspector cannot unwrap.
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
