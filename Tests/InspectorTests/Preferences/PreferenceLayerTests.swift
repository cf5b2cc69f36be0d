import Foundation
import Inspector
import ViewTree
import XCTest

private struct Tabs: View {
    var body: some View {
        VStack {
            Text("Inbox").preference(key: NamesKey.self, value: ["Inbox"])
            Text("Sent").preference(key: NamesKey.self, value: ["Sent"])
        }
        .overlayPreferenceValue(NamesKey.self) { names in
            Text(names.joined(separator: " · "))
        }
        .backgroundPreferenceValue(NamesKey.self, alignment: .top) { names in
            Text("\(names.count) tabs")
        }
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: their views are built from the
/// value the view they modify produces, reached by their readers and by search.
final class PreferenceLayerTests: XCTestCase {
    func testTheOverlayIsBuiltFromTheValueBelow() throws {
        let overlay = try Tabs().inspect().vStack().overlayPreferenceValue()
        XCTAssertEqual(try overlay.text().string(), "Inbox · Sent")
        XCTAssertEqual(try overlay.alignment(), .center)
    }

    func testTheBackgroundIsBuiltFromTheValueBelow() throws {
        let background = try Tabs().inspect().vStack().backgroundPreferenceValue()
        XCTAssertEqual(try background.text().string(), "2 tabs")
        XCTAssertEqual(try background.alignment(), .top)
    }

    func testSearchFindsTextInsideThePreferenceLayers() throws {
        let sut = try Tabs().inspect()
        let found = try sut.find(text: "Inbox · Sent")
        XCTAssertEqual(found.pathToRoot, "view(Tabs.self).vStack().overlayPreferenceValue().text()")
        XCTAssertNoThrow(try sut.find(text: "2 tabs"))
    }

    func testTheLayerReadsOnlyWhatIsInsideItsModifier() throws {
        let view = Text("a")
            .preference(key: NamesKey.self, value: ["inside"])
            .overlayPreferenceValue(NamesKey.self) { names in Text(names.joined()) }
            .preference(key: NamesKey.self, value: ["outside"])
        XCTAssertEqual(try view.inspect().text().overlayPreferenceValue().text().string(), "inside")
        XCTAssertEqual(try view.inspect().text().preferenceValue(NamesKey.self), ["outside"])
    }

    func testAnAnchorIsResolvedByAGeometryReaderInTheOverlay() throws {
        let view = VStack {
            Text("Target").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .frame(width: 320, height: 48)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Text("highlight \(Int(proxy[anchor].width))×\(Int(proxy[anchor].height))")
                }
            }
        }
        XCTAssertNoThrow(try view.inspect().find(text: "highlight 320×48"))
    }

    func testAViewWithoutOneSaysSo() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().overlayPreferenceValue()) { error in
            XCTAssertEqual(
                "\(error)", "text().overlayPreferenceValue(): Text has no overlayPreferenceValue; it has no modifiers")
        }
    }

    func testTheTreeDumpNamesTheModifiersWithTheirKeys() throws {
        let dump = try Tabs().inspect().treeDump()
        XCTAssertTrue(dump.contains(".overlayPreferenceValue(NamesKey.self)"), dump)
        XCTAssertTrue(dump.contains(".preference(key: NamesKey.self)"), dump)
    }
}
