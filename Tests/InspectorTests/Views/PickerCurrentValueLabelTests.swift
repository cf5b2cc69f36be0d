import Inspector
import ViewTree
import XCTest

private enum Song: String, Hashable, CaseIterable {
    case intro = "Intro", finale = "Finale"
}

private struct Player: View {
    @State var song = Song.intro
    var body: some View {
        Picker("Song", selection: $song) {
            ForEach(Song.allCases, id: \.self) { Text("Play \($0.rawValue)") }
        } currentValueLabel: {
            Text(song.rawValue)
        }
    }
}

private struct Track: Hashable {
    var song: Song
}

/// `Picker`'s `currentValueLabel:` forms: the view shown for the current value, reached with
/// `currentValueLabelView()`.
final class PickerCurrentValueLabelTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testEveryFormKeepsItsLabelAndCurrentValueLabel() throws {
        let song = Binding(wrappedValue: Song.intro)
        let options = { Text("Intro").tag(Song.intro) }
        let built = Picker(selection: song, content: options, label: { Text("Built") }, currentValueLabel: { Text("B") })
        XCTAssertEqual(try built.inspect().picker().labelView().text().string(), "Built")
        XCTAssertEqual(try built.inspect().picker().currentValueLabelView().text().string(), "B")
        let key = Picker("Key", selection: song, content: options) { Text("K") }
        XCTAssertEqual(try key.inspect().picker().labelView().text().string(), "Key")
        XCTAssertEqual(try key.inspect().picker().currentValueLabelView().text().string(), "K")
        let title = "Title"
        let string = Picker(title, selection: song, content: options) { Image(systemName: "music.note") }
        XCTAssertEqual(try string.inspect().picker().labelView().text().string(), "Title")
        XCTAssertEqual(try string.inspect().picker().currentValueLabelView().image().actualImage().name(), "music.note")
        let symbol = Picker("Symbol", systemImage: "music.note", selection: song, content: options) { Text("S") }
        XCTAssertEqual(try symbol.inspect().picker().labelView().label().icon().image().actualImage().name(), "music.note")
        XCTAssertEqual(try symbol.inspect().picker().currentValueLabelView().text().string(), "S")
        let symbolString = Picker(title, systemImage: "music", selection: song, content: options) { Text("T") }
        XCTAssertEqual(try symbolString.inspect().picker().labelView().label().title().text().string(), "Title")
        XCTAssertEqual(try symbolString.inspect().picker().currentValueLabelView().text().string(), "T")
        XCTAssertEqual(try symbolString.inspect().picker().text(0).string(), "Intro")
    }

    func testSourcesFormsShowTheSharedValue() throws {
        let tracks = Binding(wrappedValue: [Track(song: .finale), Track(song: .finale)])
        let options = { ForEach(Song.allCases, id: \.self) { Text($0.rawValue) } }
        let shared = tracks.wrappedValue.first?.song.rawValue ?? ""
        let key = Picker("Song", sources: tracks, selection: \.song, content: options) { Text(shared) }
        XCTAssertEqual(try key.inspect().picker().currentValueLabelView().text().string(), "Finale")
        XCTAssertEqual(try key.inspect().picker().selectedValue(Song.self), .finale)
        let title = "Song"
        let string = Picker(title, sources: tracks, selection: \.song, content: options) { Text("S") }
        XCTAssertEqual(try string.inspect().picker().currentValueLabelView().text().string(), "S")
        let built = Picker(sources: tracks, selection: \.song, content: options, label: { Text("L") }) { Text("C") }
        XCTAssertEqual(try built.inspect().picker().labelView().text().string(), "L")
        XCTAssertEqual(try built.inspect().picker().currentValueLabelView().text().string(), "C")
        try built.inspect().picker().select(value: Song.intro)
        XCTAssertEqual(tracks.wrappedValue.map(\.song), [.intro, .intro])
        let symbol = Picker("Song", systemImage: "music.note", sources: tracks, selection: \.song, content: options) {
            Text("K")
        }
        XCTAssertEqual(try symbol.inspect().picker().currentValueLabelView().text().string(), "K")
        let symbolString = Picker(title, systemImage: "music", sources: tracks, selection: \.song, content: options) {
            Text("M")
        }
        XCTAssertEqual(try symbolString.inspect().picker().labelView().label().title().text().string(), "Song")
        XCTAssertEqual(try symbolString.inspect().picker().currentValueLabelView().text().string(), "M")
    }

    func testAPickerWithoutOneThrows() throws {
        let sut = Picker("Song", selection: .constant(Song.intro)) { Text("Intro").tag(Song.intro) }
        XCTAssertThrowsError(try sut.inspect().picker().currentValueLabelView()) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().currentValueLabelView(): Picker's current value label cannot be read: it was built without one")
        }
    }

    func testHostedLabelFollowsTheSelection() throws {
        let hosted = ViewHosting.host(view: Player())
        XCTAssertEqual(try hosted.inspect().find(ViewType.Picker.self).currentValueLabelView().text().string(), "Intro")
        try hosted.inspect().find(ViewType.Picker.self).select(value: Song.finale)
        let picker = try hosted.inspect().find(ViewType.Picker.self)
        XCTAssertEqual(try picker.currentValueLabelView().text().string(), "Finale")
        XCTAssertEqual(try picker.currentValueLabelView().text().pathToRoot, "view(Player.self).picker().currentValueLabelView().text()")
    }

    func testSearchAndTheTreeDumpReachIt() throws {
        let sut = Player()
        let found = try sut.inspect().find(text: "Intro")
        XCTAssertEqual(found.pathToRoot, "view(Player.self).picker().currentValueLabelView().text()")
        XCTAssertEqual(try sut.inspect().find(text: "Play Finale").pathToRoot, "view(Player.self).picker().forEach(0).text(1)")
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            view(Player.self)
              picker()
                forEach(0)
                  text(0) "Play Intro"
                  text(1) "Play Finale"
                labelView().text() "Song"
                currentValueLabelView().text() "Intro"
            """)
    }
}
