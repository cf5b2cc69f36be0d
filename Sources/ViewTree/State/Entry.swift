/// Declares a value in the environment with its key, in one line:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
///     @Entry var account: Account?          // an optional defaults to nil
/// }
/// ```
///
/// The property reads and writes `self[key]` through a key type declared beside it
/// (`__Key_accent`), whose `defaultValue` is the property's initial value.
///
/// In an extension of `FocusedValues`, the value is optional and has no default:
/// `@Entry var selectedNote: Binding<Note>?` declares a `FocusedValueKey` whose `Value` is
/// `Binding<Note>`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewTreeMacros", type: "EntryMacro")
