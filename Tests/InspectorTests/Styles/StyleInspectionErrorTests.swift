import Foundation
import Inspector
import Synchronization
import ViewTree
import XCTest

private final class Store: ObservableObject {
    @Published var name = "a"
}

private struct NeedsStore: View {
    @EnvironmentObject var store: Store
    var body: some View { Text(store.name) }
}

private struct StoreButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            NeedsStore()
        }
    }
}

private struct StorePrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        NeedsStore()
    }
}

private struct StoreToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { NeedsStore() }
    }
}

private struct StoreProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        NeedsStore()
    }
}

/// A `Style.inspect(…)` whose body cannot be made names the style and the call.
final class StyleInspectionErrorTests: XCTestCase {
    private static let missingStore = "NeedsStore reads @EnvironmentObject var store: Store, but no Store was"
        + " provided with .environmentObject(_:) on it or an ancestor"

    func testAButtonStyleWhoseBodyCannotBeEvaluated() throws {
        XCTAssertThrowsError(try StoreButtonStyle().inspect(isPressed: true)) { error in
            XCTAssertEqual(
                "\(error)", "StoreButtonStyle.inspect(isPressed: true).hStack().view(NeedsStore.self, 1): " + Self.missingStore)
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .missingEnvironmentObject(view: "NeedsStore", property: "store", objectType: "Store"))
        }
        XCTAssertThrowsError(try StoreButtonStyle().inspect(isPressed: false, role: .destructive)) { error in
            XCTAssertEqual(
                "\(error)",
                "StoreButtonStyle.inspect(isPressed: false, role: .destructive).hStack().view(NeedsStore.self, 1): "
                    + Self.missingStore)
        }
    }

    func testOtherStylesWhoseBodyCannotBeEvaluated() throws {
        XCTAssertThrowsError(try StorePrimitiveStyle().inspect(onTrigger: {}, role: .cancel)) { error in
            XCTAssertEqual(
                "\(error)",
                "StorePrimitiveStyle.inspect(onTrigger: …, role: .cancel).view(NeedsStore.self): " + Self.missingStore)
        }
        XCTAssertThrowsError(try StoreToggleStyle().inspect(isOn: true, isMixed: true)) { error in
            XCTAssertEqual(
                "\(error)",
                "StoreToggleStyle.inspect(isOn: true, isMixed: true).vStack().view(NeedsStore.self, 0): "
                    + Self.missingStore)
        }
        XCTAssertThrowsError(try StoreProgressStyle().inspect(fractionCompleted: nil)) { error in
            XCTAssertEqual(
                "\(error)", "StoreProgressStyle.inspect(fractionCompleted: nil).view(NeedsStore.self): " + Self.missingStore)
        }
    }

    func testAStyleInspectedOffTheMainActor() {
        let message = Mutex<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                _ = try CustomButtonStyle().inspect(isPressed: true)
            } catch {
                message.withLock { $0 = "\(error)" }
            }
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(
            message.withLock { $0 },
            "CustomButtonStyle.inspect(isPressed: true): inspect views on the main actor: mark the test @MainActor"
                + " (view bodies are @MainActor, and this inspection ran off the main actor)")
    }
}
