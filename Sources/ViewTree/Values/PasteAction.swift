/// The action of a `PasteButton`, kept in a struct so that Inspector reads it by its exact
/// type and calls the closure natively (a closure with arguments read by reflection can be
/// called with the wrong ones).
package struct PasteAction {
    /// The type of the items the closure takes: the payload type, or `NSItemProvider`.
    package let payloadType: Any.Type
    /// The content types the button pastes.
    package let supportedContentTypes: [UTType]
    let action: ([Any]) -> Void
    /// What a provider pastes: a value of the payload type, or the provider itself; nil when
    /// it holds no item of a supported type.
    let load: (NSItemProvider) -> Any?

    init<T: Transferable>(_ payloadType: T.Type, _ onPaste: @escaping ([T]) -> Void) {
        self.payloadType = payloadType
        supportedContentTypes = T.importedContentTypes
        action = { items in onPaste(items.compactMap { $0 as? T }) }
        load = { try? $0.transferable(T.self) }
    }

    init(supportedContentTypes: [UTType], _ payloadAction: @escaping ([NSItemProvider]) -> Void) {
        payloadType = NSItemProvider.self
        self.supportedContentTypes = supportedContentTypes
        action = { items in payloadAction(items.compactMap { $0 as? NSItemProvider }) }
        load = { provider in
            supportedContentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } ? provider : nil
        }
    }

    /// Calls the closure with `items`; those not of the payload type are left out.
    package func callAsFunction(_ items: [Any]) {
        action(items)
    }

    /// What `providers` paste: values of the payload type, or the providers holding an item
    /// of a supported type.
    package func items(of providers: [NSItemProvider]) -> [Any] {
        providers.compactMap(load)
    }
}
