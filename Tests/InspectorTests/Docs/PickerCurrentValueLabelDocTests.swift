import Foundation
import Inspector
import ViewTree
import XCTest

// The current value label example of Docs/Controls.md's "Pickers", as written there.

private struct Player: View {
    @State var song = "Intro"
    var body: some View {
        Picker("Song", selection: $song) {
            ForEach(["Intro", "Finale"], id: \.self) { Text("Play \($0)") }
        } currentValueLabel: {
            Text(song.uppercased())
        }
    }
}

final class PickerCurrentValueLabelDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testCurrentValueLabelAndImageResource() throws {
        let hosted = ViewHosting.host(view: Player())
        try hosted.inspect().picker().select(value: "Finale")
        XCTAssertEqual(try hosted.inspect().picker().currentValueLabelView().text().string(), "FINALE")

        let themed = Picker("Theme", image: ImageResource(name: "palette", bundle: .main), selection: .constant(1)) {
            Text("Light").tag(1)
        }
        XCTAssertEqual(try themed.inspect().picker().labelView().label().icon().image().actualImage().name(), "palette")
    }
}
