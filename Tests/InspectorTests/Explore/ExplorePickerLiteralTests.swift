import Inspector
import ViewTree
import XCTest

/// Pickers are given only values a reproduction can write as literals.
final class ExplorePickerLiteralTests: XCTestCase {
    struct Size: Hashable {
        let points: Int
    }

    struct Sizes: View {
        @State var size = Size(points: 12)
        @State var scale: Float = 1
        @State var name = "Inter"
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    ForEach([12, 14], id: \.self) { Text("\($0) pt").tag(Size(points: $0)) }
                }
                Picker("Scale", selection: $scale) {
                    Text("1×").tag(Float(1))
                    Text("2×").tag(Float(2))
                }
                Picker("Font", selection: $name) {
                    Text("Inter").tag("Inter")
                    Text("Quote \"Mono\"").tag("Quote \"Mono\"\n")
                }
            }
        }
    }

    func testOptionsTaggedWithValuesNoLiteralWritesAreNotPicked() throws {
        let report = try explore(maxDepth: 1) { Sizes() }
        XCTAssertEqual(report.states, 2, "only the font picker moves")
        XCTAssertEqual(report.actionsTaken, 1)
        let size = try XCTUnwrap(report.coverage.first { $0.name == "Size" })
        XCTAssertEqual(size.acted, 0)
    }

    struct Escaped: View {
        @State var name = "Inter"
        var body: some View {
            Picker("Font", selection: $name) {
                Text("Inter").tag("Inter")
                Text("Mono").tag("Quote \"Mono\"\n\0")
            }
        }
    }

    func testStringsAreWrittenAsSwiftLiterals() throws {
        let report = try explore { Escaped() } invariant: { screen in
            if try screen.find(ViewType.Picker.self).selectedValue(String.self) != "Inter" { throw ExploreViolation("moved") }
        }
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            [#"try hosted.inspect().findUnique(role: .picker, name: "Font").picker().select(value: "Quote \"Mono\"\n\0")"#])
    }
}
