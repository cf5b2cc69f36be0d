import Foundation

/// Why a `Formatter` did not turn a field's text into a value.
struct FormatterParseError: Error, CustomStringConvertible {
    let description: String
}

extension TextField {
    /// A field editing `value` as text through a Foundation `Formatter` (a `NumberFormatter`,
    /// a `DateFormatter`…): the text is `formatter.string(for:)` of the value, and text typed
    /// into the field is read back by the formatter (`number(from:)`, `date(from:)`; other
    /// formatters' `getObjectValue(_:for:errorDescription:)`, which Linux lacks) and written to
    /// the value when it gives a `V` (text it cannot read leaves the value as it is).
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let (text, input) = FormatterParsing.input(value, formatter)
        self.init(text: text, format: input, prompt: prompt, label: label())
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key, editing `value` through `formatter`, with
    /// SwiftUI's older actions (deprecated there): `onEditingChanged` when editing starts and
    /// ends, `onCommit` on return (`callOnEditingChanged()`, `callOnCommit()` in tests).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        let (text, input) = FormatterParsing.input(value, formatter)
        self.init(
            text: text, format: input, prompt: nil, label: Text(titleKey),
            onEditingChanged: EditingChangedAction(onEditingChanged), onCommit: onCommit)
    }

    /// A field titled with a string, editing `value` through `formatter`, with SwiftUI's older
    /// `onEditingChanged:` and `onCommit:` actions.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        let (text, input) = FormatterParsing.input(value, formatter)
        self.init(
            text: text, format: input, prompt: nil, label: Text(title),
            onEditingChanged: EditingChangedAction(onEditingChanged), onCommit: onCommit)
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key, editing `value` through `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil, label: { Text(titleKey) })
    }

    /// A field titled with a localized string key and a prompt, editing `value` through
    /// `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt, label: { Text(titleKey) })
    }

    /// A field titled with a string, editing `value` through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil, label: { Text(title) })
    }

    /// A field titled with a string and a prompt, editing `value` through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt, label: { Text(title) })
    }
}

/// Reading a field's text back with a `Formatter`.
enum FormatterParsing {
    /// The text of a field editing `value` through `formatter`, and what tells whether typed
    /// text reads back: the text is `formatter.string(for:)` of the value; text typed into the
    /// field is written to the value when the formatter reads it back as a `V`.
    static func input<V>(_ value: Binding<V>, _ formatter: Formatter) -> (Binding<String>, FormattedInput) {
        let text = Binding<String>(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { newText in
                if case .success(let parsed) = parse(newText, with: formatter, as: V.self) {
                    value.wrappedValue = parsed
                }
            })
        let input = FormattedInput(
            styleName: String(describing: type(of: formatter)),
            parseError: { newText in
                if case .failure(let error) = parse(newText, with: formatter, as: V.self) { return error }
                return nil
            })
        return (text, input)
    }

    static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> Result<V, FormatterParseError> {
        let object: Any
        switch read(text, with: formatter) {
        case .success(let read): object = read
        case .failure(let error): return .failure(error)
        }
        if let parsed = object as? V { return .success(parsed) }
        // A number formatter gives an NSNumber: bridge it to the value's numeric type.
        if let number = object as? NSNumber, let parsed = FormatterParsing.number(number, as: V.self) {
            return .success(parsed)
        }
        return .failure(FormatterParseError(description: "the formatter read \(object), not a \(V.self)"))
    }

    /// The object `formatter` reads from `text`. Foundation on Linux has no
    /// `getObjectValue(_:for:errorDescription:)`: number and date formatters are asked
    /// directly, as they are everywhere, so that fields behave the same on every platform.
    private static func read(_ text: String, with formatter: Formatter) -> Result<Any, FormatterParseError> {
        let object: Any?
        switch formatter {
        case let numbers as NumberFormatter: object = numbers.number(from: text)
        case let dates as DateFormatter: object = dates.date(from: text)
        case let dates as ISO8601DateFormatter: object = dates.date(from: text)
        default:
            #if canImport(Darwin)
                var read: AnyObject?
                var description: NSString?
                guard formatter.getObjectValue(&read, for: text, errorDescription: &description), let read else {
                    return .failure(FormatterParseError(
                        description: description.map { String(describing: $0) } ?? "the formatter cannot read it"))
                }
                object = read
            #else
                return .failure(FormatterParseError(
                    description: "a \(type(of: formatter)) cannot read text here: Foundation on Linux has no"
                        + " getObjectValue(_:for:errorDescription:); NumberFormatter, DateFormatter and"
                        + " ISO8601DateFormatter can"))
            #endif
        }
        guard let object else {
            return .failure(FormatterParseError(description: "the \(type(of: formatter)) cannot read it"))
        }
        return .success(object)
    }

    /// `number` as a `V` of a numeric type; nil for other types, and for a fraction where `V`
    /// is an integer.
    private static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
        let double = number.doubleValue
        switch type {
        case is Double.Type: return double as? V
        case is Float.Type: return Float(double) as? V
        case is CGFloat.Type: return CGFloat(double) as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is Int.Type: return double.rounded() == double ? Int(exactly: double) as? V : nil
        case is Int64.Type: return double.rounded() == double ? Int64(exactly: double) as? V : nil
        case is Int32.Type: return double.rounded() == double ? Int32(exactly: double) as? V : nil
        case is UInt.Type: return double.rounded() == double ? UInt(exactly: double) as? V : nil
        default: return nil
        }
    }
}
