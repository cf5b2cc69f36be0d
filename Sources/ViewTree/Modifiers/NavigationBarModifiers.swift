/// The modifiers of the navigation bar and the status bar: how the title shows, which bars and
/// buttons hide, and the deprecated `navigationBarTitle` and `navigationBarItems`. Nothing
/// draws a bar: they are read by tests.

/// The navigation bar's items.
public enum NavigationBarItem {
    /// How a navigation bar shows the title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the view before it in the stack does (large at the root).
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// How the navigation bar shows the title while the view is the top of a stack.
public struct _NavigationBarTitleDisplayModeModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let displayMode: NavigationBarItem.TitleDisplayMode

    /// Shows the title as `displayMode` says.
    public init(displayMode: NavigationBarItem.TitleDisplayMode) {
        self.displayMode = displayMode
    }
}

/// Hides or shows the navigation bar while the view is the top of a stack.
public struct _NavigationBarHiddenModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let isHidden: Bool

    /// Hides the bar when `isHidden`.
    public init(isHidden: Bool) {
        self.isHidden = isHidden
    }
}

/// Hides or shows the back button while the view is the top of a stack.
public struct _NavigationBarBackButtonHiddenModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let isHidden: Bool

    /// Hides the back button when `isHidden`.
    public init(isHidden: Bool) {
        self.isHidden = isHidden
    }
}

/// Hides or shows the status bar while the view shows.
public struct _StatusBarHiddenModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let isHidden: Bool

    /// Hides the status bar when `isHidden`.
    public init(isHidden: Bool) {
        self.isHidden = isHidden
    }
}

/// The buttons the deprecated `navigationBarItems(leading:trailing:)` puts in the bar.
public struct _NavigationBarItemsModifier<Items: View>: ViewModifier {
    /// Primitive modifier: its views are read by Inspector.
    public typealias Body = Never

    let items: Items

    /// Puts `items` in the bar: the leading items, then the trailing ones.
    public init(items: Items) {
        self.items = items
    }
}

extension View {
    /// How the navigation bar shows this view's title: `.navigationBarTitleDisplayMode(.inline)`.
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationBarTitleDisplayModeModifier(displayMode: displayMode))
    }

    /// The title shown while this view is the top of a navigation stack: `navigationTitle(_:)`
    /// under its old name, soft-deprecated as in SwiftUI.
    @available(swift, deprecated: 100000, renamed: "navigationTitle(_:)")
    public consuming func navigationBarTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// The title shown while this view is the top of a navigation stack.
    @available(swift, deprecated: 100000, renamed: "navigationTitle(_:)")
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: Text(titleKey)))
    }

    /// The title shown while this view is the top of a navigation stack.
    @available(swift, deprecated: 100000, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: Text(title)))
    }

    /// The title, shown as `displayMode` says, while this view is the top of a navigation stack.
    @available(swift, deprecated: 100000, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleModifier(title: title))
            .modifier(_NavigationBarTitleDisplayModeModifier(displayMode: displayMode))
    }

    /// The title, shown as `displayMode` says, while this view is the top of a navigation stack.
    @available(swift, deprecated: 100000, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public consuming func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        modifier(_NavigationTitleModifier(title: Text(titleKey)))
            .modifier(_NavigationBarTitleDisplayModeModifier(displayMode: displayMode))
    }

    /// The title, shown as `displayMode` says, while this view is the top of a navigation stack.
    @available(swift, deprecated: 100000, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        modifier(_NavigationTitleModifier(title: Text(title)))
            .modifier(_NavigationBarTitleDisplayModeModifier(displayMode: displayMode))
    }

    /// Hides the navigation bar while this view is the top of a stack, soft-deprecated as in
    /// SwiftUI.
    @available(swift, deprecated: 100000, message: "use toolbar(.hidden, for: .navigationBar)")
    public consuming func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_NavigationBarHiddenModifier(isHidden: hidden))
    }

    /// Hides the back button while this view is the top of a stack.
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationBarBackButtonHiddenModifier(isHidden: hidesBackButton))
    }

    /// Hides the status bar while this view shows.
    public consuming func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(_StatusBarHiddenModifier(isHidden: hidden))
    }

    /// Hides the status bar while this view shows: `statusBarHidden(_:)` under its old name,
    /// soft-deprecated as in SwiftUI.
    @available(swift, deprecated: 100000, renamed: "statusBarHidden(_:)")
    public consuming func statusBar(hidden: Bool) -> some View {
        modifier(_StatusBarHiddenModifier(isHidden: hidden))
    }

    /// Puts `leading` and `trailing` in the navigation bar while this view is the top of a
    /// stack, soft-deprecated as in SwiftUI (use `toolbar`).
    @available(swift, deprecated: 100000, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_NavigationBarItemsModifier(items: TupleView((leading, trailing))))
    }

    /// Puts `leading` in the navigation bar while this view is the top of a stack.
    @available(swift, deprecated: 100000, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public consuming func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_NavigationBarItemsModifier(items: leading))
    }

    /// Puts `trailing` in the navigation bar while this view is the top of a stack.
    @available(swift, deprecated: 100000, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_NavigationBarItemsModifier(items: trailing))
    }
}
