/// A callback that takes an argument, kept in a struct of its own: a control's
/// `onEditingChanged`, an `onHover` or `onOpenURL` action.
///
/// Inspector reads views' and modifiers' stored properties by reflection. A closure that takes
/// arguments, read out of a value that way, can be called with the wrong arguments (on this
/// toolchain, in debug builds, a `(Bool) -> Void` read through `Mirror` or a generic load
/// receives garbage: it is stored in its native representation and read as the generic one).
/// A struct is read exactly, and calling through it calls the closure natively.
package struct Callback<Argument> {
    let action: (Argument) -> Void

    init(_ action: @escaping (Argument) -> Void) {
        self.action = action
    }

    /// Calls the callback with `argument`.
    package func callAsFunction(_ argument: Argument) {
        action(argument)
    }
}

/// A control's `onEditingChanged`: called with whether editing is in progress.
package typealias EditingChangedAction = Callback<Bool>
