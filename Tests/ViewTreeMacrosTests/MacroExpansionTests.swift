import Foundation
@testable import ViewTreeMacros
import XCTest

/// The expansions and their diagnostics, from messages as the compiler sends them.
final class MacroExpansionTests: XCTestCase {
    private func syntax(_ source: String, line: Int = 3, column: Int = 1) -> HostMessage.Syntax {
        HostMessage.Syntax(
            kind: "declaration", source: source,
            location: .init(fileID: "App/Screen.swift", fileName: "/src/App/Screen.swift", offset: 40, line: line, column: column))
    }

    private func preview(_ source: String, line: Int = 3, column: Int = 1) -> Result<String, MacroDiagnostic> {
        PreviewMacro.expand(.init(
            macro: .init(moduleName: "ViewTreeMacros", typeName: "PreviewMacro", name: "Preview"),
            discriminator: "$s3App0015Screen_fMf_", syntax: syntax(source, line: line, column: column)))
    }

    private func entry(_ declaration: String, role: String, in context: String? = "extension EnvironmentValues {}") -> Result<String, MacroDiagnostic> {
        EntryMacro.expand(.init(
            macro: .init(moduleName: "ViewTreeMacros", typeName: "EntryMacro", name: "Entry"),
            macroRole: role, discriminator: "$s3App0015Screen_fMa_", attributeSyntax: syntax("@Entry"),
            declSyntax: syntax(declaration), lexicalContext: context.map { [syntax($0)] }))
    }

    func testAPreviewPassesItsArgumentsToPreviewAtTheLineOfItsHash() throws {
        let source = "\n// A comment { with a brace\n#Preview(\"Wide\", traits: .landscapeLeft) {\n    Text(\"}\")\n} // trailing"
        let expanded = try preview(source, line: 2, column: 14).get()
        XCTAssertEqual(expanded, """
            nonisolated private struct $s3App0015Screen_fMf_7PreviewfMu_: ViewTree.PreviewRegistry {
                static let fileID = "App/Screen.swift"
                static let line = 4
                static let column = 1
                @MainActor static func makePreview() -> ViewTree.Preview {
                    ViewTree.Preview("Wide", traits: .landscapeLeft) {
                Text("}")
            }
                }
            }
            """)
    }

    func testAPreviewWithoutABodyIsAnError() {
        XCTAssertEqual(try? preview("#Preview").get(), nil)
        guard case let .failure(diagnostic) = preview("#Preview") else { return XCTFail("expanded") }
        XCTAssertEqual(diagnostic.message, "#Preview needs a body: #Preview { ContentView() }")
        XCTAssertEqual(diagnostic.offset, 40)
        XCTAssertEqual(diagnostic.fileName, "/src/App/Screen.swift")
    }

    func testAnEntryBecomesAccessorsAndAKey() throws {
        XCTAssertEqual(
            try entry("@Entry var accent: Color = .blue", role: "accessor").get(),
            "get { self[__Key_accent.self] }\nset { self[__Key_accent.self] = newValue }")
        XCTAssertEqual(
            try entry("/// Docs.\n@Entry public var accent: Color = .blue", role: "peer").get(),
            "private struct __Key_accent: ViewTree.EnvironmentKey {\n    static var defaultValue: Color { .blue }\n}")
    }

    func testAnEntryReadsTypesAndDefaultsWithBracketsStringsAndEquals() throws {
        XCTAssertEqual(
            try entry(#"@Entry var map: [String: (Int) -> Bool] = ["a=b": { $0 == 1 }]"#, role: "peer").get(),
            "private struct __Key_map: ViewTree.EnvironmentKey {\n    static var defaultValue: [String: (Int) -> Bool] { [\"a=b\": { $0 == 1 }] }\n}")
        XCTAssertEqual(
            try entry("@Entry @MainActor var `default`: Int? // none", role: "peer").get(),
            "private struct __Key_default: ViewTree.EnvironmentKey {\n    static var defaultValue: Int? { nil }\n}")
        XCTAssertEqual(
            try entry("@Entry var count = 3", role: "peer").get(),
            "private struct __Key_count: ViewTree.EnvironmentKey {\n    static let defaultValue = 3\n}")
    }

    func testAnEntryMistakeSaysWhatToWrite() {
        func message(_ result: Result<String, MacroDiagnostic>) -> String? {
            if case let .failure(diagnostic) = result { diagnostic.message } else { nil }
        }
        XCTAssertEqual(
            message(entry("@Entry var count: Int", role: "peer")),
            "@Entry needs a default value: @Entry var count: Int = default")
        XCTAssertEqual(
            message(entry("@Entry let count = 1", role: "peer")),
            "@Entry applies to a variable: @Entry var name: Value = default")
        XCTAssertEqual(
            message(entry("@Entry var count = 1", role: "peer", in: "extension Transaction {}")),
            "@Entry is written in an extension of EnvironmentValues, FocusedValues, not of Transaction")
    }

    func testAFocusedValuesEntryIsAKeyOfTheWrappedType() throws {
        let context = "extension FocusedValues {}"
        XCTAssertEqual(
            try entry("@Entry var note: Note?", role: "accessor", in: context).get(),
            "get { self[__Key_note.self] }\nset { self[__Key_note.self] = newValue }")
        XCTAssertEqual(
            try entry("@Entry var note: Binding<Note>?", role: "peer", in: context).get(),
            "private struct __Key_note: ViewTree.FocusedValueKey {\n    typealias Value = Binding<Note>\n}")
        XCTAssertEqual(
            try entry("@Entry var count: Int? = nil", role: "peer", in: context).get(),
            "private struct __Key_count: ViewTree.FocusedValueKey {\n    typealias Value = Int\n}")
        guard case let .failure(diagnostic) = entry("@Entry var count: Int = 1", role: "peer", in: context) else {
            return XCTFail("expanded")
        }
        XCTAssertEqual(
            diagnostic.message, "@Entry in FocusedValues needs an optional type and no default: @Entry var count: Value?")
    }

    func testTheScannerKnowsCommentsStringsAndInterpolations() {
        let source = SwiftSource(##"a(/* ) */ "x)\(f(")")) y" , #"raw"# ) = 1"##)
        let equals = source.firstTopLevel(UInt8(ascii: "="), in: 0..<source.bytes.count)
        XCTAssertEqual(equals.map { source.text($0..<source.bytes.count) }, "= 1")
        XCTAssertEqual(source.afterClosingBracket(of: 1), source.bytes.count - 4)
    }
}
