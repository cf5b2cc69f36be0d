import Inspector
import ViewTree
import XCTest

// "Views using @Binding", "@ObservedObject" and "@State, @Environment or @EnvironmentObject"
// (approaches #1 and #2) of guide-v4.md / guide-v3.md, with only the imports swapped.

private struct BindingView: View {
    @Binding var binding: Bool
    var body: some View {
        Button(action: { self.binding.toggle() }, label: { Text(binding ? "On" : "Off") })
    }
}

private struct ApproachOneView: View {

    @State var flag: Bool = false
    internal var didAppear: ((Self) -> Void)? // 1.

    var body: some View {
        Button(action: {
            self.flag.toggle()
        }, label: { Text(flag ? "True" : "False") })
        .onAppear { self.didAppear?(self) } // 2.
    }
}

extension ApproachOneView: Inspectable {}

private struct ApproachTwoView: View {

    @State var flag: Bool = false
    internal let inspection = Inspection<Self>() // 1.

    var body: some View {
        Button(action: {
            self.flag.toggle()
        }, label: { Text(flag ? "True" : "False") })
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) } // 2.
    }
}

extension ApproachTwoView: Inspectable {}

private struct PublisherView: View {

    @State var flag: Bool = false
    let publisher: PassthroughSubject<Bool, Never>
    internal let inspection = Inspection<Self>()

    var body: some View {
        Text(flag ? "True" : "False")
            .onReceive(publisher) { self.flag = $0 }
            .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

extension PublisherView: Inspectable {}

private final class Settings: ObservableObject {
    @Published var name = "Ada"
}

private struct EnvironmentObjectView: View {
    @EnvironmentObject var settings: Settings
    internal let inspection = Inspection<Self>()

    var body: some View {
        Text(settings.name)
            .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
    }
}

extension EnvironmentObjectView: Inspectable {}

final class StateGuideTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testBindingValueChanges() throws {
        let flag = Binding<Bool>(wrappedValue: false)
        let sut = BindingView(binding: flag)

        XCTAssertFalse(flag.wrappedValue)
        try sut.inspect().button().tap()
        XCTAssertTrue(flag.wrappedValue)
    }

    func testStateValueChanges() {
        var sut = ApproachOneView()
        let exp = sut.on(\.didAppear) { view in
            XCTAssertFalse(try view.actualView().flag)
            try view.button().tap()
            XCTAssertTrue(try view.actualView().flag)
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 0.1)
    }

    func testButtonTogglesFlag() {
        let sut = ApproachTwoView()
        let exp = sut.inspection.inspect { view in
            XCTAssertFalse(try view.actualView().flag)
            try view.button().tap()
            XCTAssertTrue(try view.actualView().flag)
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 0.1)
    }

    func testInspectAfterADelay() {
        let sut = ApproachTwoView()
        let exp = sut.inspection.inspect(after: 0.5) { view in
            XCTAssertEqual(try view.button().labelView().text().string(), "False")
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 1)
    }

    func testPublisherChangingValue() {
        let publisher = PassthroughSubject<Bool, Never>()
        let sut = PublisherView(publisher: publisher)

        let exp1 = sut.inspection.inspect { view in
            XCTAssertFalse(try view.actualView().flag)
            publisher.send(true)
        }

        let exp2 = sut.inspection.inspect(onReceive: publisher) { view in
            XCTAssertTrue(try view.actualView().flag)
            publisher.send(false)
        }

        let exp3 = sut.inspection.inspect(after: 0.2) { view in
            XCTAssertFalse(try view.actualView().flag)
        }

        ViewHosting.host(view: sut)
        wait(for: [exp1, exp2, exp3], timeout: 0.3)
    }

    func testInspectionsForSeveralValues() {
        let publisher = PassthroughSubject<Bool, Never>()
        let sut = PublisherView(publisher: publisher)
        let exp1 = sut.inspection.inspect(onReceive: publisher) { view in
            // First value received
            XCTAssertEqual(try view.text().string(), "True")
        }
        let exp2 = sut.inspection.inspect(onReceive: publisher.dropFirst()) { view in
            // Second value received
            XCTAssertEqual(try view.text().string(), "False")
        }
        ViewHosting.host(view: sut)
        publisher.send(true)
        wait(for: [exp1], timeout: 0.2)
        publisher.send(false)
        wait(for: [exp2], timeout: 0.2)
    }

    func testEnvironmentObjectInjectedBeforeHosting() {
        let settings = Settings()
        let sut = EnvironmentObjectView()
        let exp = sut.inspection.inspect { view in
            XCTAssertEqual(try view.text().string(), "Ada")
            XCTAssertTrue(try view.actualView().settings === settings)
        }
        ViewHosting.host(view: sut.environmentObject(settings))
        wait(for: [exp], timeout: 0.1)
    }
}
