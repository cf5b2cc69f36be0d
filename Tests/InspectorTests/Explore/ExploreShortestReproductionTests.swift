import Inspector
import ViewTree
import XCTest

/// A bug that needs exactly three actions is reported with exactly those three, in order, and
/// its reproduction, pasted into a test, fails the same way.
final class ExploreShortestReproductionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    enum Plan: Hashable {
        case free, pro
    }

    /// Continuing needs the terms agreed to and the pro plan; then the total goes negative.
    struct Checkout: View {
        @State var agreed = false
        @State var plan = Plan.free
        @State var total = 10
        var body: some View {
            VStack {
                Text("Total \(total)")
                Toggle("Agree", isOn: $agreed)
                Picker("Plan", selection: $plan) {
                    Text("Free").tag(Plan.free)
                    Text("Pro").tag(Plan.pro)
                }
                Button("Continue") { total -= 20 }.disabled(!agreed || plan != .pro || total < 0)
            }
        }
    }

    private static func noNegativeTotal(_ screen: InspectableView<ViewType.ClassifiedView>) throws {
        let total = try screen.find(ViewType.Text.self).string()
        if total.contains("-") { throw ExploreViolation("negative: \(total)") }
    }

    static let reproduction = """
        // makeScreen() stands for the closure explore(...) made the screen with.
        let hosted = ViewHosting.host(view: makeScreen())
        defer { hosted.expel() }
        try hosted.inspect().findUnique(role: .toggle, name: "Agree").toggle().tap()
        try hosted.inspect().findUnique(role: .picker, name: "Plan").picker().select(value: ExploreShortestReproductionTests.Plan.pro)
        try hosted.inspect().findUnique(role: .button, name: "Continue").button().tap()
        // invariant(_:) stands for the invariant given to explore(...); it throws: negative: Total -10
        try invariant(hosted.inspect())
        """

    func testTheViolationComesWithTheThreeActionsThatReachIt() throws {
        let report = try explore { Checkout() } invariant: { try Self.noNegativeTotal($0) }
        XCTAssertEqual(report.violations.count, 1)
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(violation.kind, .invariant("negative: Total -10"))
        XCTAssertEqual(
            violation.actions.map(\.description), [#"flip Toggle "Agree""#, #"pick .pro in Picker "Plan""#, #"tap Button "Continue""#])
        XCTAssertEqual(violation.reproduction, Self.reproduction)
        XCTAssertTrue(violation.treeDump.contains(#"text(0) "Total -10""#), violation.treeDump)
    }

    // The reproduction above, pasted, with the two closures defined.
    private func makeScreen() -> Checkout { Checkout() }
    private func invariant(_ screen: InspectableView<ViewType.ClassifiedView>) throws { try Self.noNegativeTotal(screen) }

    func testThePastedReproductionFailsTheSameWay() throws {
        XCTAssertThrowsError(
            try {
                // makeScreen() stands for the closure explore(...) made the screen with.
                let hosted = ViewHosting.host(view: makeScreen())
                defer { hosted.expel() }
                try hosted.inspect().findUnique(role: .toggle, name: "Agree").toggle().tap()
                try hosted.inspect().findUnique(role: .picker, name: "Plan").picker().select(value: ExploreShortestReproductionTests.Plan.pro)
                try hosted.inspect().findUnique(role: .button, name: "Continue").button().tap()
                // invariant(_:) stands for the invariant given to explore(...); it throws: negative: Total -10
                try invariant(hosted.inspect())
            }()
        ) { error in
            XCTAssertEqual(error as? ExploreViolation, ExploreViolation("negative: Total -10"))
        }
    }
}
