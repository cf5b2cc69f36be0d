import Foundation
import Observation
import ViewTree
import XCTest

/// `ViewValueComparison` of views' property wrappers: state, bindings, focus, observed and
/// environment objects, app storage, gesture state, `@Bindable`.
extension ViewValueComparisonTests {
    // MARK: - Property wrappers

    private struct Counter: View {
        @State var count: Int
        let title: String
        var body: some View { Text("\(title): \(count)") }
    }

    func testStateIsEqualWhateverItsValue() {
        // The state belongs to the view's place: a new value's initial value does not count.
        XCTAssertTrue(isEqual(Counter(count: 1, title: long("a")), Counter(count: 2, title: long("a"))))
        XCTAssertFalse(isEqual(Counter(count: 1, title: long("a")), Counter(count: 1, title: long("b"))))
    }

    private struct Toggler: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "on" : "off") }
    }

    private struct ItemEditor: View {
        @Binding var item: Item
        var body: some View { Text(item.title) }
    }

    private struct Focuser: View {
        @FocusState.Binding var focus: Bool
        var body: some View { Text("focuser") }
    }

    private struct FocusOwner: View {
        @FocusState var a: Bool
        @FocusState var b: Bool
        var body: some View { EmptyView() }
    }

    func testFocusBindingsAreNeverEqual() {
        // Two focus states holding equal values: a kept body would write to the old one.
        let owner = FocusOwner()
        XCTAssertFalse(isEqual(Focuser(focus: owner.$a), Focuser(focus: owner.$b)))
        XCTAssertFalse(isEqual(Focuser(focus: owner.$a), Focuser(focus: owner.$a)))
    }

    func testBindingsAreNeverEqual() {
        // Where a binding writes cannot be compared: equal values are not enough.
        XCTAssertFalse(isEqual(Toggler(isOn: Binding(wrappedValue: true)), Toggler(isOn: .constant(true))))
        XCTAssertFalse(isEqual(Toggler(isOn: Binding(wrappedValue: true)), Toggler(isOn: Binding(wrappedValue: false))))
        let shared = Binding<Item>(wrappedValue: Item(title: long("a"), count: 1))
        XCTAssertFalse(isEqual(ItemEditor(item: shared), ItemEditor(item: shared)))
    }

    private final class Store: ObservableObject {}

    private struct StoreView: View {
        @ObservedObject var store: Store
        var body: some View { EmptyView() }
    }

    func testObservedObjectsAreComparedByIdentity() {
        let store = Store()
        XCTAssertTrue(isEqual(StoreView(store: store), StoreView(store: store)))
        XCTAssertFalse(isEqual(StoreView(store: store), StoreView(store: Store())))
    }

    private struct Readers: View {
        @Environment(\.isEnabled) var isEnabled
        @EnvironmentObject var store: Store
        @StateObject var owned = Store()
        @FocusState var isFocused: Bool
        var body: some View { EmptyView() }
    }

    func testEnvironmentOwnedObjectsAndFocusAreEqual() {
        XCTAssertTrue(isEqual(Readers(), Readers()))
    }

    private struct Settings: View {
        @AppStorage var showsBadges: Bool
        init(key: String = "showsBadges", default value: Bool = true) {
            _showsBadges = AppStorage(wrappedValue: value, key)
        }
        var body: some View { EmptyView() }
    }

    func testAppStorageIsEqualForTheSameKeyAndDefault() {
        XCTAssertTrue(isEqual(Settings(), Settings()))
        XCTAssertFalse(isEqual(Settings(), Settings(key: "showsLabels")))
        XCTAssertFalse(isEqual(Settings(), Settings(default: false)))
    }

    private struct Pressable: View {
        @GestureState var isPressing: Bool
        init(initial: Bool = false) { _isPressing = GestureState(wrappedValue: initial) }
        init(reset: @escaping (Bool, inout Transaction) -> Void) { _isPressing = GestureState(wrappedValue: false, reset: reset) }
        var body: some View { EmptyView() }
    }

    func testGestureStateIsEqualForTheSameInitialValueWithoutResetCallback() {
        XCTAssertTrue(isEqual(Pressable(), Pressable()))
        XCTAssertFalse(isEqual(Pressable(), Pressable(initial: true)))
        XCTAssertFalse(isEqual(Pressable(reset: { _, _ in }), Pressable(reset: { _, _ in })))
    }

    private struct BookEditor: View {
        @Bindable var book: Book
        var body: some View { Text(book.title) }
    }

    func testBindableIsComparedByItsModelsIdentity() {
        let book = Book()
        XCTAssertTrue(isEqual(BookEditor(book: book), BookEditor(book: book)))
        XCTAssertFalse(isEqual(BookEditor(book: book), BookEditor(book: Book())))
    }
}

/// At file scope: `@Observable`'s expansion cannot name a private type nested in the test case.
@Observable private final class Book {
    var title = ""
}
