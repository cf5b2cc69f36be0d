import Foundation
import XCTest

/// The labels of ViewTree's stored properties — the contract Inspector reads by reflection —
/// are written only in the kinds' own files (`Views/`, `Modifiers/`, `Styles/`, …) and, for
/// the structural shapes every walk reads, in the reflection helpers (`SharedShapeFields`):
/// renaming a property in ViewTree then breaks the kind that names it and its tests, not code
/// scattered through search, accessibility or the engine.
final class FieldReadLocationTests: XCTestCase {
    /// The folders of `Sources/Inspector` that hold kinds: their files may name fields.
    private static let kindFolders: Set<String> = [
        "Views", "Modifiers", "Styles", "Presentations", "Toolbar", "Table", "Gestures",
    ]

    /// Reads of a stored property by a label written as a string literal.
    private static let literalFieldRead = try! NSRegularExpression(
        pattern: #"(\bfield\(\s*"|NamedField\(\s*"|\bfield:\s*"|descendant\(\s*"|isSet\(\s*"|\.label\s*==\s*")"#)

    func testFieldLabelsAreWrittenOnlyInKindFilesAndTheReflectionHelpers() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Inspector")
        var offending: [String] = []
        var read = 0
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let relative = file.path.dropFirst(root.path.count + 1)
            let folder = relative.split(separator: "/").first.map(String.init) ?? ""
            if Self.kindFolders.contains(folder) { continue }
            if folder == "Engine", file.lastPathComponent.hasPrefix("Reflection") { continue }
            read += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                if Self.literalFieldRead.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    offending.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertGreaterThan(read, 20, "no Inspector sources found at \(root.path)")
        XCTAssertEqual(offending, [], "a field label outside the kinds' files: move the read into the kind's file")
    }
}
