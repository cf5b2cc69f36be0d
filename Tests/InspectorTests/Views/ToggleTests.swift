@testable import Inspector
import ViewTree
import XCTest

private struct Settings: View {
    @State var isWiFiOn = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $isWiFiOn)
            Text(isWiFiOn ? "Connected" : "Offline")
        }
    }
}

/// A label with state of its own, to check that hosted state inside a label is kept.
private struct TapCounter: View {
    @State var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
    }
}

final class ToggleTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTitledWithAKeyAStringAndASubstring() throws {
        let isOn = Binding<Bool>(wrappedValue: true)
        XCTAssertEqual(try Toggle("Key", isOn: isOn).inspect().toggle().labelView().text().string(), "Key")
        let title = "String"
        XCTAssertEqual(try Toggle(title, isOn: isOn).inspect().toggle().labelView().text().string(), "String")
        let substring = "A Substring".dropFirst(2)
        XCTAssertEqual(try Toggle(substring, isOn: isOn).inspect().toggle().labelView().text().string(), "Substring")
    }

    func testTitledWithAnImageTheLabelIsALabel() throws {
        let isOn = Binding<Bool>(wrappedValue: false)
        let system = try Toggle("Wi-Fi", systemImage: "wifi", isOn: isOn).inspect().toggle().labelView().label()
        XCTAssertEqual(try system.title().text().string(), "Wi-Fi")
        XCTAssertEqual(try system.icon().image().actualImage().name(), "wifi")
        XCTAssertTrue(try system.icon().image().actualImage().isSystemImage())
        let title = "Bluetooth"
        let named = try Toggle(title, image: "bt", isOn: isOn).inspect().toggle()
        XCTAssertEqual(try named.labelView().label().title().text().string(), "Bluetooth")
        XCTAssertFalse(try named.labelView().label().icon().image().actualImage().isSystemImage())
        XCTAssertEqual(
            try Toggle("Airplane", image: "plane", isOn: isOn).inspect().find(text: "Airplane").pathToRoot,
            "toggle().labelView().label().title().text()")
        try Toggle(title, systemImage: "bt", isOn: isOn).inspect().toggle().tap()
        XCTAssertTrue(isOn.wrappedValue)
    }

    func testLabelBuiltWithAViewBuilder() throws {
        let sut = Toggle(isOn: .constant(false)) {
            Image(systemName: "bell")
            Text("Notifications")
        }
        let label = try sut.inspect().toggle().labelView()
        XCTAssertEqual(label.count, 2)
        XCTAssertEqual(try label.image(0).actualImage().name(), "bell")
        XCTAssertEqual(try label.text(1).string(), "Notifications")
        XCTAssertEqual(try label.text(1).pathToRoot, "toggle().labelView().text(1)")
    }

    func testIsOnReadsTheBinding() throws {
        XCTAssertTrue(try Toggle("a", isOn: .constant(true)).inspect().toggle().isOn())
        XCTAssertFalse(try Toggle("a", isOn: .constant(false)).inspect().toggle().isOn())
    }

    func testTapFlipsTheBinding() throws {
        var stored = false
        let isOn = Binding(get: { stored }, set: { stored = $0 })
        let sut = Toggle("Wi-Fi", isOn: isOn)
        try sut.inspect().toggle().tap()
        XCTAssertTrue(stored)
        XCTAssertTrue(try sut.inspect().toggle().isOn())
        try sut.inspect().toggle().tap()
        XCTAssertFalse(stored)
    }

    func testTapChangesTheOwnersStateUnhosted() throws {
        let sut = Settings()
        try sut.inspect().vStack().toggle(0).tap()
        XCTAssertTrue(sut.isWiFiOn)
        XCTAssertEqual(try sut.inspect().vStack().text(1).string(), "Connected")
        XCTAssertTrue(try sut.inspect().vStack().toggle(0).isOn())
    }

    func testTapChangesTheOwnersStateHosted() throws {
        let hosted = ViewHosting.host(view: Settings())
        try hosted.inspect().vStack().toggle(0).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Connected")
        XCTAssertTrue(try hosted.inspect().vStack().toggle(0).isOn())
        try hosted.inspect().find(ViewType.Toggle.self).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Offline")
    }

    func testSearchReachesTheLabel() throws {
        let sut = try Settings().inspect()
        let title = try sut.find(text: "Wi-Fi")
        XCTAssertEqual(title.pathToRoot, "view(Settings.self).vStack().toggle(0).labelView().text()")
        XCTAssertEqual(
            try sut.find(ViewType.Toggle.self, containing: "Wi-Fi").pathToRoot, "view(Settings.self).vStack().toggle(0)")
        XCTAssertTrue(try title.parent().toggle().isOn() == false)
    }

    func testPathToRootIsAChain() throws {
        let sut = try Settings().inspect()
        let found = try sut.find(text: "Wi-Fi")
        let chained = try sut.view(Settings.self).vStack().toggle(0).labelView().text()
        XCTAssertEqual(chained.pathToRoot, found.pathToRoot)
        XCTAssertTrue(try chained.node() === found.node())
        let toggle = try sut.find(ViewType.Toggle.self)
        XCTAssertTrue(try sut.view(Settings.self).vStack().toggle(0).node() === toggle.node())
    }

    func testTapOnADisabledToggleThrowsAndChangesNothing() throws {
        let sut = Settings()
        let disabled = VStack { sut }.disabled(true)
        XCTAssertThrowsError(try disabled.inspect().vStack().view(Settings.self, 0).vStack().toggle(0).tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().view(Settings.self, 0).vStack().toggle(0).tap(): Toggle is disabled by .disabled(true)"
                    + " on its ancestor vStack()")
        }
        XCTAssertFalse(sut.isWiFiOn)
        XCTAssertThrowsError(try Toggle("a", isOn: .constant(false)).disabled(true).inspect().toggle().tap()) { error in
            XCTAssertEqual("\(error)", "toggle().tap(): Toggle is disabled by .disabled(true) on itself")
        }
    }

    func testTapOnAHiddenToggleThrows() throws {
        XCTAssertThrowsError(try Toggle("a", isOn: .constant(false)).hidden().inspect().toggle().tap()) { error in
            XCTAssertEqual("\(error)", "toggle().tap(): Toggle is hidden by .hidden() on itself")
        }
    }

    func testUnwrappingAnotherKindThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().toggle()) { error in
            XCTAssertEqual("\(error)", "toggle(): expected Toggle, found Text")
        }
        XCTAssertThrowsError(try HStack { Text("a") }.inspect().hStack().toggle(0)) { error in
            XCTAssertEqual("\(error)", "hStack().toggle(0): expected Toggle, found Text")
        }
    }

    func testTreeDumpShowsTheValue() throws {
        XCTAssertEqual(
            try Toggle("Wi-Fi", isOn: .constant(true)).inspect().treeDump(),
            "toggle() isOn: true\n  labelView().text() \"Wi-Fi\"")
    }

    func testHostedStateInsideTheLabelIsKept() throws {
        let hosted = ViewHosting.host(view: Toggle(isOn: .constant(false)) { TapCounter() })
        try hosted.inspect().find(button: "Taps: 0").tap()
        XCTAssertEqual(try hosted.inspect().toggle().labelView().view(TapCounter.self).actualView().taps, 1)
        XCTAssertNoThrow(try hosted.inspect().find(button: "Taps: 1"))
        let inspected = try hosted.inspect().findAll(TapCounter.self).map { try $0.node().identity }
        XCTAssertEqual(Set(inspected), Set(hosted.graph.renderedViewIdentities))
    }
}
