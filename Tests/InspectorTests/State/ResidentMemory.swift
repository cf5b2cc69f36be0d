import Foundation

/// The process's resident memory, for the tests that check that memory stays bounded (by a
/// limit far above noise: never a timing).
enum ResidentMemory {
    /// Resident bytes now, from `/proc/self/statm` (Linux); nil elsewhere.
    static func bytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// How much resident memory calls `1..<cycles` of `cycle` add, after call 0 warmed up;
    /// nil where it cannot be read (the cycles still run).
    static func growth(cycles: Int, _ cycle: (Int) throws -> Void) rethrows -> Int? {
        try cycle(0)
        let before = bytes()
        for index in 1..<cycles { try cycle(index) }
        guard let before, let after = bytes() else { return nil }
        return after - before
    }
}
