import Inspector
import ViewTree
import XCTest

// `pathToRoot` round trips through input controls: every view search finds in a screen that
// uses every form of each control's parts evaluates, as a chain, back to that very view.

private struct Settings: View {
    @State var wifi = true
    @State var name = ""
    @State var password = ""
    @State var notes = "Remember"

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle(isOn: $wifi) {
                Label("Bluetooth", systemImage: "wave.3.right")
                Text("Nearby devices")
            }
            TextField("Name", text: $name)
            TextField("Nickname", text: $name, prompt: Text("Optional"))
            TextField("Bio", text: $name, prompt: Text("About you"), axis: .vertical)
            TextField(text: $name, prompt: Text("you@example.com")) {
                HStack {
                    Image(systemName: "envelope")
                    Text("Email")
                }
            }
            SecureField("Password", text: $password)
            SecureField("PIN", text: $password, prompt: Text("Four digits"))
            SecureField(text: $password, prompt: Text("Secret")) { Label("Passphrase", systemImage: "key") }
            TextEditor(text: $notes)
        }
    }
}

private struct Mixer: View {
    @State var volume = 0.5
    @State var count = 3

    var body: some View {
        VStack {
            Slider(value: $volume)
            Slider(value: $volume, in: 0...10) { Text("Volume") }
            Slider(value: $volume, in: 0...10, step: 2) {
                Text("Gain")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            Slider(value: $volume, in: 0...1) {
                Label("Balance", systemImage: "dial")
            } minimumValueLabel: {
                Text("L")
            } maximumValueLabel: {
                Text("R")
            }
            Stepper("Count: \(count)", value: $count, in: 0...10)
            Stepper(value: $count, step: 2) {
                HStack {
                    Text("By two")
                    Text("\(count)")
                }
            }
            Stepper {
                Label("Custom", systemImage: "plus.forwardslash.minus")
            } onIncrement: {
                count += 1
            } onDecrement: {
                count -= 1
            }
            Stepper("Only down", onIncrement: nil, onDecrement: { count -= 1 })
        }
    }
}

final class InputControlPathTests: XCTestCase {
    func testEveryPathThroughTogglesAndTextInputsIsAChain() throws {
        try assertEveryPathIsAChain(of: Settings(), types: ["Settings": ViewToken<Settings>()])
    }

    func testEveryPathThroughSlidersAndSteppersIsAChain() throws {
        try assertEveryPathIsAChain(of: Mixer(), types: ["Mixer": ViewToken<Mixer>()])
    }

    func testEveryPathThroughAControlAtTheRootIsAChain() throws {
        try assertEveryPathIsAChain(of: Toggle(isOn: .constant(false)) { Text("A"); Text("B") })
        try assertEveryPathIsAChain(of: TextField("Title", text: .constant(""), prompt: Text("Prompt")))
        try assertEveryPathIsAChain(of: SecureField("Title", text: .constant(""), prompt: Text("Prompt")))
        try assertEveryPathIsAChain(
            of: Slider(value: .constant(1.0), in: 0...2) { Text("S") } minimumValueLabel: { Text("0") } maximumValueLabel: {
                Text("2")
            })
        try assertEveryPathIsAChain(of: Stepper("Steps", value: .constant(1)))
    }

    func testPathsThroughControlPartsAreTheCallsThatReachThem() throws {
        let settings = try Settings().inspect()
        XCTAssertEqual(
            try settings.find(text: "Nearby devices").pathToRoot, "view(Settings.self).vStack().toggle(1).labelView().text(1)")
        XCTAssertEqual(try settings.find(text: "About you").pathToRoot, "view(Settings.self).vStack().textField(4).prompt()")
        XCTAssertEqual(
            try settings.find(text: "Email").pathToRoot, "view(Settings.self).vStack().textField(5).labelView().hStack().text(1)")
        XCTAssertEqual(try settings.find(text: "Secret").pathToRoot, "view(Settings.self).vStack().secureField(8).prompt()")
        XCTAssertEqual(
            try settings.find(ViewType.TextEditor.self).pathToRoot, "view(Settings.self).vStack().textEditor(9)")
        let mixer = try Mixer().inspect()
        XCTAssertEqual(
            try mixer.find(ViewType.Image.self, where: { try $0.actualImage().name() == "speaker.wave.3" }).pathToRoot,
            "view(Mixer.self).vStack().slider(2).maximumValueLabelView().image()")
        XCTAssertEqual(
            try mixer.find(text: "L").pathToRoot, "view(Mixer.self).vStack().slider(3).minimumValueLabelView().text()")
        XCTAssertEqual(
            try mixer.find(text: "By two").pathToRoot, "view(Mixer.self).vStack().stepper(5).labelView().hStack().text(0)")
    }
}
