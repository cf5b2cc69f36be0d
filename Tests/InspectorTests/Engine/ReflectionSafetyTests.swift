@_spi(Reflection) import Swift
@testable import Inspector
import ViewTree
import XCTest

/// Reflection reads a struct's fields straight from its storage; these pin that it never
/// misreads storage: weak and unowned references, values of another type than the layout's,
/// and existentials of any protocol.
final class ReflectionSafetyTests: XCTestCase {
    private protocol ClassBound: AnyObject {}
    private protocol Plain {}
    private final class Object: ClassBound, Plain {}

    /// Every way a struct can refer to an object, with plain values between them so that a
    /// misread offset shows.
    private struct References {
        var before = 11
        weak var weakObject: Object?
        unowned let unownedObject: Object
        unowned(unsafe) let unsafeObject: Object
        unowned var unownedOptional: Object?
        let strongObject: Object
        let optionalObject: Object?
        let noObject: Object?
        weak var weakClassBound: (any ClassBound)?
        weak var weakAnyObject: AnyObject?
        let classBound: any ClassBound
        let plain: any Plain
        let anything: Any
        var after = 22
    }

    private func references(to object: Object) -> References {
        References(
            weakObject: object, unownedObject: object, unsafeObject: object, unownedOptional: object,
            strongObject: object, optionalObject: object, noObject: nil, weakClassBound: object,
            weakAnyObject: object, classBound: object, plain: object, anything: object)
    }

    private let objectLabels = [
        "weakObject", "unownedObject", "unsafeObject", "unownedOptional", "strongObject", "optionalObject",
        "weakClassBound", "weakAnyObject", "classBound", "plain", "anything",
    ]

    /// The object a field's value holds, looking through an optional and an existential.
    private func referent(in value: Any?) -> Object? {
        guard let value else { return nil }
        return value as? Object
    }

    private func mirrorChild(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    func testEveryReferenceReadsAsTheObjectMirrorSees() throws {
        let object = Object()
        let value = references(to: object)
        for label in objectLabels {
            let read = Reflection.field(label, of: value)
            XCTAssertNotNil(read, label)
            XCTAssertTrue(referent(in: read) === object, "\(label): \(String(describing: read))")
            XCTAssertTrue(referent(in: read) === referent(in: mirrorChild(label, of: value)), label)
        }
        XCTAssertEqual(Reflection.field("before", of: value) as? Int, 11)
        XCTAssertEqual(Reflection.field("after", of: value) as? Int, 22)
        XCTAssertNil(referent(in: Reflection.field("noObject", of: value)))
    }

    func testOnlyFieldsThatCannotBeReferencesAreLoadedFromStorage() throws {
        let layout = try XCTUnwrap(Reflection.layout(of: References.self))
        XCTAssertEqual(
            layout.fields.filter { $0.access == .mirror }.map(\.label),
            [
                "weakObject", "unownedObject", "unsafeObject", "unownedOptional", "strongObject", "optionalObject",
                "noObject", "weakClassBound", "weakAnyObject", "classBound", "plain",
            ])
        XCTAssertEqual(layout.fields.filter { $0.access == .load }.map(\.label), ["before", "anything", "after"])
        XCTAssertTrue(layout.fields.allSatisfy { $0.owner == References.self })
        XCTAssertFalse(layout.loadsEveryField)

        XCTAssertEqual(Reflection.metadataKind(of: Int.self), .struct)
        XCTAssertEqual(Reflection.metadataKind(of: Object.self), .class)
        XCTAssertEqual(Reflection.metadataKind(of: (any ClassBound).self), .existential)
        XCTAssertEqual(Reflection.metadataKind(of: Object?.self), .optional)
        XCTAssertEqual(Reflection.access(forFieldOf: Int?.self, kind: .optional), .load)
        XCTAssertEqual(Reflection.access(forFieldOf: (any View)?.self, kind: .optional), .load)
        XCTAssertEqual(Reflection.access(forFieldOf: Object??.self, kind: .optional), .mirror)
        XCTAssertEqual(Reflection.access(forFieldOf: (any Plain)?.self, kind: .optional), .mirror)

        // ViewTree's views keep the typed load for what they store.
        XCTAssertEqual(Reflection.layout(of: HStack<Text>.self)?.loadsEveryField, true)
        XCTAssertEqual(Reflection.layout(of: Text.self)?.loadsEveryField, true)
        XCTAssertEqual(Reflection.layout(of: _PaddingLayout.self)?.loadsEveryField, true)
        XCTAssertEqual(Reflection.layout(of: AnyView.self)?.field("storage")?.access, .loadView)
        XCTAssertEqual(Reflection.layout(of: AnyShapeStyle.self)?.field("storage")?.access, .loadShapeStyle)
        // A key path is an object: it could be stored weak, so it is read through Mirror.
        let forEach = ForEach([1], id: \.self) { Text("\($0)") }
        XCTAssertEqual(Reflection.layout(of: type(of: forEach))?.field("idKeyPath")?.access, .mirror)
        XCTAssertEqual(try Reflection.field("idKeyPath", of: forEach, as: KeyPath<Int, Int>.self), \Int.self)
    }

    func testEveryReferenceReadsAsItsType() throws {
        let object = Object()
        let value = references(to: object)
        XCTAssertTrue(try Reflection.field("weakObject", of: value, as: Object?.self) === object)
        XCTAssertTrue(try Reflection.field("weakObject", of: value, as: Object.self) === object)
        XCTAssertTrue(try Reflection.field("unownedObject", of: value, as: Object.self) === object)
        XCTAssertTrue(try Reflection.field("unsafeObject", of: value, as: Object.self) === object)
        XCTAssertTrue(try Reflection.field("unownedOptional", of: value, as: Object?.self) === object)
        XCTAssertTrue(try Reflection.field("strongObject", of: value, as: Object.self) === object)
        XCTAssertTrue(try Reflection.field("optionalObject", of: value, as: Object?.self) === object)
        XCTAssertNil(try Reflection.field("noObject", of: value, as: Object?.self))
        XCTAssertTrue(try Reflection.field("weakClassBound", of: value, as: (any ClassBound)?.self) === object)
        XCTAssertTrue(try Reflection.field("weakAnyObject", of: value, as: AnyObject?.self) === object)
        XCTAssertTrue(try Reflection.field("classBound", of: value, as: (any ClassBound).self) === object)
        XCTAssertTrue(try Reflection.field("classBound", of: value, as: Object.self) === object)
        XCTAssertTrue(try Reflection.field("plain", of: value, as: Object.self) === object)
        XCTAssertTrue(try Reflection.field("anything", of: value, as: Object.self) === object)
        XCTAssertEqual(try Reflection.field("after", of: value, as: Int.self), 22)
    }

    func testWeakReferencesReadNilOnceTheObjectIsGone() throws {
        let keeper = Object()
        var object: Object? = Object()
        weak let released = object
        var value = references(to: keeper)
        value.weakObject = object
        value.weakClassBound = object
        value.weakAnyObject = object
        XCTAssertTrue(try Reflection.field("weakObject", of: value, as: Object?.self) === object)
        object = nil
        XCTAssertNil(released, "the test itself kept the object alive")
        for label in ["weakObject", "weakClassBound", "weakAnyObject"] {
            let read = try XCTUnwrap(Reflection.field(label, of: value), label)
            XCTAssertNil(referent(in: read), label)
            XCTAssertNil(referent(in: mirrorChild(label, of: value)), label)
        }
        XCTAssertNil(try Reflection.field("weakObject", of: value, as: Object?.self))
        XCTAssertNil(try Reflection.field("weakClassBound", of: value, as: (any ClassBound)?.self) ?? nil)
        XCTAssertNil(try Reflection.field("weakAnyObject", of: value, as: AnyObject?.self) ?? nil)
        XCTAssertThrowsError(try Reflection.field("weakObject", of: value, as: Object.self))
        XCTAssertTrue(try Reflection.field("strongObject", of: value, as: Object.self) === keeper)
    }

    func testReferencesInsideATupleAndAGenericStruct() throws {
        struct Box<Wrapped: AnyObject> {
            let count: Int
            weak var wrapped: Wrapped?
        }
        let object = Object()
        let box = Box(count: 3, wrapped: object)
        XCTAssertTrue(try Reflection.field("wrapped", of: box, as: Object?.self) === object)
        XCTAssertEqual(try Reflection.field("count", of: box, as: Int.self), 3)
        let elements = Reflection.tupleElements(of: (1, object, Optional(object), "four"))
        XCTAssertEqual(elements.count, 4)
        XCTAssertEqual(elements[0] as? Int, 1)
        XCTAssertTrue(elements[1] as? Object === object)
        XCTAssertTrue(elements[2] as? Object === object)
        XCTAssertEqual(elements[3] as? String, "four")
    }

    func testEachElementIsReadWithItsOwnLayout() throws {
        struct Short {
            let name: String
        }
        struct Long {
            let flag: Bool
            let count: Int
            let name: String
        }
        struct Other {
            let name: Int
        }
        struct Nameless {
            let title: String
        }
        final class Named {
            let name = "e"
        }
        let mixed: [Any] = [
            Short(name: "a"), Long(flag: true, count: 2, name: "b"), Short(name: "c"), Long(flag: false, count: 4, name: "d"),
        ]
        XCTAssertEqual(try Reflection.field("name", ofEach: mixed, as: String.self), ["a", "b", "c", "d"])
        XCTAssertEqual(try Reflection.field("count", ofEach: [Long(flag: true, count: 2, name: "b")], as: Int.self), [2])
        XCTAssertEqual(try Reflection.field("name", ofEach: [], as: String.self), [])
        // Same label, another type: a clear error, not a misread.
        XCTAssertThrowsError(try Reflection.field("name", ofEach: [Short(name: "a"), Other(name: 1)], as: String.self))
        XCTAssertEqual(try Reflection.field("name", ofEach: [Other(name: 1), Other(name: 2)], as: Int.self), [1, 2])
        let nameless: [Any] = [Short(name: "a"), Nameless(title: "b")]
        XCTAssertThrowsError(try Reflection.field("name", ofEach: nameless, as: String.self)) { error in
            XCTAssertTrue(
                (error as? InspectionError.Reason)?.explanation.contains("has no stored property 'name'") == true,
                "\(error)")
        }
        // Values without a layout (classes) are read through Mirror.
        let object = Object()
        XCTAssertEqual(try Reflection.field("name", ofEach: [Named(), Short(name: "f")], as: String.self), ["e", "f"])
        XCTAssertEqual(try Reflection.field("name", ofEach: [Short(name: "f"), Named()], as: String.self), ["f", "e"])
        XCTAssertThrowsError(try Reflection.field("name", ofEach: [Short(name: "g"), object], as: String.self))
    }

    func testAFieldIsOnlyEverLoadedFromItsOwnType() throws {
        struct Small {
            let name: String
        }
        struct Large {
            let number: Int
            let name: String
        }
        let field = try XCTUnwrap(Reflection.layout(of: Large.self)?.field("name"))
        XCTAssertTrue(field.owner == Large.self)
        XCTAssertEqual(Reflection.read(field, from: Large(number: 1, name: "large")) as? String, "large")
        // A field of another type's layout is looked up by label in the value's own layout.
        XCTAssertEqual(Reflection.read(field, from: Small(name: "small")) as? String, "small")
        let info = TypeInfo.of(Large.self)
        XCTAssertEqual(try Reflection.field("name", of: Small(name: "small"), info: info) as? String, "small")
    }

    func testExistentialsOfAnyProtocolOpenToTheirContent() throws {
        struct Point: Plain, Equatable {
            let x: Int
        }
        struct Holder {
            let plain: any Plain
            let optionalPlain: (any Plain)?
            let hashable: any Hashable
            let error: any Error
            let anything: Any
            let view: any View
            let style: any ShapeStyle
        }
        struct Failure: Error, Equatable {
            let code: Int
        }
        let holder = Holder(
            plain: Point(x: 1), optionalPlain: Point(x: 2), hashable: "three", error: Failure(code: 4),
            anything: Point(x: 5), view: Text("six"), style: Color.red)
        let plain = try XCTUnwrap(Reflection.field("plain", of: holder))
        XCTAssertTrue(type(of: plain) == Point.self, "\(type(of: plain))")
        XCTAssertEqual(plain as? Point, Point(x: 1))
        XCTAssertEqual(try Reflection.field("plain", of: holder, as: Point.self), Point(x: 1))
        XCTAssertEqual(try Reflection.field("optionalPlain", of: holder, as: Point.self), Point(x: 2))
        let hashable = try XCTUnwrap(Reflection.field("hashable", of: holder))
        XCTAssertTrue(type(of: hashable) == String.self, "\(type(of: hashable))")
        XCTAssertEqual(try Reflection.field("hashable", of: holder, as: String.self), "three")
        let error = try XCTUnwrap(Reflection.field("error", of: holder))
        XCTAssertEqual(error as? Failure, Failure(code: 4))
        let anything = try XCTUnwrap(Reflection.field("anything", of: holder))
        XCTAssertEqual(anything as? Point, Point(x: 5))
        XCTAssertEqual(try Reflection.field("x", of: anything, as: Int.self), 5)
        let view = try XCTUnwrap(Reflection.field("view", of: holder))
        XCTAssertTrue(type(of: view) == Text.self, "\(type(of: view))")
        let style = try XCTUnwrap(Reflection.field("style", of: holder))
        XCTAssertTrue(type(of: style) == Color.self, "\(type(of: style))")
        // The content can itself be read field by field.
        XCTAssertEqual(try Reflection.field("x", of: plain, as: Int.self), 1)
    }
}
