import Foundation

// The modifiers that set the environment for buttons, type sizes, keyboards, redaction,
// headers, system overlays and the navigation subtitle, and the locale, calendar and time zone.
// Each writes (or, where SwiftUI adds to what is there, transforms) one environment value, so it
// applies to the view and everything inside it, the innermost winning.

package struct ButtonBorderShapeKey: EnvironmentKey {
    package static var defaultValue: ButtonBorderShape { .automatic }
}

package struct DynamicTypeSizeKey: EnvironmentKey {
    package static var defaultValue: DynamicTypeSize { .large }
}

package struct DynamicTypeSizeLimitsKey: EnvironmentKey {
    package static var defaultValue: ClosedRange<DynamicTypeSize> { .xSmall ... .accessibility5 }
}

package struct ScrollDismissesKeyboardKey: EnvironmentKey {
    package static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

package struct ScrollBounceBehaviorsKey: EnvironmentKey {
    package static var defaultValue: ScrollBounceBehaviors { ScrollBounceBehaviors() }
}

package struct RedactionReasonsKey: EnvironmentKey {
    package static var defaultValue: RedactionReasons { [] }
}

package struct PrivacySensitiveKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

package struct LocaleKey: EnvironmentKey {
    package static var defaultValue: Locale { .current }
}

package struct CalendarKey: EnvironmentKey {
    package static var defaultValue: Calendar { .current }
}

package struct TimeZoneKey: EnvironmentKey {
    package static var defaultValue: TimeZone { .current }
}

package struct HeaderProminenceKey: EnvironmentKey {
    package static var defaultValue: Prominence { .standard }
}

package struct PersistentSystemOverlaysKey: EnvironmentKey {
    package static var defaultValue: Visibility { .automatic }
}

package struct BackgroundProminenceKey: EnvironmentKey {
    package static var defaultValue: BackgroundProminence { .standard }
}

package struct AlternatingRowBackgroundsKey: EnvironmentKey {
    package static var defaultValue: AlternatingRowBackgroundBehavior { .automatic }
}

package struct NavigationSubtitleKey: EnvironmentKey {
    package static var defaultValue: Text { Text(verbatim: "") }
}

extension EnvironmentValues {
    /// The border shape of bordered buttons here, set by `buttonBorderShape(_:)`.
    package var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// The Dynamic Type size here: `.large` unless set, kept within the limits the range forms
    /// of `dynamicTypeSize(_:)` on the view or an ancestor set.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            let limits = dynamicTypeSizeLimits
            return min(max(self[DynamicTypeSizeKey.self], limits.lowerBound), limits.upperBound)
        }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The sizes `dynamicTypeSize(_:)` with a range limits the Dynamic Type size to here: every
    /// size unless set; nested ranges narrow it.
    package var dynamicTypeSizeLimits: ClosedRange<DynamicTypeSize> {
        get { self[DynamicTypeSizeLimitsKey.self] }
        set { self[DynamicTypeSizeLimitsKey.self] = newValue }
    }

    /// How scrolling content here dismisses the software keyboard; `.automatic` unless set.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }

    /// How the scroll views here bounce along each axis, set by `scrollBounceBehavior(_:axes:)`;
    /// neither axis set unless one is.
    package var scrollBounceBehaviors: ScrollBounceBehaviors {
        get { self[ScrollBounceBehaviorsKey.self] }
        set { self[ScrollBounceBehaviorsKey.self] = newValue }
    }

    /// Why content here is redacted: what `redacted(reason:)` on the view and its ancestors
    /// added, `[]` after `unredacted()`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the view holds private data, set by `privacySensitive(_:)`.
    package var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// The locale of the views here; `Locale.current` unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar of the views here; `Calendar.current` unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone of the views here; `TimeZone.current` unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// How prominent section headers here are; `.standard` unless set.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether the system overlays (the home indicator) show, set by
    /// `persistentSystemOverlays(_:)`.
    package var persistentSystemOverlays: Visibility {
        get { self[PersistentSystemOverlaysKey.self] }
        set { self[PersistentSystemOverlaysKey.self] = newValue }
    }

    /// How prominent the background behind the views here is; `.standard` unless set with
    /// `.environment(\.backgroundProminence, .increased)`.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// Whether the rows of lists and tables here alternate their backgrounds, set by
    /// `alternatingRowBackgrounds(_:)`; `.automatic` unless set.
    package var alternatingRowBackgrounds: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowBackgroundsKey.self] }
        set { self[AlternatingRowBackgroundsKey.self] = newValue }
    }

    /// The navigation subtitle `navigationSubtitle(_:)` set; empty unless set.
    package var navigationSubtitle: Text {
        get { self[NavigationSubtitleKey.self] }
        set { self[NavigationSubtitleKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape of the bordered buttons in this view: `.buttonBorderShape(.capsule)`.
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }

    /// Sets the Dynamic Type size of this view: `.dynamicTypeSize(.xxLarge)`.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size of this view to `range`: `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`,
    /// `.dynamicTypeSize(.large ... .xxLarge)`. A size outside it reads as the nearest size in
    /// it; a range inside another narrows it. A range that holds no size changes nothing.
    public consuming func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let limits = DynamicTypeSize.limits(of: range)
        return transformEnvironment(\.dynamicTypeSizeLimits) { current in
            guard let limits else { return }
            current = current.clamped(to: limits)
        }
    }

    /// Sets how scrolling content in this view dismisses the software keyboard:
    /// `.scrollDismissesKeyboard(.interactively)`.
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Sets whether the rows of the lists and tables in this view alternate their backgrounds:
    /// `.alternatingRowBackgrounds(.disabled)`; `.alternatingRowBackgrounds()` enables them.
    public consuming func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        environment(\.alternatingRowBackgrounds, behavior)
    }

    /// Sets whether the scroll views in this view bounce along `axes`:
    /// `.scrollBounceBehavior(.basedOnSize)` (the vertical axis), `.scrollBounceBehavior(.always,
    /// axes: .horizontal)`. An axis this does not name keeps what an ancestor set.
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollBounceBehaviors) { behaviors in
            if axes.contains(.vertical) { behaviors.vertical = behavior }
            if axes.contains(.horizontal) { behaviors.horizontal = behavior }
        }
    }

    /// Adds `reason` to the reasons this view's content is redacted for: `.redacted(reason:
    /// .placeholder)`. Reasons add up: inside `.redacted(reason: .privacy)` the view has both.
    public consuming func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes every reason to redact this view's content.
    public consuming func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as holding private data, or, with `false`, not: redacted under
    /// `.redacted(reason: .privacy)`.
    public consuming func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }

    /// Sets how prominent the section headers in this view are: `.headerProminence(.increased)`.
    public consuming func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Sets whether the system overlays (the home indicator) show over this view:
    /// `.persistentSystemOverlays(.hidden)`.
    public consuming func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        environment(\.persistentSystemOverlays, visibility)
    }

    /// Sets the subtitle of the navigation title to `subtitle`.
    public consuming func navigationSubtitle(_ subtitle: Text) -> some View {
        environment(\.navigationSubtitle, subtitle)
    }

    /// Sets the subtitle of the navigation title to the text of `subtitleKey`.
    public consuming func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        environment(\.navigationSubtitle, Text(subtitleKey))
    }

    /// Sets the subtitle of the navigation title to `subtitle`, shown as it is.
    @_disfavoredOverload
    public consuming func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        environment(\.navigationSubtitle, Text(subtitle))
    }
}
