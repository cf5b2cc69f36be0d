/// The `onPaste` of a `PasteButton`, kept in a struct so that Inspector reads it by its exact
/// type and calls the closure natively (a closure with arguments read by reflection can be
/// called with the wrong ones).
package struct PasteAction {
    /// The type of the items the closure takes.
    package let payloadType: Any.Type
    let action: ([Any]) -> Void

    init<T>(_ payloadType: T.Type, _ onPaste: @escaping ([T]) -> Void) {
        self.payloadType = payloadType
        self.action = { items in onPaste(items.compactMap { $0 as? T }) }
    }

    /// Calls the closure with `items`; those not of the payload type are left out.
    package func callAsFunction(_ items: [Any]) {
        action(items)
    }
}
