import Inspector
import XCTest

struct EntryAccount: Equatable, Sendable {
    var name: String
}

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
    /// An optional entry needs no default.
    @Entry var account: EntryAccount?
    @Entry public var itemLimit = 3
    @Entry var tags: [String: [Int]] = ["a": [1, 2]]
}

private struct EntryEntryBadge: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.account) private var account
    @Environment(\.itemLimit) private var itemLimit

    var body: some View {
        Text("\(account?.name ?? "nobody") in \(accentName), \(itemLimit) items")
    }
}

final class EntryTests: XCTestCase {
    func testEntriesDefaultToTheirInitialValues() throws {
        XCTAssertEqual(try EntryEntryBadge().inspect().find(ViewType.Text.self).string(), "nobody in blue, 3 items")
        XCTAssertEqual(EnvironmentValues().tags, ["a": [1, 2]])
    }

    func testEntriesAreWrittenAndReadAsEnvironmentValues() throws {
        let view = EntryEntryBadge()
            .environment(\.accentName, "red")
            .environment(\.account, EntryAccount(name: "Ada"))
            .environment(\.itemLimit, 5)
        XCTAssertEqual(try view.inspect().find(ViewType.Text.self).string(), "Ada in red, 5 items")
        var values = EnvironmentValues()
        values.itemLimit = 9
        XCTAssertEqual(values.itemLimit, 9)
    }
}
