import Foundation

/// The format of a text field made with `value:format:`: what Inspector needs to tell whether
/// typed text parses.
package struct FormattedInput {
    /// The format style's type, for messages: `IntegerFormatStyle<Int>`.
    package let styleName: String
    /// Why `text` does not parse with the format, nil when it does.
    package let parseError: (String) -> (any Error)?
}

extension TextField {
    /// A field editing `value` as text: the text is `format`'s formatting of the value, and
    /// text typed into the field is parsed with the format's `parseStrategy` and written to the
    /// value when it parses (text that does not parse leaves the value as it is).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { format.format(value.wrappedValue) },
            set: { newText in
                if let parsed = try? format.parseStrategy.parse(newText) { value.wrappedValue = parsed }
            })
        let input = FormattedInput(
            styleName: String(describing: F.self),
            parseError: { newText in
                do {
                    _ = try format.parseStrategy.parse(newText)
                    return nil
                } catch {
                    return error
                }
            })
        self.init(text: text, format: input, prompt: prompt, label: label())
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key, editing `value` through `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }

    /// A field titled with a string, editing `value` through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }
}

extension TextField {
    /// A field editing an optional `value` as text: empty text stands for nil, other text is
    /// parsed with `format`'s `parseStrategy` and written when it parses.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { value.wrappedValue.map { format.format($0) } ?? "" },
            set: { newText in
                if newText.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(newText) {
                    value.wrappedValue = parsed
                }
            })
        let input = FormattedInput(
            styleName: String(describing: F.self),
            parseError: { newText in
                guard !newText.isEmpty else { return nil }
                do {
                    _ = try format.parseStrategy.parse(newText)
                    return nil
                } catch {
                    return error
                }
            })
        self.init(text: text, format: input, prompt: prompt, label: label())
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key, editing an optional `value` through
    /// `format` (empty text is nil).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }

    /// A field titled with a string, editing an optional `value` through `format` (empty text
    /// is nil).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }
}
