/// Sets one value of the environment for the modified content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    /// Sets `keyPath` to `value`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// Transforms one value of the environment for the modified content.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    /// Transforms `keyPath` with `transform`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }

    package func apply(to environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }
}

/// Provides an observable object to the modified content's `@EnvironmentObject` properties.
public struct _EnvironmentObjectModifier<ObjectType: ObservableObject>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let object: ObjectType

    /// Provides `object`.
    public init(object: ObjectType) {
        self.object = object
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.setObject(object)
    }
}

extension View {
    /// Provides `object` to this view and its content, for their `@EnvironmentObject`
    /// properties of its type.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }

    /// Sets the environment value at `keyPath` for this view and its content.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value at `keyPath` for this view and its content.
    public consuming func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Sets the default font of text in this view.
    public consuming func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Disables controls in this view when `disabled` is true. Disabling composes: a child
    /// cannot re-enable what an ancestor disabled.
    public consuming func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { isEnabled in
            isEnabled = isEnabled && !disabled
        }
    }

    /// Sets the color of text and shapes in this view.
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundStyle, value: color.map(AnyShapeStyle.init)))
    }

    /// Sets the style of text and shapes in this view.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.foregroundStyle, value: AnyShapeStyle(style)))
    }
}
