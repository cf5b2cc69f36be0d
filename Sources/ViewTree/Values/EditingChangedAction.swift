/// A control's `onEditingChanged` callback, kept in a struct of its own.
///
/// Inspector reads a control's stored properties by reflection. A closure that takes
/// arguments, read out of a value that way, can be called with the wrong arguments (on this
/// toolchain, in debug builds, a `(Bool) -> Void` read through `Mirror` or a generic load
/// receives garbage: it is stored in its native representation and read as the generic one).
/// A struct is read exactly, and calling through it calls the closure natively.
package struct EditingChangedAction {
    let action: (Bool) -> Void

    init(_ action: @escaping (Bool) -> Void) {
        self.action = action
    }

    /// Calls the callback with whether editing is in progress.
    package func callAsFunction(_ isEditing: Bool) {
        action(isEditing)
    }
}
