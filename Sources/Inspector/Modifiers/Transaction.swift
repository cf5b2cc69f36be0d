import ViewTree

extension InspectableView {
    /// Runs the view's `transaction(_:)` closures on a new `Transaction`, outermost first, as
    /// a state change reaching the view would — `transaction(value:_:)`'s as a change of its
    /// value would — then the completions they added with `addAnimationCompletion(criteria:_:)`
    /// (nothing is animated: the change is complete at once), and returns what they made of it:
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
            // Nothing is animated: the change is complete at once.
            Interaction.perform(at: node) { transaction.runAnimationCompletions() }
            return transaction
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.transaction(_:)`.
    static let transaction = ModifierKind(
        name: ".transaction",
        summary: { modifier in
            Reflection.field("value", of: modifier).map { ".transaction(value: \($0)) { … }" } ?? ".transaction { … }"
        })
}

extension _TransactionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .transaction }
}

extension _ValueTransactionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .transaction }
}
