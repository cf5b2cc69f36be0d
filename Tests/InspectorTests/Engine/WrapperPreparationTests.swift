@testable import Inspector
import ViewTree
import XCTest

/// Preparing a view's property wrappers with fields learned from another type: the fields are
/// only ever read from a value of their own type, so a mismatch reads the value's own layout.
final class WrapperPreparationTests: XCTestCase {
    private struct Small: View {
        @Environment(\.isEnabled) var isEnabled
        var body: some View { EmptyView() }
    }

    private struct Large: View {
        let padding = (1, 2, 3, 4)
        @Environment(\.isEnabled) var isEnabled
        var body: some View { EmptyView() }
    }

    func testWrappersOfAnotherTypeAreNotReadAtTheirOffsets() throws {
        let large = Large()
        var environment = EnvironmentValues()
        environment.isEnabled = false
        try DynamicProperties.prepare(
            large, wrappers: DynamicProperties.wrappers(of: Small.self),
            context: PreparationContext(environment: { environment }, storage: nil))
        XCTAssertFalse(large.isEnabled)
    }

    func testWrappersOfTheValuesOwnTypeAreUsed() throws {
        let small = Small()
        var environment = EnvironmentValues()
        environment.isEnabled = false
        try DynamicProperties.prepare(
            small, wrappers: DynamicProperties.wrappers(of: Small.self),
            context: PreparationContext(environment: { environment }, storage: nil))
        XCTAssertFalse(small.isEnabled)
    }
}
