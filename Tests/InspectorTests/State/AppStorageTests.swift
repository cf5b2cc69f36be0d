import Foundation
import Inspector
import ViewTree
import XCTest

private enum Sort: String {
    case name, date
}

private struct Settings: View {
    @AppStorage("showsBadges") var showsBadges = true
    @AppStorage("launches") var launches = 0
    @AppStorage("sort") var sort = Sort.name
    @AppStorage("nickname") var nickname: String?

    var body: some View {
        VStack {
            Button(showsBadges ? "Hide badges" : "Show badges") { showsBadges.toggle() }
            Button("Launches: \(launches)") { launches += 1 }
            Button("Sort by \(sort.rawValue)") { sort = sort == .name ? .date : .name }
            Text(nickname ?? "no nickname")
        }
    }
}

/// Two views reading one key: a write through one is seen by the other.
private struct BadgeMirror: View {
    @AppStorage("showsBadges") var showsBadges = true
    var body: some View {
        Text(showsBadges ? "badges on" : "badges off")
    }
}

private struct Screen: View {
    var body: some View {
        VStack {
            Settings()
            BadgeMirror()
        }
    }
}

final class AppStorageTests: XCTestCase {
    private var defaults: UserDefaults!
    private let suiteName = "AppStorageTests"

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: suiteName)
        defaults.removePersistentDomain(forName: suiteName)
    }

    override func tearDown() {
        ViewHosting.expel()
        defaults.removePersistentDomain(forName: suiteName)
        super.tearDown()
    }

    func testValuesComeFromTheStoreOrTheDefault() throws {
        defaults.set(false, forKey: "showsBadges")
        defaults.set(7, forKey: "launches")
        defaults.set("date", forKey: "sort")
        let sut = Settings().defaultAppStorage(defaults)
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.button(0).labelView().text().string(), "Show badges")
        XCTAssertEqual(try vStack.button(1).labelView().text().string(), "Launches: 7")
        XCTAssertEqual(try vStack.button(2).labelView().text().string(), "Sort by date")
        XCTAssertEqual(try vStack.text(3).string(), "no nickname")
        defaults.removePersistentDomain(forName: suiteName)
        XCTAssertEqual(try Settings().defaultAppStorage(defaults).inspect().vStack().button(1).labelView().text().string(), "Launches: 0")
    }

    func testWritesGoToTheStore() throws {
        let sut = Settings().defaultAppStorage(defaults)
        let handle = try sut.inspect()
        try handle.find(button: "Hide badges").tap()
        try handle.find(button: "Launches: 0").tap()
        try handle.find(button: "Sort by name").tap()
        XCTAssertEqual(defaults.object(forKey: "showsBadges") as? Bool, false)
        XCTAssertEqual(defaults.object(forKey: "launches") as? Int, 1)
        XCTAssertEqual(defaults.object(forKey: "sort") as? String, "date")
        XCTAssertNoThrow(try handle.find(button: "Show badges"), "the same handle shows the new value")
        XCTAssertNoThrow(try handle.find(button: "Launches: 1"))
    }

    func testAWriteIsSeenByEveryViewReadingTheKey() throws {
        let hosted = ViewHosting.host(view: Screen().defaultAppStorage(defaults))
        XCTAssertNoThrow(try hosted.inspect().find(text: "badges on"))
        try hosted.inspect().find(button: "Hide badges").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "badges off"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "Show badges"))
        let handle = try Screen().defaultAppStorage(defaults).inspect()
        try handle.find(button: "Show badges").tap()
        XCTAssertNoThrow(try handle.find(text: "badges on"))
    }

    func testOptionalValuesAndTheBinding() throws {
        let sut = Settings().defaultAppStorage(defaults)
        let settings = try sut.inspect().view(Settings.self).actualView()
        settings.$nickname.wrappedValue = "ace"
        XCTAssertEqual(defaults.string(forKey: "nickname"), "ace")
        XCTAssertEqual(try sut.inspect().find(ViewType.Text.self).string(), "ace")
        settings.nickname = nil
        XCTAssertNil(defaults.object(forKey: "nickname"), "writing nil removes the key")
    }

    func testAnExplicitStoreWinsOverTheEnvironment() throws {
        struct Pinned: View {
            let store: UserDefaults
            var body: some View {
                Reader(count: AppStorage(wrappedValue: 0, "count", store: store))
            }
        }
        struct Reader: View {
            @AppStorage var count: Int
            init(count: AppStorage<Int>) {
                _count = count
            }
            var body: some View { Text("\(count)") }
        }
        let other = UserDefaults(suiteName: "AppStorageTests.other")!
        defer { other.removePersistentDomain(forName: "AppStorageTests.other") }
        other.set(4, forKey: "count")
        defaults.set(9, forKey: "count")
        XCTAssertEqual(try Pinned(store: other).defaultAppStorage(defaults).inspect().find(ViewType.Text.self).string(), "4")
    }

    func testStoredTypes() throws {
        struct AllTypes: View {
            @AppStorage("double") var double = 1.5
            @AppStorage("url") var url = URL(string: "https://example.com")!
            @AppStorage("data") var data = Data([1])
            @AppStorage("date") var date = Date(timeIntervalSince1970: 0)
            @AppStorage("number") var number: Int?
            @AppStorage("flag") var flag: Bool?
            var body: some View {
                Text("\(double) \(url.host ?? "") \(data.count) \(date.timeIntervalSince1970) \(number ?? -1) \(flag ?? false)")
            }
        }
        XCTAssertEqual(
            try AllTypes().defaultAppStorage(defaults).inspect().text().string(), "1.5 example.com 1 0.0 -1 false")
        defaults.set(2, forKey: "double")
        defaults.set("https://swift.org", forKey: "url")
        defaults.set(Data([1, 2, 3]), forKey: "data")
        defaults.set(Date(timeIntervalSince1970: 60), forKey: "date")
        defaults.set(5, forKey: "number")
        defaults.set(true, forKey: "flag")
        XCTAssertEqual(
            try AllTypes().defaultAppStorage(defaults).inspect().text().string(), "2.0 swift.org 3 60.0 5 true")
        try AllTypes().defaultAppStorage(defaults).inspect().view(AllTypes.self).actualView().url = URL(string: "https://a.org")!
        XCTAssertEqual(defaults.string(forKey: "url"), "https://a.org", "URLs are stored as their absolute string")
    }

    func testTheModifierIsNamedAsWritten() throws {
        let dump = try Text("a").defaultAppStorage(defaults).inspect().text().treeDump()
        XCTAssertTrue(dump.hasPrefix("text() \"a\" .defaultAppStorage("), dump)
    }
}
