/// A trait of a preview written on its view: `previewLayout(_:)`, `previewDisplayName(_:)`,
/// `previewDevice(_:)`, `previewInterfaceOrientation(_:)`. Nothing shows previews here: the
/// traits are recorded, for tests to read.
public struct _PreviewTraitModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// One trait and its value.
    public enum Trait: Sendable, Hashable {
        case layout(PreviewLayout)
        case displayName(String?)
        case device(PreviewDevice?)
        case interfaceOrientation(InterfaceOrientation)
    }

    let trait: Trait

    /// Records `trait`.
    public init(trait: Trait) {
        self.trait = trait
    }
}

extension View {
    /// Frames this view's preview: `.previewLayout(.sizeThatFits)`.
    public consuming func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier(trait: .layout(value)))
    }

    /// Names this view's preview: `.previewDisplayName("Dark")`.
    public consuming func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier(trait: .displayName(value)))
    }

    /// Previews this view on a device: `.previewDevice("iPhone 15")`; nil for the one chosen in
    /// the editor.
    public consuming func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier(trait: .device(value)))
    }

    /// Previews this view with the device held as `value`: `.previewInterfaceOrientation(.landscapeLeft)`.
    public consuming func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier(trait: .interfaceOrientation(value)))
    }
}
