import Inspector
import Testing
import ViewTree
import XCTest

// Every example of Docs/Explore.md, as written there.

@Observable
final class CheckoutModel {
    var quantity = 1
    var coupon = ""
    var total: Int { 10 * quantity - (coupon == "SAVE50" ? 50 : 0) }
}

struct CheckoutScreen: View {
    @Bindable var model: CheckoutModel
    var body: some View {
        VStack {
            Stepper("Quantity \(model.quantity)", value: $model.quantity, in: 1...3)
            TextField("Coupon", text: $model.coupon)
            Text("\(model.total)").accessibilityIdentifier("total")
        }
    }
}

private func noNegativeTotal(_ screen: InspectableView<ViewType.ClassifiedView>) throws {
    let total = try screen.find(viewWithAccessibilityIdentifier: "total").text().string()
    if total.hasPrefix("-") { throw ExploreViolation("negative total \(total)") }
}

struct UnreadScreen: View {
    @State private var unread: Int?
    var body: some View {
        VStack {
            if let unread {
                Text("\(unread) unread").accessibilityIdentifier("unread")
                Button("Mark one read") { self.unread = unread - 1 }
            } else {
                ProgressView("Loading")
            }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(10))
            unread = 2
        }
    }
}

final class ExploreDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    func testWhatATestWrites() throws {
        let report = try explore(maxStates: 300, maxDepth: 6) {
            CheckoutScreen(model: CheckoutModel())   // made afresh for every path replayed
        } invariant: { screen in
            let total = try screen.find(viewWithAccessibilityIdentifier: "total").text().string()
            if total.hasPrefix("-") { throw ExploreViolation("negative total \(total)") }
        }
        XCTAssertEqual(report.violations, [])        // or: try report.assertNoViolations()
    }

    func testACouponFoundByTheInputs() throws {
        let report = try explore(inputs: ExploreInputs.standard + ["SAVE50"]) {
            CheckoutScreen(model: CheckoutModel())
        } invariant: { try noNegativeTotal($0) }
        XCTAssertEqual(
            report.violations.map(\.kind),
            [.invariant("negative total -40"), .invariant("negative total -30"), .invariant("negative total -20")])
        XCTAssertEqual(
            report.violations[0].reproduction,
            #"""
            // makeScreen() stands for the closure explore(...) made the screen with.
            let hosted = ViewHosting.host(view: makeScreen())
            defer { hosted.expel() }
            try hosted.inspect().findUnique(role: .textField, name: "Coupon").textField().setInput("SAVE50")
            // invariant(_:) stands for the invariant given to explore(...); it throws: negative total -40
            try invariant(hosted.inspect())
            """#)
    }

    // The reproduction, pasted into a test with the two closures as functions.
    private func makeScreen() -> CheckoutScreen { CheckoutScreen(model: CheckoutModel()) }
    private func invariant(_ screen: InspectableView<ViewType.ClassifiedView>) throws { try noNegativeTotal(screen) }

    func testTheReproductionPasted() throws {
        XCTAssertThrowsError(
            try {
                let hosted = ViewHosting.host(view: makeScreen())
                defer { hosted.expel() }
                try hosted.inspect().findUnique(role: .textField, name: "Coupon").textField().setInput("SAVE50")
                try invariant(hosted.inspect())
            }())
    }

    func testTheReport() throws {
        let report = try explore(inputs: ["SAVE50"]) { CheckoutScreen(model: CheckoutModel()) }
        XCTAssertEqual(
            report.description,
            #"""
            Explored 6 states with 15 actions; ended by exhausted (every reachable state was expanded).
            No violations.
            Coverage (states visible / enabled, actions taken):
              Stepper "Quantity 1"  6 / 6, 12
              TextField "Coupon"    6 / 6, 3
            """#)
    }

    /// A screen that shows when it was made.
    struct Receipt: View {
        let printedAt = Date()
        @State var copies = 1
        var body: some View {
            VStack {
                Text("Printed \(printedAt.formatted(date: .omitted, time: .standard))")
                Stepper("Copies \(copies)", value: $copies, in: 1...2)
            }
        }
    }

    @MainActor func testScreensThatLoad() async throws {
        let report = try await explore(settleTimeout: .seconds(2)) { UnreadScreen() } invariant: { screen in
            guard let unread = try? screen.find(viewWithAccessibilityIdentifier: "unread").text().string() else { return }
            if unread.hasPrefix("-") { throw ExploreViolation("negative unread count") }
        }
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("negative unread count")])
        XCTAssertEqual(report.violations.first?.actions.count, 3)
        XCTAssertEqual(
            report.violations.first?.reproduction.split(separator: "\n").prefix(6).joined(separator: "\n"),
            """
            // makeScreen() stands for the closure explore(...) made the screen with.
            let hosted = ViewHosting.host(view: makeScreen())
            defer { hosted.expel() }
            try await hosted.settle(timeout: .seconds(2))
            try hosted.inspect().findUnique(role: .button, name: "Mark one read").button().tap()
            try await hosted.settle(timeout: .seconds(2))
            """)
    }

    func testMaskingVolatileText() throws {
        let report = try explore(masking: [.matching(#"Printed .*"#, replacement: "Printed <time>")]) {
            Receipt()
        }
        XCTAssertEqual(report.states, 2)
    }
}

// Swift Testing runs tests in parallel: this one's screen keeps its state in `@State`, so its
// writes concern its own inspections only, and its walk is short (`explore` holds the main
// actor while it runs; a test waiting on the main actor meanwhile, such as
// HostedLifetimeSwiftTestingTests waiting 100 ms for cancelled tasks, would wait longer). (A write through a binding ViewTree cannot
// attribute, such as `$model.quantity` of a `@Bindable` model, makes every running test's
// inspections re-evaluate their bodies, which a test counting body evaluations would see.)
@Suite(.expelsHostedViews)
@MainActor
struct ExploreSwiftTestingDocTests {
    struct Basket: View {
        @State var items = 0
        var body: some View {
            VStack {
                Text("\(items * 4)").accessibilityIdentifier("total")
                Button("Add") { items += 1 }
                Button("Remove") { items -= 1 }.disabled(items == 0)
            }
        }
    }

    @Test func basketKeepsItsTotalPositive() throws {
        try explore(maxDepth: 3) { Basket() } invariant: { screen in
            let total = try screen.find(viewWithAccessibilityIdentifier: "total").text().string()
            if total.hasPrefix("-") { throw ExploreViolation("negative total \(total)") }
        }.assertNoViolations()
    }
}
