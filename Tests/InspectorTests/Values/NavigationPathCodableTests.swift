import Foundation
import ViewTree
import XCTest

/// Not private: a private type's name cannot be found again when decoding.
struct CodablePathBook: Codable, Hashable {
    let title: String
}

private struct Unsaved: Hashable {
    let id: Int
}

/// `NavigationPath.codable`: a path of `Codable` values saved with `JSONEncoder` and restored.
final class NavigationPathCodableTests: XCTestCase {
    func testRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(CodablePathBook(title: "Dune"))
        path.append(42)
        path.append("chapter 3")
        let codable = try XCTUnwrap(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        XCTAssertEqual(decoded, codable)
        let restored = NavigationPath(decoded)
        XCTAssertEqual(restored, path)
        XCTAssertEqual(restored.count, 3)
        XCTAssertEqual(restored.description, path.description)
    }

    func testEncodesTypeNamesAndJSONLastValueFirst() throws {
        let path = NavigationPath([1, 2])
        let data = try JSONEncoder().encode(try XCTUnwrap(path.codable))
        let strings = try JSONDecoder().decode([String].self, from: data)
        XCTAssertEqual(strings.count, 4)
        XCTAssertEqual(strings[1], "2")
        XCTAssertEqual(strings[3], "1")
        XCTAssertEqual(strings[0], strings[2], "both values are Ints: the same type name")
    }

    func testIsNilWhenAValueIsNotCodable() {
        var path = NavigationPath()
        path.append(CodablePathBook(title: "Dune"))
        XCTAssertNotNil(path.codable)
        path.append(Unsaved(id: 1))
        XCTAssertNil(path.codable)
        path.removeLast()
        XCTAssertNotNil(path.codable)
        XCTAssertEqual(NavigationPath().codable.map(NavigationPath.init)?.isEmpty, true)
    }

    func testDecodingAnUnknownTypeThrows() throws {
        let data = Data(#"["NoSuchType", "1"]"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)) { error in
            guard case let DecodingError.dataCorrupted(context) = error else {
                return XCTFail("expected dataCorrupted, got \(error)")
            }
            XCTAssertEqual(context.debugDescription, "NavigationPath: no type named NoSuchType")
        }
    }
}
