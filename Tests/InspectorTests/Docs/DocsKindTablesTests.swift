import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// The guide's tables of kinds are checked against the kinds Inspector declares, so a kind
/// added without its row fails here:
/// - `Docs/Search.md`'s "What search visits" names every view kind with content or parts, and
///   every modifier kind that carries views;
/// - `Docs/Reference.md`'s "Readiness" names every view kind (by its type or its call) and
///   every modifier kind.
final class DocsKindTablesTests: XCTestCase {
    /// The names the first column of each table of the section `heading` of the guide's page
    /// `page` writes in backticks, by table; a name written as a call (`safeAreaInset(_:)`,
    /// `.padding`) also counts as its base name.
    private static func tableNames(page: String, heading: String, allColumns: Bool = false) throws -> [Set<String>] {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/\(page)")
        let text = try String(contentsOf: guide, encoding: .utf8)
        guard let start = text.range(of: heading) else {
            XCTFail("Docs/\(page) has no section \"\(heading)\"")
            return []
        }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        // Tables under the section's subheadings count as one table each too.
        var tables: [Set<String>] = []
        var current: Set<String>?
        for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                if let table = current { tables.append(table) }
                current = nil
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 1, !cells[1].contains("---") else { continue }
            var names = current ?? []
            let columns = allColumns ? cells.dropFirst().joined(separator: "|") : String(cells[1])
            for (index, piece) in columns.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where index % 2 == 1 {
                names.insert(String(piece))
                let base = piece.drop { $0 == "." }.prefix { $0 != "(" && $0 != " " }
                names.insert(String(base))
            }
            current = names
        }
        if let table = current { tables.append(table) }
        return tables
    }

    private static func searchTables() throws -> [Set<String>] {
        try tableNames(page: "Search.md", heading: "## What search visits")
    }

    func testEveryViewKindWithContentOrPartsHasARowInWhatSearchVisits() throws {
        let tables = try Self.searchTables()
        guard let views = tables.first else { return XCTFail("no view table") }
        var missing: [String] = []
        for view in KindSamples.views {
            let kind = TypeInfo.of(value: view).viewKind
            guard kind.hasContent || !kind.parts.isEmpty else { continue }
            let name = kind.name(of: type(of: view))
            let calls = kind.accessor.map { ["\($0)()"] } ?? []
            if views.contains(name) || calls.contains(where: views.contains) { continue }
            missing.append(name)
        }
        XCTAssertEqual(missing, [], "Docs/Search.md, \"What search visits\": no row for these kinds")
    }

    func testEveryModifierKindThatCarriesViewsHasARowInWhatSearchVisits() throws {
        let tables = try Self.searchTables()
        guard tables.count > 1 else { return XCTFail("no modifier table") }
        let modifiers = tables[1]
        var missing: Set<String> = []
        for modifier in KindSamples.modifiers {
            guard let attachment = TypeInfo.of(value: modifier).modifierKind?.attachment else { continue }
            if !modifiers.contains(attachment.call) { missing.insert(attachment.call) }
        }
        XCTAssertEqual(missing.sorted(), [], "Docs/Search.md, \"What search visits\": no row for these modifiers")
    }

    func testEveryKindHasAReadinessRow() throws {
        // A view kind may be named by its type or by its call, anywhere in a row (style
        // configurations' parts are named by their calls: `styleConfigurationLabel()`).
        let names = try Self.tableNames(page: "Reference.md", heading: "## Readiness", allColumns: true).reduce(into: Set<String>()) {
            $0.formUnion($1)
        }
        var missing: Set<String> = []
        for view in KindSamples.views {
            let kind = TypeInfo.of(value: view).viewKind
            let name = kind.name(of: type(of: view))
            let calls = kind.accessor.map { [$0, "\($0)()"] } ?? []
            if names.contains(name) || calls.contains(where: names.contains) { continue }
            missing.insert(name)
        }
        for modifier in KindSamples.modifiers {
            guard let kind = TypeInfo.of(value: modifier).modifierKind else { continue }
            let name = String(kind.name(modifier).drop { $0 == "." })
            if !names.contains(name) { missing.insert(".\(name)") }
        }
        XCTAssertEqual(missing.sorted(), [], "Docs/Reference.md, \"Readiness\": no row names these kinds")
    }
}
