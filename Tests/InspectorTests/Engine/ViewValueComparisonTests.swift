import Foundation
import ViewTree
import XCTest

/// `ViewValueComparison`: whether a child view's new value holds the same inputs as its last
/// one, rule by rule. Strings are built at run time and long enough to live in their own heap
/// storage, so that equal values never share their bits by chance.
final class ViewValueComparisonTests: XCTestCase {
    /// `ViewValueComparison.isEqual`: the rule every test of this class (in its several files)
    /// checks.
    func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        ViewValueComparison.isEqual(lhs, rhs)
    }

    /// A string equal to every other `long(seed)`, in storage of its own.
    func long(_ seed: String) -> String {
        String(repeating: seed + " and more words ", count: 3)
    }

    // MARK: - Types, Equatable and plain data

    /// A view of one string (also a branch of the builder content in `+NestedValues`).
    struct Title: View {
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
}
