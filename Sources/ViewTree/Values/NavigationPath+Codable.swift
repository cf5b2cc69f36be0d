import Foundation

/// A path saved and restored: `path.codable` is nil unless every value is `Codable`.
///
/// ```swift
/// let data = try JSONEncoder().encode(path.codable)
/// let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
/// ```
///
/// Encoded, it is a list of strings: for each value, last pushed first, the name of its type
/// and its JSON, as SwiftUI writes it. Decoding finds a type by that name, so it must be a
/// type of the program that is not `private` (a private type's name cannot be looked up:
/// decoding throws).
extension NavigationPath {
    /// A path of `Codable` values, which encodes and decodes.
    public struct CodableRepresentation: Codable, Equatable {
        /// The values, first pushed first.
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// Reads the type names and JSON strings `encode(to:)` writes.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "NavigationPath: no type named \(typeName)")
                }
                guard let codable = type as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "NavigationPath: \(type) is not Decodable and Hashable")
                }
                reversed.append(try Self.decode(codable, from: Data(json.utf8)))
            }
            elements = reversed.reversed()
        }

        /// Writes, last value first, each value's type name and JSON string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: element.base))
                else {
                    throw EncodingError.invalidValue(
                        element.base,
                        .init(codingPath: container.codingPath, debugDescription: "NavigationPath: the value is not Encodable"))
                }
                try container.encode(name)
                let json = try JSONEncoder().encode(value)
                try container.encode(String(decoding: json, as: UTF8.self))
            }
        }

        private static func decode<T: Decodable & Hashable>(_: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path as a value to encode, or nil when a value in it is not `Codable` (SwiftUI's
    /// behaviour: such a path cannot be saved).
    public var codable: CodableRepresentation? {
        let allCodable = elements.allSatisfy { type(of: $0.base) is any (Encodable & Decodable).Type }
        return allCodable ? CodableRepresentation(elements: elements) : nil
    }

    /// A path of the values `codable` holds.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for element in codable.elements { append(element) }
    }
}
