/// A part of a kind of view: a stored property holding views beside the view's content — a
/// button's label, a section's header, a slider's minimum value label — with the identity step
/// of those views.
///
/// Each part is declared once, here for the parts many kinds share and beside its kind for the
/// others (`ViewPart.header` in `Section.swift`), and both sides use the declaration: the
/// runtime places a part's views at `step`, where their hosted state lives, and Inspector reads
/// `field` to inspect them at that same step. So a hosted `tap()` and the next `inspect()` agree
/// on every part by construction (`PartIdentityAgreementTests` hosts every kind to check it).
package struct ViewPart: Sendable {
    /// The label of the stored property holding the part's views: `label`, `header`.
    package let field: String
    /// The identity step from the view to the part's views: `.label` for a label, otherwise
    /// `.part(field)`.
    package var step: ViewIdentity.Step {
        field == "label" ? .label : .part(field)
    }

    /// The part held in the stored property `field`.
    package init(_ field: String) {
        self.field = field
    }
}

extension ViewPart {
    /// A control's or a container's label: `Button`'s, `Toggle`'s, `Picker`'s…
    package static let label = ViewPart("label")
    /// The prompt of a text field or a secure field (a `Text`).
    package static let prompt = ViewPart("prompt")
    /// A progress view's or a gauge's current value label.
    package static let currentValueLabel = ViewPart("currentValueLabel")
    /// A slider's or a gauge's minimum value label.
    package static let minimumValueLabel = ViewPart("minimumValueLabel")
    /// A slider's or a gauge's maximum value label.
    package static let maximumValueLabel = ViewPart("maximumValueLabel")
}
