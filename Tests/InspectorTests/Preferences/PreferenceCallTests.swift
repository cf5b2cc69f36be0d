import Foundation
import Inspector
import ViewTree
import XCTest

/// `callOnPreferenceChange`: runs a view's `onPreferenceChange` action with a value, picked by
/// the value's type or by the key.
final class PreferenceCallTests: XCTestCase {
    private func watched(_ log: PreferenceLog) -> some View {
        Text("a")
            .onPreferenceChange(NamesKey.self) { log.names.append($0) }
            .onPreferenceChange(CountKey.self) { log.counts.append($0) }
            .onPreferenceChange(CountKey.self) { log.counts.append($0 * 10) }
    }

    func testTheValuesTypePicksTheAction() throws {
        let log = PreferenceLog()
        let sut = try watched(log).inspect().text()
        try sut.callOnPreferenceChange(["Inbox"])
        try sut.callOnPreferenceChange(2)
        try sut.callOnPreferenceChange(3, index: 1)
        XCTAssertEqual(log.names, [["Inbox"]])
        XCTAssertEqual(log.counts, [2, 30])
    }

    func testTheKeyPicksTheAction() throws {
        let log = PreferenceLog()
        try watched(log).inspect().text().callOnPreferenceChange(CountKey.self, value: 4, index: 1)
        XCTAssertEqual(log.counts, [40])
    }

    func testAViewWithoutOneSaysSo() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().callOnPreferenceChange(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callOnPreferenceChange(_:): Text has no onPreferenceChange (a key whose value is Int); it has no modifiers")
        }
        let log = PreferenceLog()
        XCTAssertThrowsError(try watched(log).inspect().text().callOnPreferenceChange(NamesKey.self, value: [], index: 1)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callOnPreferenceChange(NamesKey.self, value:, index:): index 1 is out of range:"
                    + " Text has 1 onPreferenceChange(NamesKey.self) modifier (valid indices: 0...0)")
        }
    }
}
