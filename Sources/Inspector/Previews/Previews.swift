import ViewTree

/// The previews `#Preview` declared in the code the tests run with (the app's, its packages'),
/// found at run time as Xcode finds them: the types `#Preview` expands to.
///
/// ```swift
/// let preview = try Previews.named("Empty list")
/// XCTAssertNoThrow(try preview.inspect().find(text: "No items"))
/// ```
///
/// Previews are made on the main actor: these calls throw `notOnMainActor` elsewhere.
public enum Previews {
    /// Every preview, in file and line order.
    public static var all: [DeclaredPreview] {
        get throws {
            let registries = Registry.types
            return try registries.map { registry in
                let preview = try onMainActor("Previews.all") { registry.makePreview() }
                return DeclaredPreview(registry: registry, preview: preview)
            }
        }
    }

    /// The previews in the file whose `#fileID` or name ends with `file`:
    /// `try Previews.in(file: "ContentView.swift")`.
    public static func `in`(file: String) throws -> [DeclaredPreview] {
        try all.filter { $0.fileID == file || $0.fileID.hasSuffix("/" + file) }
    }

    /// The preview named `name` (`#Preview("Empty list") { … }`).
    ///
    /// - Throws: `invalidArgument` when no preview or several have the name; the message
    ///   lists the previews there are.
    public static func named(_ name: String) throws -> DeclaredPreview {
        let previews = try all
        let matches = previews.filter { $0.name == name }
        guard matches.count == 1 else {
            let listed = previews.isEmpty ? "there are no previews" : "the previews: " + previews.map(\.description).joined(separator: ", ")
            let reason = matches.isEmpty
                ? "names no #Preview; \(listed)"
                : "names \(matches.count) previews: " + matches.map(\.description).joined(separator: ", ")
            throw InspectionError(
                .invalidArgument(argument: TreeDump.quoted(name), reason: reason), path: "Previews.named(\(TreeDump.quoted(name)))")
        }
        return matches[0]
    }

    /// The types `#Preview` declared, in file and line order, read once.
    private enum Registry {
        static let types: [any PreviewRegistry.Type] = ConformanceRecords.loaded
            .types(conformingTo: "ViewTree.PreviewRegistry")
            .compactMap { $0.metatype as? any PreviewRegistry.Type }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }
}

/// One `#Preview`: where it is written, its name and traits, and its view.
public struct DeclaredPreview: Sendable, CustomStringConvertible {
    private let registry: any PreviewRegistry.Type
    /// The preview as declared.
    public let preview: Preview

    init(registry: any PreviewRegistry.Type, preview: Preview) {
        self.registry = registry
        self.preview = preview
    }

    /// The name given to `#Preview("Name")`, or nil.
    public var name: String? { preview.name }
    /// The traits given to `#Preview(traits:)`.
    public var traits: [PreviewTrait<Preview.ViewTraits>] { preview.traits }
    /// The `#fileID` of the file it is in: `App/ContentView.swift`.
    public var fileID: String { registry.fileID }
    /// Its line in the file.
    public var line: Int { registry.line }

    /// `#Preview("Name") at App/ContentView.swift:12`, or, unnamed, `#Preview at …`, the way
    /// Xcode labels a preview without a name by its line.
    public var description: String {
        "#Preview" + (name.map { "(\(TreeDump.quoted($0)))" } ?? "") + " at \(fileID):\(line)"
    }

    /// Starts inspecting a fresh instance of the previewed view, not hosted: the closure the
    /// preview was written with runs again.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        // The view itself, opened from its existential, so `text()` on a preview of a text
        // is the text.
        let view = try onMainActor("\(description).inspect()") { [preview] in preview.makeBody() }
        return try view.inspect()
    }

    /// Hosts a fresh instance of the previewed view, as `ViewHosting.host(view:)` does, so
    /// its state and lifecycle run.
    public func host() throws -> HostedView {
        let view = try onMainActor("\(description).host()") { [preview] in preview.makeBody() }
        return hosting(view)
    }
}

extension PreviewProvider {
    /// Starts inspecting `previews`, made on the main actor, from any test:
    /// `try ContentView_Previews.inspect().group().view(ContentView.self, 0)`.
    ///
    /// `previews` is main-actor code, as in SwiftUI, so a test that is not on the main actor
    /// cannot read it itself; this call can, and throws `notOnMainActor` off the main thread.
    public nonisolated static func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        // The metatype crosses to the main actor as it is: this is the main thread.
        let provider = UncheckedSendable(Self.self)
        return try onMainActor("\(Self.self).inspect()") { provider.value.previews }.inspect()
    }
}

/// Hosts `view`, opened from its existential.
private func hosting(_ view: some View) -> HostedView {
    ViewHosting.host(view: view)
}

/// Runs `work`, which makes a preview or its view, on the main actor; throws
/// `notOnMainActor` at `call` anywhere else.
private func onMainActor<Output>(_ call: String, _ work: @MainActor () -> Output) throws -> Output {
    do {
        return try Evaluation.onMainActor { UncheckedSendable(work()) }.value
    } catch {
        throw InspectionError(error, path: call)
    }
}
