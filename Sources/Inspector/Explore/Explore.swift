import Foundation
import ViewTree

/// Explores the states a user can reach on a screen, and checks each one.
///
/// ```swift
/// let report = try explore(maxStates: 300, maxDepth: 6) {
///     CheckoutScreen(model: CheckoutModel())   // made afresh for every path replayed
/// } invariant: { screen in
///     let total = try screen.find(viewWithAccessibilityIdentifier: "total").text().string()
///     if total.hasPrefix("-") { throw ExploreViolation("negative total \(total)") }
/// }
/// XCTAssertEqual(report.violations, [])        // or: try report.assertNoViolations()
/// ```
///
/// From the hosted screen it lists what a user could do now — tap each enabled button and
/// link and each menu made with a primary action, flip each toggle, pick each option of a
/// picker, set a date picker to the bounds of its range (the days around its date without
/// one) and a color picker to black, white, red and clear, step a stepper both ways, move a
/// slider to its bounds and middle, type each of `inputs` into a text field and submit it,
/// activate navigation links and pop stacks, dismiss sheets, select tabs, delete rows, move
/// the first row to the end and the last to the front, refresh lists — and walks the states
/// these lead to breadth first. A state is what is on screen: the tree dump, with `masking`
/// applied. Each path is replayed on a screen made afresh by `screen` and hosted anew, so no
/// state, model included, leaks from one path into another. Each action is the public call a
/// test makes (`tap()`, `select(value:)`, `setInput(_:)`…), and prints as that call
/// (`ExploreAction.swiftCode`).
///
/// In every new state it checks `invariant` (a thrown error is a violation), the
/// accessibility audit (`accessibilityAudit(ignoring: audit)`; nil skips it), that the
/// action did not throw, and that updates settled (no update loop). Each violation comes with
/// the shortest action path to it and a reproduction: test code that fails the same way.
///
/// A `task` that suspends is not awaited: for a screen that loads its content, use
/// `explore(settleTimeout:…)`, which awaits it.
///
/// - Parameters:
///   - maxStates: the most distinct states to reach (at least 1).
///   - maxDepth: the most actions in a path (0 or more; 0 checks the first screen only).
///   - timeLimit: how long the walk may take (more than zero); the state being expanded
///     when it passes is not finished.
///   - inputs: what text fields are typed with.
///   - audit: the audit rules to ignore; nil, no audit.
///   - masking: volatile text replaced in the tree dump before states are compared.
///   - screen: makes the screen; called once per path replayed.
///   - invariant: checked in every state reached.
/// - Throws: an `InspectionError` for a bad argument, when called off the main actor, or
///   when the first screen cannot be inspected.
public func explore<Screen: View>(
    maxStates: Int = 200, maxDepth: Int = 8, timeLimit: Duration = .seconds(60), inputs: [String] = ExploreInputs.standard,
    audit: Set<AccessibilityAuditRule>? = [], masking: [ExploreMask] = [], screen: @escaping () -> Screen,
    invariant: @escaping (InspectableView<ViewType.ClassifiedView>) throws -> Void = { _ in }
) throws -> ExploreReport {
    // Bodies run on the main actor: hosted elsewhere, a screen is not rendered at once (a
    // Swift Testing test is marked `@MainActor`).
    guard MainActorBridge.isOnMainActor else {
        throw InspectionError(.notOnMainActor, path: "explore()")
    }
    let settings = try ExploreWalk<Screen>.Settings(
        maxStates: maxStates, maxDepth: maxDepth, timeLimit: timeLimit, settleTimeout: nil, inputs: inputs, audit: audit,
        masking: masking)
    return try ExploreWalk(settings: settings, screen: screen, invariant: invariant).run()
}

/// Explores the states a user can reach on a screen that loads asynchronously, waiting for it
/// to settle after hosting and after each action; checks each state.
///
/// ```swift
/// let report = try await explore(settleTimeout: .seconds(2)) {
///     UnreadScreen()   // its `task` loads the unread count
/// } invariant: { screen in
///     guard let unread = try? screen.find(viewWithAccessibilityIdentifier: "unread").text().string() else { return }
///     if unread.hasPrefix("-") { throw ExploreViolation("negative unread count") }
/// }
/// try report.assertNoViolations()
/// ```
///
/// It walks and checks as `explore(maxStates:maxDepth:timeLimit:inputs:audit:masking:screen:invariant:)`
/// does, and after hosting each screen and after each action it awaits
/// `hosted.settle(timeout: settleTimeout)`: the screen's `task`s finish, their updates are
/// rendered, and only then is the state read. A screen that has work pending when
/// `settleTimeout` runs out (a task that never ends, a timer) is a violation
/// (`.didNotSettle`), showing the state the last action was taken in, and the walk does not
/// follow that path further. Reproductions await `settle(timeout:)` as the walk did: they belong in an `async`
/// test.
///
/// It runs on the main actor, which runs the screen's tasks while it waits; call it from any
/// `async` test.
///
/// - Parameters:
///   - settleTimeout: how long to wait for the screen to settle each time (more than zero).
///   - The others: as in the synchronous form.
/// - Throws: an `InspectionError` for a bad argument, or when the first screen cannot be
///   inspected; `CancellationError` when the task running it is cancelled (a test's time
///   limit).
@MainActor
public func explore<Screen: View>(
    maxStates: Int = 200, maxDepth: Int = 8, timeLimit: Duration = .seconds(60), settleTimeout: Duration,
    inputs: [String] = ExploreInputs.standard, audit: Set<AccessibilityAuditRule>? = [], masking: [ExploreMask] = [],
    screen: @escaping () -> Screen, invariant: @escaping (InspectableView<ViewType.ClassifiedView>) throws -> Void = { _ in }
) async throws -> ExploreReport {
    let settings = try ExploreWalk<Screen>.Settings(
        maxStates: maxStates, maxDepth: maxDepth, timeLimit: timeLimit, settleTimeout: settleTimeout, inputs: inputs,
        audit: audit, masking: masking)
    return try await ExploreWalk(settings: settings, screen: screen, invariant: invariant).runSettling()
}
