import Foundation
import ViewTree
import XCTest

/// `ViewValueComparison` of values that hold other values — optionals, collections, enums,
/// existentials, builder content — and of values nested past the depth limit.
extension ViewValueComparisonTests {
    // MARK: - Optionals, collections, enums, existentials

    /// Not `Equatable`.
    struct Item {
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
}
