import Foundation
import Observation
import ViewTree
import XCTest

/// `ViewValueComparison`: whether a child view's new value holds the same inputs as its last
/// one, rule by rule. Strings are built at run time and long enough to live in their own heap
/// storage, so that equal values never share their bits by chance.
final class ViewValueComparisonTests: XCTestCase {
    private func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        ViewValueComparison.isEqual(lhs, rhs)
    }

    /// A string equal to every other `long(seed)`, in storage of its own.
    private func long(_ seed: String) -> String {
        String(repeating: seed + " and more words ", count: 3)
    }

    // MARK: - Types, Equatable and plain data

    private struct Title: View {
        let text: String
        var body: some View { Text(text) }
    }

    private struct Caption: View {
        let text: String
        var body: some View { Text(text) }
    }

    func testValuesOfDifferentTypesAreUnequal() {
        XCTAssertFalse(isEqual(Title(text: long("a")), Caption(text: long("a"))))
        XCTAssertFalse(isEqual(1, Int32(1)))
        XCTAssertFalse(isEqual(1, Optional(1) as Any))
    }

    /// Not plain data (a `String`): its `==` decides, here ignoring the render count.
    private struct Headline: View, Equatable {
        let title: String
        let renderCount: Int
        var body: some View { Text(title) }
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    }

    func testEquatableViewIsComparedWithItsEquality() {
        XCTAssertTrue(isEqual(Headline(title: long("a"), renderCount: 1), Headline(title: long("a"), renderCount: 2)))
        XCTAssertFalse(isEqual(Headline(title: long("a"), renderCount: 1), Headline(title: long("b"), renderCount: 1)))
    }

    private struct Meter: View {
        let value: Double
        let count: Int
        let isOn: Bool
        var body: some View { Text("\(value)") }
    }

    /// Padding between the fields (a `Bool` before an `Int`) is not compared.
    private struct Padded: View {
        let isOn: Bool
        let count: Int
        let isLast: Bool
        var body: some View { EmptyView() }
    }

    func testPlainDataViewComparesItsFieldsBytes() {
        XCTAssertTrue(isEqual(Meter(value: 0.5, count: 3, isOn: true), Meter(value: 0.5, count: 3, isOn: true)))
        XCTAssertFalse(isEqual(Meter(value: 0.5, count: 3, isOn: true), Meter(value: 0.25, count: 3, isOn: true)))
        XCTAssertFalse(isEqual(Meter(value: 0.5, count: 3, isOn: true), Meter(value: 0.5, count: 4, isOn: true)))
        XCTAssertFalse(isEqual(Meter(value: 0.5, count: 3, isOn: true), Meter(value: 0.5, count: 3, isOn: false)))
        XCTAssertTrue(isEqual(Padded(isOn: true, count: 7, isLast: false), Padded(isOn: true, count: 7, isLast: false)))
        XCTAssertFalse(isEqual(Padded(isOn: true, count: 7, isLast: false), Padded(isOn: true, count: 7, isLast: true)))
    }

    /// Plain data, with an `==` that says every two values are equal.
    private struct Badge: View, Equatable {
        let count: Int
        var body: some View { Text("\(count)") }
        static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    /// As SwiftUI: a plain-data view is compared by its bytes, its `==` is not called.
    func testPlainDataViewIsComparedByBytesEvenWhenEquatable() {
        XCTAssertTrue(isEqual(Badge(count: 1), Badge(count: 1)))
        XCTAssertFalse(isEqual(Badge(count: 1), Badge(count: 2)))
    }

    // MARK: - Structs, classes, closures

    private struct Profile {
        let name: String
        let age: Int
    }

    private struct ProfileRow: View {
        let profile: Profile
        let subtitle: String
        var body: some View { Text(profile.name) }
    }

    func testStructsAreComparedFieldByField() {
        let row = ProfileRow(profile: Profile(name: long("Ada"), age: 36), subtitle: long("math"))
        XCTAssertTrue(isEqual(row, ProfileRow(profile: Profile(name: long("Ada"), age: 36), subtitle: long("math"))))
        XCTAssertFalse(isEqual(row, ProfileRow(profile: Profile(name: long("Ada"), age: 37), subtitle: long("math"))))
        XCTAssertFalse(isEqual(row, ProfileRow(profile: Profile(name: long("Bob"), age: 36), subtitle: long("math"))))
        XCTAssertFalse(isEqual(row, ProfileRow(profile: Profile(name: long("Ada"), age: 36), subtitle: long("logic"))))
    }

    /// Strong optional and existential fields after a weak one are read as values, not
    /// compared by their bits: pins the field walk that tells strong fields from weak ones
    /// (`ignoreUnknownFields`), which must not stop at the weak field.
    private struct Detail: View {
        weak var owner: Coordinator?
        let note: String?
        let payload: Any
        var body: some View { EmptyView() }
    }

    func testStrongOptionalAndExistentialFieldsAreComparedByValue() {
        let owner = Coordinator()
        func detail(_ note: String, _ payload: String) -> Detail { Detail(owner: owner, note: long(note), payload: long(payload)) }
        XCTAssertTrue(isEqual(detail("n", "p"), detail("n", "p")))
        XCTAssertFalse(isEqual(detail("n", "p"), detail("m", "p")))
        XCTAssertFalse(isEqual(detail("n", "p"), detail("n", "q")))
    }

    private final class Model: Equatable {
        let name: String
        init(name: String) { self.name = name }
        static func == (lhs: Model, rhs: Model) -> Bool { lhs.name == rhs.name }
    }

    private struct ModelView: View {
        let model: Model
        let optionalModel: Model?
        var body: some View { Text(model.name) }
    }

    func testClassFieldsAreComparedByIdentity() {
        let model = Model(name: "a")
        XCTAssertTrue(isEqual(ModelView(model: model, optionalModel: nil), ModelView(model: model, optionalModel: nil)))
        XCTAssertTrue(isEqual(ModelView(model: model, optionalModel: model), ModelView(model: model, optionalModel: model)))
        // Equal by `==`, but another object.
        XCTAssertFalse(isEqual(ModelView(model: model, optionalModel: nil), ModelView(model: Model(name: "a"), optionalModel: nil)))
        XCTAssertFalse(isEqual(ModelView(model: model, optionalModel: model), ModelView(model: model, optionalModel: nil)))
        XCTAssertTrue(isEqual(model, model))
        XCTAssertFalse(isEqual(model, Model(name: "a")))
    }

    private protocol Delegate: AnyObject {}
    private final class Coordinator: Delegate {}

    private struct References {
        weak var weakObject: Coordinator?
        unowned let unownedObject: Coordinator
        weak var delegate: (any Delegate)?
        let title: String
    }

    func testWeakAndUnownedReferencesAreComparedByIdentity() {
        let first = Coordinator()
        let second = Coordinator()
        func references(_ object: Coordinator, weak: Coordinator?) -> References {
            References(weakObject: weak, unownedObject: object, delegate: weak, title: long("t"))
        }
        XCTAssertTrue(isEqual(references(first, weak: first), references(first, weak: first)))
        XCTAssertTrue(isEqual(references(first, weak: nil), references(first, weak: nil)))
        XCTAssertFalse(isEqual(references(first, weak: first), references(first, weak: second)))
        XCTAssertFalse(isEqual(references(first, weak: first), references(first, weak: nil)))
        XCTAssertFalse(isEqual(references(first, weak: first), references(second, weak: first)))
    }

    private struct ActionRow: View {
        let title: String
        let action: () -> Void
        var body: some View { Button(title, action: action) }
    }

    private struct OptionalActionRow: View {
        let action: (() -> Void)?
        var body: some View { EmptyView() }
    }

    func testClosuresAreNeverEqual() {
        let action: () -> Void = {}
        XCTAssertFalse(isEqual(ActionRow(title: "a", action: action), ActionRow(title: "a", action: action)))
        XCTAssertFalse(ViewValueComparison.canBeEqual(ActionRow.self))
        XCTAssertTrue(ViewValueComparison.canBeEqual(Title.self))
        XCTAssertTrue(isEqual(OptionalActionRow(action: nil), OptionalActionRow(action: nil)))
        XCTAssertFalse(isEqual(OptionalActionRow(action: action), OptionalActionRow(action: action)))
        XCTAssertFalse(isEqual(OptionalActionRow(action: action), OptionalActionRow(action: nil)))
    }

    // MARK: - Optionals, collections, enums, existentials

    /// Not `Equatable`.
    private struct Item {
        let title: String
        let count: Int
    }

    private struct OptionalItemView: View {
        let item: Item?
        var body: some View { EmptyView() }
    }

    func testOptionalsAreBothNilOrWrapEqualValues() {
        XCTAssertTrue(isEqual(OptionalItemView(item: nil), OptionalItemView(item: nil)))
        XCTAssertTrue(isEqual(OptionalItemView(item: Item(title: long("a"), count: 1)), OptionalItemView(item: Item(title: long("a"), count: 1))))
        XCTAssertFalse(isEqual(OptionalItemView(item: Item(title: long("a"), count: 1)), OptionalItemView(item: nil)))
        XCTAssertFalse(isEqual(OptionalItemView(item: nil), OptionalItemView(item: Item(title: long("a"), count: 1))))
        XCTAssertFalse(isEqual(OptionalItemView(item: Item(title: long("a"), count: 1)), OptionalItemView(item: Item(title: long("a"), count: 2))))
    }

    private struct ItemList: View {
        let items: [Item]
        let byName: [String: Item]
        var body: some View { EmptyView() }
    }

    func testCollectionsOfNonEquatableElementsAreComparedElementwise() {
        func items(_ counts: [Int]) -> [Item] { counts.map { Item(title: long("item \($0)"), count: $0) } }
        func list(_ counts: [Int]) -> ItemList {
            ItemList(items: items(counts), byName: Dictionary(uniqueKeysWithValues: items(counts).map { ($0.title, $0) }))
        }
        XCTAssertTrue(isEqual(list([1, 2, 3]), list([1, 2, 3])))
        XCTAssertTrue(isEqual(list([]), list([])))
        XCTAssertFalse(isEqual(list([1, 2, 3]), list([1, 2])))
        XCTAssertFalse(isEqual(list([1, 2, 3]), list([1, 2, 4])))
        let shared = list([1, 2])
        XCTAssertTrue(isEqual(shared, shared))
        func keyed(_ count: Int) -> ItemList {
            ItemList(items: [], byName: [long("key"): Item(title: long("item"), count: count)])
        }
        XCTAssertTrue(isEqual(keyed(1), keyed(1)))
        XCTAssertFalse(isEqual(keyed(1), keyed(2)))
    }

    /// Neither `Equatable` nor plain data.
    private enum Loading {
        case idle
        case waiting
        case loaded(Item)
        case failed(message: String, retries: Int)
        case named(first: String)
        case named(second: String)
    }

    private struct LoadingView: View {
        let state: Loading
        var body: some View { EmptyView() }
    }

    func testEnumsAreComparedByCaseAndPayload() {
        func view(_ state: Loading) -> LoadingView { LoadingView(state: state) }
        XCTAssertTrue(isEqual(view(.idle), view(.idle)))
        XCTAssertFalse(isEqual(view(.idle), view(.waiting)))
        XCTAssertTrue(isEqual(view(.loaded(Item(title: long("a"), count: 1))), view(.loaded(Item(title: long("a"), count: 1)))))
        XCTAssertFalse(isEqual(view(.loaded(Item(title: long("a"), count: 1))), view(.loaded(Item(title: long("a"), count: 2)))))
        XCTAssertTrue(isEqual(view(.failed(message: long("x"), retries: 2)), view(.failed(message: long("x"), retries: 2))))
        XCTAssertFalse(isEqual(view(.failed(message: long("x"), retries: 2)), view(.failed(message: long("x"), retries: 3))))
        XCTAssertFalse(isEqual(view(.failed(message: long("x"), retries: 2)), view(.idle)))
        XCTAssertFalse(isEqual(view(.idle), view(.loaded(Item(title: long("a"), count: 1)))))
        // Two cases of one name: told apart by their payloads' labels.
        XCTAssertTrue(isEqual(view(.named(first: long("n"))), view(.named(first: long("n")))))
        XCTAssertFalse(isEqual(view(.named(first: long("n"))), view(.named(second: long("n")))))
    }

    private protocol Figure {}
    private struct Square: Figure {
        let name: String
        let side: Double
        let tags: [String]
    }
    private struct Dot: Figure {}

    private struct Canvas: View {
        let shape: any Figure
        let anything: Any
        var body: some View { EmptyView() }
    }

    func testExistentialsAreComparedByTheValuesTheyBox() {
        func square(_ side: Double) -> Square { Square(name: long("square"), side: side, tags: [long("t")]) }
        XCTAssertTrue(isEqual(Canvas(shape: square(1), anything: square(1)), Canvas(shape: square(1), anything: square(1))))
        XCTAssertFalse(isEqual(Canvas(shape: square(1), anything: square(1)), Canvas(shape: square(2), anything: square(1))))
        XCTAssertFalse(isEqual(Canvas(shape: square(1), anything: square(1)), Canvas(shape: square(1), anything: square(2))))
        XCTAssertFalse(isEqual(Canvas(shape: square(1), anything: 1), Canvas(shape: Dot(), anything: 1)))
        XCTAssertFalse(isEqual(Canvas(shape: Dot(), anything: 1), Canvas(shape: Dot(), anything: "1")))
        XCTAssertTrue(isEqual(AnyView(Text(long("a"))), AnyView(Text(long("a")))))
        XCTAssertFalse(isEqual(AnyView(Text(long("a"))), AnyView(Text(long("b")))))
        XCTAssertFalse(isEqual(AnyView(Text(long("a"))), AnyView(EmptyView())))
    }

    /// An existential erased to `Any` in generic code boxes the existential itself.
    func testAnExistentialBoxedInAnyIsComparedByItsValue() {
        func erase<Value>(_ value: Value) -> Any { value }
        let first: any Figure = Square(name: long("s"), side: 1, tags: [])
        let second: any Figure = Square(name: long("s"), side: 1, tags: [])
        let third: any Figure = Square(name: long("s"), side: 2, tags: [])
        XCTAssertTrue(isEqual(erase(first), erase(second)))
        XCTAssertFalse(isEqual(erase(first), erase(third)))
        XCTAssertTrue(isEqual(erase(first), Square(name: long("s"), side: 1, tags: [])))
    }

    private struct Card<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { content }
    }

    func testBuilderContentIsComparedByBranchAndContent() {
        func card(_ isWide: Bool, _ title: String) -> some View {
            Card {
                Text(long("header"))
                if isWide { Text(title) } else { Title(text: title) }
            }
        }
        XCTAssertTrue(isEqual(card(true, long("a")), card(true, long("a"))))
        XCTAssertTrue(isEqual(card(false, long("a")), card(false, long("a"))))
        XCTAssertFalse(isEqual(card(true, long("a")), card(false, long("a"))))
        XCTAssertFalse(isEqual(card(true, long("a")), card(true, long("b"))))
    }

    // MARK: - Depth

    /// A list whose every node is one payload deeper.
    private indirect enum Chain {
        case end
        case node(String, Chain)
    }

    private struct Nested {
        let next: Any?
    }

    func testValuesNestedPastTheDepthLimitAreUnequal() {
        func chain(_ length: Int) -> Chain { (0..<length).reduce(.end) { .node(long("n\($1)"), $0) } }
        func nested(_ depth: Int) -> Nested { (0..<depth).reduce(Nested(next: nil)) { next, _ in Nested(next: next) } }
        XCTAssertTrue(isEqual(chain(10), chain(10)))
        XCTAssertFalse(isEqual(chain(10), chain(11)))
        XCTAssertFalse(isEqual(chain(1_000), chain(1_000)))
        XCTAssertTrue(isEqual(nested(5), nested(5)))
        XCTAssertFalse(isEqual(nested(1_000), nested(1_000)))
        XCTAssertFalse(isEqual(nested(ViewValueComparison.depthLimit + 1), nested(ViewValueComparison.depthLimit + 1)))
    }

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
