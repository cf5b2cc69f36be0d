import Foundation
#if canImport(Darwin)
import MachO
#endif

/// The protocol conformances the compiler recorded for the test binary, read from the Swift
/// runtime's metadata sections: which types conform to which protocols, and what a
/// conformance binds an associated type to. What the type system knows, with no list kept by
/// hand: `KindCoverageTests` asks it for every view ViewTree declares.
///
/// It reads the metadata layout the Swift ABI fixes (conformance descriptors, context
/// descriptors, associated-type records) and the object formats (ELF, Mach-O). `Previews` asks
/// it for the types `#Preview` declared; the package's tests ask it which kinds exist.
package struct ConformanceRecords: Sendable {
    /// A type, by its context descriptor: two records name the same type when their
    /// descriptors are the same.
    ///
    /// Its pointer is into the image's read-only metadata, which lives as long as the process.
    package struct TypeID: Hashable, CustomStringConvertible, @unchecked Sendable {
        package let descriptor: UnsafeRawPointer
        /// `ViewTree.ButtonStyleConfiguration.Label`.
        package let name: String
        /// The module the type is declared in: `ViewTree`.
        package let module: String
        package var description: String { name }

        package static func == (lhs: TypeID, rhs: TypeID) -> Bool { lhs.descriptor == rhs.descriptor }
        package func hash(into hasher: inout Hasher) { hasher.combine(descriptor) }

        /// The type itself, when it is a struct, enum or class that is not generic: its
        /// metadata, from the access function its descriptor points at.
        package var metatype: Any.Type? {
            let flags = descriptor.load(as: UInt32.self)
            // Classes (16), structs (17) and enums (18); not generic (bit 7).
            guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0,
                  let accessor = ConformanceRecords.relative(descriptor + 12) else { return nil }
            #if arch(x86_64) || arch(arm64)
            // A metadata access function of no generic arguments takes the request and
            // returns the metadata first, in the registers the C convention uses for its
            // first argument and result on these two architectures (and only there).
            let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
            return access(0).map { unsafeBitCast($0, to: Any.Type.self) }
            #else
            return nil
            #endif
        }
    }

    /// Conformances as (type, protocol's full name: `ViewTree.View`).
    package let conformances: [(type: TypeID, protocolName: String)]
    /// Associated types of conformances: (type, protocol's full name, name, bound type's
    /// mangled name: `s5NeverO` for `Never`).
    package let associatedTypes: [(type: TypeID, protocolName: String, name: String, mangledType: String)]

    /// The records of every image loaded in the process.
    package static let loaded = ConformanceRecords(
        conformanceSections: Sections.named(elf: "swift5_protocol_conformances", machO: "__swift5_proto"),
        associatedTypeSections: Sections.named(elf: "swift5_assocty", machO: "__swift5_assocty"))

    /// The types of `module` that conform to `protocolName`.
    package func types(in module: String, conformingTo protocolName: String) -> Set<TypeID> {
        Set(conformances.filter { $0.type.module == module && $0.protocolName == protocolName }.map(\.type))
    }

    /// The types that conform to `protocolName`, wherever they are declared.
    package func types(conformingTo protocolName: String) -> Set<TypeID> {
        Set(conformances.filter { $0.protocolName == protocolName }.map(\.type))
    }

    /// The types of `module` conforming to the protocol of `existential` (`(any View).self`)
    /// whose conformance binds `Body` to `Never`: the primitive views, modifiers or toolbar
    /// content the module declares.
    package func primitives(in module: String, of existential: Any.Type) -> Set<TypeID> {
        // `8ViewTree0A0_p`, the existential, names the protocol `$s8ViewTree0A0P` in the records.
        guard let mangled = _mangledTypeName(existential), mangled.hasSuffix("_p") else { return [] }
        let protocolName = "$s" + mangled.dropLast(2) + "P"
        let conforming = Set(conformances.filter { $0.type.module == module }.map(\.type))
        let neverBodies = associatedTypes.filter {
            $0.protocolName == protocolName && $0.name == "Body" && ($0.mangledType == "<Swift.Never>" || $0.mangledType == "s5NeverO")
        }
        return conforming.intersection(neverBodies.map(\.type))
    }

    /// The context descriptor of a struct or enum type (a generic type's, for any of its
    /// instances), or nil for other types.
    package static func descriptor(of type: Any.Type) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // Struct, enum and optional metadata (kinds 0x200...0x202) hold their descriptor second.
        guard (0x200...0x202).contains(metadata.load(as: UInt.self)) else { return nil }
        return metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
    }

    private init(conformanceSections: [UnsafeRawBufferPointer], associatedTypeSections: [UnsafeRawBufferPointer]) {
        var conformances: [(TypeID, String)] = []
        for section in conformanceSections {
            for offset in stride(from: 0, to: section.count, by: 4) {
                guard let record = Self.relative(section.baseAddress! + offset),
                      let conformance = Self.conformance(record) else { continue }
                conformances.append(conformance)
            }
        }
        var associatedTypes: [(TypeID, String, String, String)] = []
        for section in associatedTypeSections {
            var offset = 0
            while offset + 16 <= section.count {
                let record = section.baseAddress! + offset
                let count = Int(record.load(fromByteOffset: 8, as: UInt32.self))
                let size = Int(record.load(fromByteOffset: 12, as: UInt32.self))
                if let type = Self.mangledType(record), let proto = Self.mangledContextName(record + 4) {
                    for index in 0..<count {
                        let entry = record + 16 + index * size
                        guard let name = Self.relative(entry).map({ String(cString: $0.assumingMemoryBound(to: CChar.self)) }),
                              let bound = Self.relative(entry + 4).map(Self.mangledText) else { continue }
                        associatedTypes.append((type, proto, name, bound))
                    }
                }
                offset += 16 + count * size
            }
        }
        self.conformances = conformances
        self.associatedTypes = associatedTypes
    }

    // MARK: - Descriptors

    /// The target of the 32-bit relative pointer at `pointer`, or nil when it is null.
    fileprivate static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : pointer + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it goes through one more pointer.
    private static func relativeIndirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = pointer + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// A conformance descriptor's type and protocol, for types with a context descriptor.
    private static func conformance(_ descriptor: UnsafeRawPointer) -> (TypeID, String)? {
        guard let proto = relativeIndirectable(descriptor) else { return nil }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = relative(descriptor + 4)
        case 1: typeDescriptor = relative(descriptor + 4)?.load(as: UnsafeRawPointer?.self)
        default: typeDescriptor = nil  // Objective-C classes
        }
        guard let typeDescriptor else { return nil }
        return (typeID(typeDescriptor), contextPath(proto).joined(separator: "."))
    }

    private static func typeID(_ descriptor: UnsafeRawPointer) -> TypeID {
        let path = contextPath(descriptor)
        return TypeID(descriptor: descriptor, name: path.joined(separator: "."), module: path.first ?? "")
    }

    /// The names from the module down to the context: `["ViewTree", "ButtonStyleConfiguration", "Label"]`.
    private static func contextPath(_ descriptor: UnsafeRawPointer) -> [String] {
        var names: [String] = []
        var current: UnsafeRawPointer? = descriptor
        while let context = current {
            let kind = context.load(as: UInt32.self) & 0x1F
            // Modules (0), protocols (3) and nominal types (16...) store their name third;
            // extensions (1) and anonymous contexts (2) add no name.
            if kind == 0 || kind == 3 || kind >= 16, let name = relative(context + 8) {
                names.append(String(cString: name.assumingMemoryBound(to: CChar.self)))
            }
            current = relativeIndirectable(context + 4)
        }
        return names.reversed()
    }

    /// The type a mangled name at the relative pointer `pointer` refers to, when it is a
    /// symbolic reference to a context descriptor (what the compiler writes for the types of
    /// the image itself).
    private static func mangledType(_ pointer: UnsafeRawPointer) -> TypeID? {
        symbolicReference(pointer).map(typeID)
    }

    /// The full name of the context a mangled name refers to, symbolically or as text.
    private static func mangledContextName(_ pointer: UnsafeRawPointer) -> String? {
        if let descriptor = symbolicReference(pointer) { return contextPath(descriptor).joined(separator: ".") }
        return relative(pointer).map(mangledText)
    }

    private static func symbolicReference(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        guard let name = relative(pointer) else { return nil }
        switch name.load(as: UInt8.self) {
        case 1: return relative(name + 1)
        case 2: return relative(name + 1)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// A mangled name as text, with each symbolic reference (a control byte and four bytes)
    /// written as the referenced context's name.
    private static func mangledText(_ name: UnsafeRawPointer) -> String {
        var text = ""
        var cursor = name
        while true {
            let byte = cursor.load(as: UInt8.self)
            switch byte {
            case 0:
                return text
            case 1, 2:
                // A reference to a context descriptor, direct (1) or through a pointer (2).
                let target = byte == 2 ? relative(cursor + 1)?.load(as: UnsafeRawPointer?.self) : relative(cursor + 1)
                text += "<" + (target.map { contextPath($0).joined(separator: ".") } ?? "?") + ">"
                cursor += 5
            case 3...0x17:
                // Other references (accessor functions, existential shapes, Objective-C
                // protocols) point at what is not a context descriptor: not followed.
                text += "<?>"
                cursor += 5
            case 0x18...0x1F:
                text += "<?>"
                cursor += 1 + MemoryLayout<UnsafeRawPointer>.size
            default:
                text.append(Character(Unicode.Scalar(byte)))
                cursor += 1
            }
        }
    }
}

// MARK: - Sections

/// The metadata sections of the loaded images.
private enum Sections {
    static func named(elf: String, machO: String) -> [UnsafeRawBufferPointer] {
        #if canImport(Darwin)
        var sections: [UnsafeRawBufferPointer] = []
        for index in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(index) else { continue }
            var size: UInt = 0
            let data = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
                getsectiondata($0, "__TEXT", machO, &size)
            }
            if let data { sections.append(UnsafeRawBufferPointer(start: data, count: Int(size))) }
        }
        return sections
        #elseif os(Linux)
        return ELFImages.loaded.compactMap { $0.section(named: elf) }
        #else
        return []
        #endif
    }
}

#if os(Linux)
/// A loaded ELF image: where it is loaded, and its file's section headers.
private struct ELFImages {
    let path: String
    let bias: UInt

    /// The main program and the shared objects loaded with it, from `/proc/self/maps`: each
    /// file mapped from its start, and where.
    static var loaded: [ELFImages] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
        var images: [ELFImages] = []
        var seen: Set<String> = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[2] == "00000000", let path = fields.last.map(String.init), path.hasPrefix("/"),
                  seen.insert(path).inserted,
                  let start = fields[0].split(separator: "-").first.flatMap({ UInt($0, radix: 16) }),
                  let image = ELFImages(path: path, mappedAt: start) else { continue }
            images.append(image)
        }
        return images
    }

    /// The image of the file at `path`, whose start is mapped at `start`: its bias is that
    /// address less the address its first loaded segment asks for.
    private init?(path: String, mappedAt start: UInt) {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let header = Self.read(file, 0, 64), header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), header[4] == 2 else { return nil }
        let programOffset = Self.integer(header, 0x20, as: UInt64.self)
        let entrySize = Int(Self.integer(header, 0x36, as: UInt16.self))
        let count = Int(Self.integer(header, 0x38, as: UInt16.self))
        guard let table = Self.read(file, programOffset, entrySize * count) else { return nil }
        for index in 0..<count {
            let entry = index * entrySize
            // The loadable segment that starts the file (PT_LOAD, at offset 0).
            guard Self.integer(table, entry, as: UInt32.self) == 1, Self.integer(table, entry + 8, as: UInt64.self) == 0 else { continue }
            let address = UInt(Self.integer(table, entry + 16, as: UInt64.self))
            self.path = path
            self.bias = start &- (address & ~UInt(0xFFF))
            return
        }
        return nil
    }

    private static func read(_ file: FileHandle, _ offset: UInt64, _ count: Int) -> Data? {
        guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: count), data.count == count else { return nil }
        return data
    }

    private static func integer<T: FixedWidthInteger>(_ data: Data, _ offset: Int, as _: T.Type) -> T {
        data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }

    /// The section's bytes in memory, found through the file's section headers.
    func section(named name: String) -> UnsafeRawBufferPointer? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        func read(_ offset: UInt64, _ count: Int) -> Data? { Self.read(file, offset, count) }
        func integer<T: FixedWidthInteger>(_ data: Data, _ offset: Int, as type: T.Type) -> T { Self.integer(data, offset, as: type) }
        guard let header = read(0, 64) else { return nil }
        let sectionsOffset = integer(header, 0x28, as: UInt64.self)
        let entrySize = Int(integer(header, 0x3A, as: UInt16.self))
        let count = Int(integer(header, 0x3C, as: UInt16.self))
        let namesIndex = Int(integer(header, 0x3E, as: UInt16.self))
        guard entrySize >= 64, let table = read(sectionsOffset, entrySize * count), namesIndex < count else { return nil }
        let namesEntry = namesIndex * entrySize
        guard let names = read(integer(table, namesEntry + 24, as: UInt64.self), Int(integer(table, namesEntry + 32, as: UInt64.self))) else {
            return nil
        }
        for index in 0..<count {
            let entry = index * entrySize
            let nameOffset = Int(integer(table, entry, as: UInt32.self))
            guard nameOffset < names.count else { continue }
            let sectionName = String(decoding: names[nameOffset...].prefix { $0 != 0 }, as: UTF8.self)
            guard sectionName == name else { continue }
            let address = integer(table, entry + 16, as: UInt64.self)
            let size = Int(integer(table, entry + 32, as: UInt64.self))
            guard address != 0, let start = UnsafeRawPointer(bitPattern: bias + UInt(address)) else { return nil }
            return UnsafeRawBufferPointer(start: start, count: size)
        }
        return nil
    }
}
#endif
