/// Where the focus is among the fields a view marks with `.focused(_:)` or
/// `.focused(_:equals:)`.
///
/// ```swift
/// enum Field: Hashable { case name, email }
///
/// struct SignUp: View {
///     @FocusState private var focused: Field?
///     @State private var name = ""
///     @State private var email = ""
///     var body: some View {
///         VStack {
///             TextField("Name", text: $name).focused($focused, equals: .name)
///             TextField("Email", text: $email).focused($focused, equals: .email)
///             Button("Next") { focused = .email }
///         }
///     }
/// }
/// ```
///
/// A `Bool` focus state is true while its field has the focus; an optional one holds the value
/// of the field that has it, or nil. It is kept like `@State`: not hosted, in the view value
/// itself; hosted, in the runtime for as long as the view keeps its place.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    /// The value when no field of this state has the focus: false, or nil.
    let unfocusedValue: Value

    /// A focus state that is true while its field has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocusedValue = false
    }

    /// A focus state holding the value of the field that has the focus, or nil.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        unfocusedValue = nil
    }

    /// Where the focus is; setting it moves the focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the focus, for `.focused(_:)`: `$focused`.
    public var projectedValue: Binding {
        Binding(value: state.projectedValue, unfocusedValue: unfocusedValue)
    }

    /// A binding to a focus state, given to `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let value: ViewTree.Binding<Value>
        let unfocusedValue: Value

        /// Where the focus is; setting it moves the focus.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: PreparableProperty {
    func prepare(label: String, context: PreparationContext) {
        state.prepare(label: label, context: context)
    }
}

// Equal, as `@State`: the focus belongs to the view's place, and moving it invalidates the
// view by itself. The unfocused value (false or nil) is decided by the wrapper's type.
extension FocusState: ComparableViewInput {
    func isSameInput(as other: FocusState<Value>) -> Bool { true }
}

// Never equal, as a `Binding`: where it writes cannot be compared, and two focus bindings
// holding equal values may write to different focus states (`useB ? $b : $a`); a kept body
// would go on writing through the old one.
extension FocusState.Binding: ComparableViewInput {
    func isSameInput(as other: FocusState<Value>.Binding) -> Bool { false }
}

/// Gives the focus state's value to the modified view while it has the focus.
public struct _FocusedModifier<Value: Hashable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let binding: FocusState<Value>.Binding
    /// The focus state's value while the view has the focus.
    let value: Value

    /// The view has the focus while `binding` holds `value`.
    public init(binding: FocusState<Value>.Binding, value: Value) {
        self.binding = binding
        self.value = value
    }
}

extension View {
    /// Binds this view's focus to `condition`: true while the view has the focus; setting it
    /// to true gives the view the focus, to false takes it away.
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    /// Binds this view's focus to `binding`: it holds `value` while the view has the focus;
    /// setting it to `value` gives the view the focus.
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value))
    }
}
