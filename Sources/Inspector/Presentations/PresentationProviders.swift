import ViewTree

// The protocols ViewInspector's guide has wrappers (`alert2`, `sheet2`, …) conform to. The
// native modifiers need no wrapper; wrappers written for ViewInspector keep working: a custom
// modifier conforming to one of these is reached with `alert()`, `sheet()`, … on the view it
// modifies, as the presentation it describes.

/// A custom modifier presenting an alert while a binding is true.
public protocol AlertProvider {
    /// Whether the alert shows.
    var isPresented: Binding<Bool> { get }
    /// Builds the alert.
    var alertBuilder: () -> Alert { get }
}

/// A custom modifier presenting an alert for an item while a binding holds one.
public protocol AlertItemProvider {
    /// The item.
    associatedtype Item: Identifiable
    /// The item the alert is for.
    var item: Binding<Item?> { get }
    /// Builds the alert for an item.
    var alertBuilder: (Item) -> Alert { get }
}

/// A custom modifier presenting an action sheet while a binding is true.
public protocol ActionSheetProvider {
    /// Whether the action sheet shows.
    var isPresented: Binding<Bool> { get }
    /// Builds the action sheet.
    var sheetBuilder: () -> ActionSheet { get }
}

/// A custom modifier presenting an action sheet for an item while a binding holds one.
public protocol ActionSheetItemProvider {
    /// The item.
    associatedtype Item: Identifiable
    /// The item the action sheet is for.
    var item: Binding<Item?> { get }
    /// Builds the action sheet for an item.
    var sheetBuilder: (Item) -> ActionSheet { get }
}

/// A custom modifier presenting a sheet while a binding is true.
public protocol SheetProvider {
    /// Whether the sheet shows.
    var isPresented: Binding<Bool> { get }
    /// Runs when the sheet is dismissed.
    var onDismiss: (() -> Void)? { get }
    /// Builds the sheet's content.
    var sheetBuilder: () -> Any { get }
}

/// A custom modifier presenting a sheet for an item while a binding holds one.
public protocol SheetItemProvider {
    /// The item.
    associatedtype Item: Identifiable
    /// The item the sheet is for.
    var item: Binding<Item?> { get }
    /// Runs when the sheet is dismissed.
    var onDismiss: (() -> Void)? { get }
    /// Builds the sheet's content for an item.
    var sheetBuilder: (Item) -> Any { get }
}

enum PresentationProviders {
    /// The presentation modifier of the family `call` that `modifier` (a wrapper conforming to
    /// one of the provider protocols) describes; nil when it describes none.
    static func presentation(_ call: String, providedBy modifier: Any) -> Any? {
        if call == "alert" {
            if let provider = modifier as? any AlertProvider {
                let builder = provider.alertBuilder
                return _PresentationModifier(
                    style: _AlertPresentation(), isPresented: provider.isPresented, onDismiss: nil) { builder().content }
            }
            if let provider = modifier as? any AlertItemProvider { return alert(provider) }
        } else if call == "actionSheet" {
            if let provider = modifier as? any ActionSheetProvider {
                let builder = provider.sheetBuilder
                return _PresentationModifier(
                    style: _ActionSheetPresentation(), isPresented: provider.isPresented, onDismiss: nil) { builder().content }
            }
            if let provider = modifier as? any ActionSheetItemProvider { return actionSheet(provider) }
        } else if call == "sheet" {
            if let provider = modifier as? any SheetProvider {
                let builder = provider.sheetBuilder
                return _PresentationModifier(
                    style: _SheetPresentation(), isPresented: provider.isPresented, onDismiss: provider.onDismiss
                ) { erased(builder()) }
            }
            if let provider = modifier as? any SheetItemProvider { return sheet(provider) }
        }
        // Other families (fullScreenCover, popover, …) have no wrapper protocols.
        return nil
    }

    /// A wrapper's sheet content, built as `Any`, as a view.
    private static func erased(_ content: Any) -> AnyView {
        AnyView(_fromValue: content) ?? AnyView(EmptyView())
    }

    private static func alert<P: AlertItemProvider>(_ provider: P) -> Any {
        let builder = provider.alertBuilder
        return _ItemPresentationModifier(style: _AlertPresentation(), item: provider.item, onDismiss: nil) {
            builder($0).content
        }
    }

    private static func actionSheet<P: ActionSheetItemProvider>(_ provider: P) -> Any {
        let builder = provider.sheetBuilder
        return _ItemPresentationModifier(style: _ActionSheetPresentation(), item: provider.item, onDismiss: nil) {
            builder($0).content
        }
    }

    private static func sheet<P: SheetItemProvider>(_ provider: P) -> Any {
        let builder = provider.sheetBuilder
        return _ItemPresentationModifier(style: _SheetPresentation(), item: provider.item, onDismiss: provider.onDismiss) {
            erased(builder($0))
        }
    }
}

// MARK: - ViewInspector's popup presenters

/// What ViewInspector's `PopupPresenter` and `ItemPopupPresenter` refine: a custom modifier
/// that presents a popup (an alert, an action sheet, a sheet, a popover, a full-screen cover).
///
/// Here a marker: `alert()`, `sheet()`, `popover()`… on the modified view find the native
/// presentation the wrapper's body applies (`content.alert(isPresented:content:)`), whether or
/// not the wrapper conforms, and `dismiss()` sets its binding and runs its `onDismiss` as the
/// native presentation's does.
public protocol BasePopupPresenter {}

/// A custom modifier presenting a popup while a binding is true, as ViewInspector's guide
/// writes them (`InspectableAlert`, `InspectableSheet`): `extension InspectableSheet: PopupPresenter {}`
/// compiles unchanged.
public protocol PopupPresenter: BasePopupPresenter {
    /// What it presents: an `Alert`, an `ActionSheet`, or the view of a sheet or popover.
    associatedtype Popup
    /// Whether the popup shows.
    var isPresented: Binding<Bool> { get }
    /// Builds the popup.
    var popupBuilder: () -> Popup { get }
    /// Runs when the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}

/// A custom modifier presenting a popup for an item while a binding holds one, as
/// ViewInspector's guide writes them: `extension InspectableSheetWithItem: ItemPopupPresenter {}`.
public protocol ItemPopupPresenter: BasePopupPresenter {
    /// What it presents.
    associatedtype Popup
    /// The item.
    associatedtype Item: Identifiable
    /// The item the popup is for.
    var item: Binding<Item?> { get }
    /// Builds the popup for an item.
    var popupBuilder: (Item) -> Popup { get }
    /// Runs when the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}
