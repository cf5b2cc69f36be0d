/// A type `#Preview` declares for one preview: where the preview is written, and how to make
/// it. Inspector's `Previews` finds the conforming types at run time.
public protocol PreviewRegistry: Sendable {
    /// The `#fileID` of the file the `#Preview` is in: `App/ContentView.swift`.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview, made afresh.
    @MainActor static func makePreview() -> Preview
}

/// Declares a preview of the view `body` makes, named `name`: `#Preview("Empty") { ListView() }`.
///
/// Tests reach it through Inspector's `Previews`: `try Previews.named("Empty").inspect()`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// Declares a preview of the view `body` makes, with traits:
/// `#Preview("Wide", traits: .landscapeLeft) { ListView() }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")
