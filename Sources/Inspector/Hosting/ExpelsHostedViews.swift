import Testing
import ViewTree

/// A Swift Testing trait that expels what a test hosted when the test finishes — what
/// Inspector does by itself for XCTest tests, which tell it when they finish:
///
/// ```swift
/// @Suite(.expelsHostedViews) @MainActor
/// struct ProfileScreenTests {
///     @Test func renameShowsGrace() throws {
///         let hosted = ViewHosting.host(view: ProfileScreen())
///         try hosted.inspect().find(button: "Rename").tap()
///         #expect(try hosted.inspect().find(text: "Grace").string() == "Grace")
///     }   // expelled here
/// }
/// ```
public struct ExpelsHostedViews: TestTrait, SuiteTrait, TestScoping {
    /// Applies to each test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Runs the test, then expels the views its task hosted.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        do {
            try await function()
        } catch {
            await ViewHosting.expelAndWait()
            throw error
        }
        // Waits for the tasks it cancels to end: the test's models are released when it returns.
        await ViewHosting.expelAndWait()
    }
}

extension Trait where Self == ExpelsHostedViews {
    /// Expels what each test hosted when it finishes.
    public static var expelsHostedViews: Self { ExpelsHostedViews() }
}
