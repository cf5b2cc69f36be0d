import Inspector
import ViewTree
import XCTest

/// Each kind of action `explore(...)` takes: what it does, and the code it prints. Each screen
/// has an invariant that fails in the one state the action reaches, so the violation's path is
/// that action.
final class ExploreActionKindTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// The single action of the first violation, as code.
    private func firstPath(_ report: ExploreReport) -> [String] {
        report.violations.first?.actions.map(\.swiftCode) ?? []
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    func testAButtonIsTapped() throws {
        let report = try explore(maxDepth: 1) { Counter() } invariant: { screen in
            if (try? screen.find(text: "Count 1")) != nil { throw ExploreViolation("counted") }
        }
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("counted")])
        XCTAssertEqual(firstPath(report), [#"try hosted.inspect().findUnique(role: .button, name: "Add").button().tap()"#])
        XCTAssertEqual(report.violations.first?.actions.map(\.description), [#"tap Button "Add""#])
    }

    struct Help: View {
        @State var opened: [URL] = []
        var body: some View {
            VStack {
                Text("Opened \(opened.count)")
                Link("Help", destination: URL(string: "https://example.com/help")!)
            }
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url)
                return .handled
            })
        }
    }

    func testALinkIsTappedThroughOpenURL() throws {
        let report = try explore(maxDepth: 1) { Help() } invariant: { screen in
            if (try? screen.find(text: "Opened 1")) != nil { throw ExploreViolation("opened") }
        }
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(firstPath(report), [#"try hosted.inspect().findUnique(role: .link, name: "Help").link().tap()"#])
    }

    struct Wifi: View {
        @State var isOn = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn)
        }
    }

    func testAToggleIsFlippedBothWays() throws {
        let report = try explore { Wifi() } invariant: { screen in
            if try screen.find(ViewType.Toggle.self).isOn() { throw ExploreViolation("on") }
        }
        // Off, on, and flipping back is off again.
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.actionsTaken, 2)
        XCTAssertEqual(report.endedBy, .exhausted)
        XCTAssertEqual(firstPath(report), [#"try hosted.inspect().findUnique(role: .toggle, name: "Wi-Fi").toggle().tap()"#])
    }

    enum Flavor: String, CaseIterable, Hashable {
        case vanilla, chocolate, mint
    }

    struct Flavors: View {
        var segmented = false
        @State var flavor = Flavor.vanilla
        var body: some View {
            let picker = Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
            }
            if segmented {
                picker.pickerStyle(.segmented)
            } else {
                picker
            }
        }
    }

    func testEachOptionOfAPickerIsPicked() throws {
        for segmented in [false, true] {
            let report = try explore { Flavors(segmented: segmented) } invariant: { screen in
                if try screen.find(ViewType.Picker.self).selectedValue(Flavor.self) == .mint { throw ExploreViolation("mint") }
            }
            XCTAssertEqual(report.states, 3, "segmented: \(segmented)")
            // From each state, the two options not chosen.
            XCTAssertEqual(report.actionsTaken, 6, "segmented: \(segmented)")
            XCTAssertEqual(
                firstPath(report),
                [#"try hosted.inspect().findUnique(role: .picker, name: "Flavor").picker().select(value: ExploreActionKindTests.Flavor.mint)"#],
                "segmented: \(segmented)")
        }
    }

    struct Servings: View {
        @State var count = 1
        var body: some View {
            Stepper("Servings \(count)", value: $count, in: 0...2)
        }
    }

    func testAStepperIsSteppedBothWays() throws {
        let report = try explore { Servings() } invariant: { screen in
            if (try? screen.find(text: "Servings 0")) != nil { throw ExploreViolation("none") }
        }
        XCTAssertEqual(report.states, 3)
        XCTAssertEqual(firstPath(report), [#"try hosted.inspect().findUnique(role: .stepper, name: "Servings 1").stepper().decrement()"#])
    }

    struct Votes: View {
        @State var count = 0
        var body: some View {
            Stepper("Votes \(count)", onIncrement: { count += 1 }, onDecrement: nil)
        }
    }

    func testAStepperWayMadeNilIsNotTried() throws {
        let report = try explore(maxDepth: 2) { Votes() }
        XCTAssertEqual(report.states, 3)
        XCTAssertEqual(report.violations, [])
        XCTAssertEqual(report.endedBy, .maxDepth)
    }

    struct Volume: View {
        @State var level = 2.0
        var body: some View {
            Slider(value: $level, in: 0...10) { Text("Volume") }
        }
    }

    func testASliderIsMovedToItsBoundsAndMiddle() throws {
        let report = try explore { Volume() } invariant: { screen in
            if try screen.find(ViewType.Slider.self).value() == 5 { throw ExploreViolation("half") }
        }
        // 2 at first, then 0, 5 and 10.
        XCTAssertEqual(report.states, 4)
        XCTAssertEqual(firstPath(report), [#"try hosted.inspect().findUnique(role: .slider, name: "Volume").slider().setValue(5.0)"#])
    }

    struct Search: View {
        @State var query = ""
        @State var submitted = "nothing"
        var body: some View {
            VStack {
                TextField("Query", text: $query).onSubmit { submitted = query }
                Text("Searched \(submitted)")
            }
        }
    }

    func testEachInputIsTypedAndTheFieldSubmitted() throws {
        let report = try explore(inputs: ["tea", "日本"]) { Search() } invariant: { screen in
            if (try? screen.find(text: "Searched 日本")) != nil { throw ExploreViolation("searched") }
        }
        XCTAssertEqual(
            firstPath(report),
            [
                #"try hosted.inspect().findUnique(role: .textField, name: "Query").textField().setInput("日本")"#,
                #"try hosted.inspect().findUnique(role: .textField, name: "Query").textField().callOnSubmit()"#,
            ])
        XCTAssertEqual(report.violations.first?.actions.map(\.description), [#"type "日本" into TextField "Query""#, #"submit TextField "Query""#])
    }

    func testTheStandardInputsAreTyped() throws {
        var typed: Set<String> = []
        _ = try explore(maxDepth: 1) { Search() } invariant: { screen in
            typed.insert(try screen.find(ViewType.TextField.self).input())
        }
        XCTAssertEqual(typed, Set(ExploreInputs.standard))
        XCTAssertEqual(ExploreInputs.standard.count, 6)
    }

    struct Age: View {
        @State var age = 30
        var body: some View {
            TextField("Age", value: $age, format: .number)
        }
    }

    func testAFieldWithAFormatIsTypedOnlyWhatItParses() throws {
        var typed: Set<String> = []
        let report = try explore(maxDepth: 1) { Age() } invariant: { screen in
            typed.insert(try screen.find(ViewType.TextField.self).input())
        }
        // Of the standard inputs, only "12345" parses.
        XCTAssertEqual(report.violations, [])
        XCTAssertEqual(typed, ["30", "12,345"])
        XCTAssertEqual(report.actionsTaken, 1)
    }

    struct Login: View {
        @State var password = ""
        var body: some View {
            VStack {
                SecureField("Password", text: $password)
                Text(password.isEmpty ? "empty" : "filled")
            }
        }
    }

    func testASecureFieldIsTyped() throws {
        let report = try explore(inputs: ["hunter2"]) { Login() } invariant: { screen in
            if (try? screen.find(text: "filled")) != nil { throw ExploreViolation("filled") }
        }
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(firstPath(report), [#"try hosted.inspect().findUnique(role: .textField, name: "Password").secureField().setInput("hunter2")"#])
    }

    struct Locked: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }.disabled(true)
                Toggle("Hidden", isOn: .constant(false)).hidden()
            }
        }
    }

    func testDisabledAndHiddenControlsAreNotActedOn() throws {
        let report = try explore { Locked() }
        XCTAssertEqual(report.states, 1)
        XCTAssertEqual(report.actionsTaken, 0)
        XCTAssertEqual(report.neverEnabled.map(\.control), [#"Button "Add""#, #"Toggle "Hidden""#])
    }
}
