/// Which parts of a view's geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt32

    /// Properties from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]

    /// `.frame`, `.position`, `.size` or `[]`.
    public var description: String {
        switch self {
        case .frame: ".frame"
        case .position: ".position"
        case .size: ".size"
        default: "[]"
        }
    }
}

/// Shares the modified view's geometry with the other views of one id in one namespace.
public struct _MatchedGeometryEffect<ID: Hashable>: ViewModifier {
    /// Primitive modifier: nothing is drawn, so nothing moves; the values are read.
    public typealias Body = Never

    let id: ID
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    /// The effect for `id` in `namespace`.
    public init(
        id: ID, namespace: Namespace.ID, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool
    ) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
}

extension View {
    /// Matches this view's geometry (`properties`) with the other views of `id` in
    /// `namespace`; the one with `isSource` gives it. Nothing is drawn here, so nothing moves:
    /// Inspector reads the values with `matchedGeometryEffect()`.
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(_MatchedGeometryEffect(
            id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
