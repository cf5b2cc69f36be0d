/// How text fields capitalize what is typed: `.textInputAutocapitalization(.never)`.
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
    /// The behavior as written in source: `.never`, `.words`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// Nothing is capitalized.
    public static let never = TextInputAutocapitalization(".never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(".words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(".sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(".characters")

    /// The behavior of UIKit's `style`.
    public init?(_ style: UITextAutocapitalizationType) {
        switch style {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

/// UIKit's capitalization styles, as the deprecated `.autocapitalization(_:)` takes them and
/// ViewInspector's `autocapitalization()` returns them.
public enum UITextAutocapitalizationType: Int, CaseIterable, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field holds, for autofill and the keyboard's suggestions:
/// `.textContentType(.emailAddress)`. Named after UIKit's type, as SwiftUI's modifier takes it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the content type.
    public let rawValue: String

    /// The content type named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A name's prefix or title ("Dr.").
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A name's suffix ("Jr.").
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and a state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country or region.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A shipment's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date, a time or a duration.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// Sets the capitalization of the text fields in the modified view.
public struct _TextInputAutocapitalizationModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let autocapitalization: TextInputAutocapitalization?

    /// Capitalizes as `autocapitalization` says; nil: the default behavior.
    public init(autocapitalization: TextInputAutocapitalization?) {
        self.autocapitalization = autocapitalization
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textInputAutocapitalization = .some(autocapitalization)
    }
}

/// Sets the content type of the text fields in the modified view.
public struct _TextContentTypeModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let contentType: UITextContentType?

    /// Marks the fields as holding `contentType`; nil: no particular content.
    public init(contentType: UITextContentType?) {
        self.contentType = contentType
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textContentType = .some(contentType)
    }
}

private struct TextInputAutocapitalizationKey: EnvironmentKey {
    static var defaultValue: TextInputAutocapitalization?? { .none }
}

private struct TextContentTypeKey: EnvironmentKey {
    static var defaultValue: UITextContentType?? { .none }
}

extension EnvironmentValues {
    /// The innermost `.textInputAutocapitalization(_:)` (or `.autocapitalization(_:)`): `.none`
    /// when none is set, `.some(nil)` for the default behavior.
    package var textInputAutocapitalization: TextInputAutocapitalization?? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }

    /// The innermost `.textContentType(_:)`: `.none` when none is set.
    package var textContentType: UITextContentType?? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
}

extension View {
    /// Capitalizes what is typed into the text fields of this view as `autocapitalization`
    /// says; nil is the default (sentences). There is no keyboard: read it with Inspector's
    /// `textInputAutocapitalization()` or `autocapitalization()`; `setInput(_:)` keeps text
    /// as given.
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(_TextInputAutocapitalizationModifier(autocapitalization: autocapitalization))
    }

    /// Capitalizes what is typed as UIKit's `style` says. Deprecated in SwiftUI (use
    /// `textInputAutocapitalization(_:)`); not marked here.
    public consuming func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        modifier(_TextInputAutocapitalizationModifier(autocapitalization: TextInputAutocapitalization(style)))
    }

    /// Marks the text fields of this view as holding `textContentType`, for autofill. There is
    /// no autofill: read it with Inspector's `textContentType()`.
    public consuming func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(_TextContentTypeModifier(contentType: textContentType))
    }
}
