import ViewTree

extension InspectableView {
    /// Runs the view's `transaction(_:)` closures on a new `Transaction`, outermost first, as
    /// a state change reaching the view would, and returns what they made of it:
    /// `XCTAssertNil(try view.callTransaction().animation)`. ViewInspector's returns nothing;
    /// the result may be ignored.
    ///
    /// - Throws: `modifierNotFound` when the view has no `transaction(_:)`.
    @discardableResult
    public func callTransaction() throws -> Transaction {
        try reading("callTransaction()") { node in
            let transforms = try node.ownModifiers(.transaction).map { _, modifier in
                try Reflection.field("transform", of: modifier, as: ((inout Transaction) -> Void).self)
            }
            guard !transforms.isEmpty else { throw node.missing("transaction") }
            var transaction = Transaction()
            // Outermost first: a transaction flows from the outside in.
            for transform in transforms.reversed() {
                Interaction.perform(at: node) { transform(&transaction) }
            }
            return transaction
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.transaction(_:)`.
    static let transaction = ModifierKind(name: ".transaction", summary: { _ in ".transaction { … }" })
}

extension _TransactionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .transaction }
}
