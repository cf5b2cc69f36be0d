import Foundation

/// A detent whose height is worked out from the space the sheet has.
///
/// ```swift
/// struct BarDetent: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? {
///         max(44, context.maxDetentValue * 0.1)
///     }
/// }
///
/// Settings().presentationDetents([.custom(BarDetent.self), .large])
/// ```
public protocol CustomPresentationDetent {
    /// The detent's height in `context`; nil when the detent is inactive there.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent's height is worked out from.
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// What a custom detent's height is worked out from: the height the sheet can take, and
    /// the environment, read as `context.colorScheme`.
    @dynamicMemberLookup
    public struct Context {
        /// The height the presentation appears in.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A context of `maxDetentValue` points and the environment `environment`.
        package init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            self.maxDetentValue = maxDetentValue
            self.environment = environment
        }

        /// The environment's value at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }

    /// A detent whose height `type` works out.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(storage: .custom(CustomDetentType(type)))
    }

    /// The detent's height in `context`: a fixed height as given, a fraction of
    /// `maxDetentValue`, `.large` all of it, `.medium` half of it, a custom detent what its
    /// `height(in:)` returns (nil: inactive).
    package func height(in context: Context) -> CGFloat? {
        switch storage {
        case .medium: context.maxDetentValue / 2
        case .large: context.maxDetentValue
        case let .height(height): height
        case let .fraction(fraction): context.maxDetentValue * fraction
        case let .custom(type): type.height(context)
        }
    }
}

/// A custom detent's type: detents of the same type are equal. Sendable: the closure holds
/// nothing but the type, which it calls a static function of.
struct CustomDetentType: Hashable, @unchecked Sendable {
    let identity: ObjectIdentifier
    /// The type's name, as written in source.
    let name: String
    let height: (PresentationDetent.Context) -> CGFloat?

    init<D: CustomPresentationDetent>(_ type: D.Type) {
        identity = ObjectIdentifier(type)
        name = String(describing: type)
        height = { D.height(in: $0) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
