import Foundation

/// Writes a preference value for the modified view: what it produces for `Key` is `value`,
/// whatever the views inside it wrote.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let value: Key.Value

    /// Writes `value` for `Key`.
    public init(value: Key.Value) {
        self.value = value
    }
}

/// Changes the value of a preference the modified view produces.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let transform: (inout Key.Value) -> Void

    /// Changes the value of `Key` with `transform`.
    public init(transform: @escaping (inout Key.Value) -> Void) {
        self.transform = transform
    }
}

/// Writes a preference value made from an anchor of the modified view.
public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let anchor: Anchor<AnchorValue>.Source
    let transform: (Anchor<AnchorValue>) -> Key.Value

    /// Writes `transform` of the view's `anchor` for `Key`.
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (Anchor<AnchorValue>) -> Key.Value) {
        self.anchor = anchor
        self.transform = transform
    }
}

/// Changes the value of a preference the modified view produces with an anchor of the view.
public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let anchor: Anchor<AnchorValue>.Source
    let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    /// Changes the value of `Key` with `transform` and the view's `anchor`.
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (inout Key.Value, Anchor<AnchorValue>) -> Void) {
        self.anchor = anchor
        self.transform = transform
    }
}

/// Runs an action when the value of a preference the modified view produces changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let action: (Key.Value) -> Void

    /// Runs `action` with each new value of `Key`.
    public init(action: @escaping (Key.Value) -> Void) {
        self.action = action
    }
}

/// Places views made from the value of a preference of the modified view in front of it.
public struct _OverlayPreferenceModifier<Key: PreferenceKey, Overlay: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let alignment: Alignment
    let transform: (Key.Value) -> Overlay

    /// Places `transform` of the value of `Key` in front of the view, aligned by `alignment`.
    public init(alignment: Alignment = .center, transform: @escaping (Key.Value) -> Overlay) {
        self.alignment = alignment
        self.transform = transform
    }
}

/// Places views made from the value of a preference of the modified view behind it.
public struct _BackgroundPreferenceModifier<Key: PreferenceKey, Background: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let alignment: Alignment
    let transform: (Key.Value) -> Background

    /// Places `transform` of the value of `Key` behind the view, aligned by `alignment`.
    public init(alignment: Alignment = .center, transform: @escaping (Key.Value) -> Background) {
        self.alignment = alignment
        self.transform = transform
    }
}

extension View {
    /// Writes `value` for the preference `key`: the views above read it (reduced with what
    /// the siblings of this view write) with `onPreferenceChange`, `overlayPreferenceValue`
    /// and `backgroundPreferenceValue`. It replaces what the views inside this one wrote.
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value of the preference `key` that this view produces with `callback`
    /// (which receives `defaultValue` when nothing inside writes one).
    public consuming func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Writes, for the preference `key`, `transform` of an anchor of this view (`.bounds`,
    /// `.center`…), which a view above resolves with `GeometryProxy`'s `proxy[anchor]`.
    public consuming func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
    }

    /// Changes the value of the preference `key` that this view produces with `transform` and
    /// an anchor of this view.
    public consuming func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
    }

    /// Runs `action` with the new value whenever the value of the preference `key` that this
    /// view produces changes. Hosted, the first value counts as a change when it differs from
    /// the key's `defaultValue`; the action runs after the render that produced the value, on
    /// the main actor.
    ///
    /// The action is not `@Sendable`, as in SwiftUI's current declaration (the SDKs of Xcode
    /// 16.2 made it `@Sendable` for a while): a closure written for either compiles.
    public consuming func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }

    /// Places the views `transform` builds from the value of the preference `key` that this
    /// view produces in front of it.
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_OverlayPreferenceModifier<K, V>(transform: transform))
    }

    /// Places the views `transform` builds from the value of the preference `key` that this
    /// view produces in front of it, aligned by `alignment`.
    @_disfavoredOverload
    public consuming func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_OverlayPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }

    /// Places the views `transform` builds from the value of the preference `key` that this
    /// view produces behind it.
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_BackgroundPreferenceModifier<K, V>(transform: transform))
    }

    /// Places the views `transform` builds from the value of the preference `key` that this
    /// view produces behind it, aligned by `alignment`.
    @_disfavoredOverload
    public consuming func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_BackgroundPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }
}

// MARK: - What they do to preference values

extension _PreferenceWritingModifier: PreferenceModifier {
    package func apply(to values: inout PreferenceValues, environment: EnvironmentValues) {
        values.set(Key.self, to: value)
    }
}

extension _PreferenceTransformModifier: PreferenceModifier {
    package func apply(to values: inout PreferenceValues, environment: EnvironmentValues) {
        var value = values.value(Key.self)
        transform(&value)
        values.set(Key.self, to: value)
    }
}

extension _AnchorWritingModifier: PreferenceModifier {
    package func apply(to values: inout PreferenceValues, environment: EnvironmentValues) {
        values.set(Key.self, to: transform(anchor.anchor(in: GeometryProxy.frame(in: environment))))
    }
}

extension _AnchorTransformModifier: PreferenceModifier {
    package func apply(to values: inout PreferenceValues, environment: EnvironmentValues) {
        var value = values.value(Key.self)
        transform(&value, anchor.anchor(in: GeometryProxy.frame(in: environment)))
        values.set(Key.self, to: value)
    }
}

extension _OverlayPreferenceModifier: PreferenceLayerModifier {
    @MainActor package func layerContent(for values: PreferenceValues) -> Any {
        transform(values.value(Key.self))
    }
}

extension _BackgroundPreferenceModifier: PreferenceLayerModifier {
    @MainActor package func layerContent(for values: PreferenceValues) -> Any {
        transform(values.value(Key.self))
    }
}

/// A modifier that watches the value of a preference: `onPreferenceChange`.
protocol PreferenceObserver {
    /// The watched value in `values`.
    func observed(in values: PreferenceValues) -> AnyEquatable
    /// The value before the first render: the key's default.
    var initialObserved: AnyEquatable { get }
    /// Runs the action with `value`.
    func perform(with value: AnyEquatable)
}

extension _PreferenceActionModifier: PreferenceObserver {
    func observed(in values: PreferenceValues) -> AnyEquatable {
        AnyEquatable(values.value(Key.self))
    }

    var initialObserved: AnyEquatable { AnyEquatable(Key.defaultValue) }

    func perform(with value: AnyEquatable) {
        if let value = value.base as? Key.Value { action(value) }
    }
}

/// A preference modifier's key, for Inspector's names of it (`.preference(key: TitleKey.self)`).
package protocol PreferenceKeyed {
    static var preferenceKey: Any.Type { get }
}

extension _PreferenceWritingModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}

extension _PreferenceTransformModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}

extension _AnchorWritingModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}

extension _AnchorTransformModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}

extension _PreferenceActionModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}

extension _OverlayPreferenceModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}

extension _BackgroundPreferenceModifier: PreferenceKeyed {
    package static var preferenceKey: Any.Type { Key.self }
}
