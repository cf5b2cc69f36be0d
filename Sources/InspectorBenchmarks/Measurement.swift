import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The best time of `repeats` runs of `work`, in seconds.
func measure(repeats: Int, _ work: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// The most memory the process has had resident so far, in bytes: `VmHWM` from
/// `/proc/self/status` on Linux, `getrusage`'s `ru_maxrss` elsewhere.
func peakResidentBytes() -> Int? {
    #if os(Linux)
    if let peak = procStatusKilobytes("VmHWM:") { return peak * 1024 }
    #endif
    var usage = rusage()
    #if canImport(Glibc)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return nil }
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)  // bytes
    #else
    return Int(usage.ru_maxrss) * 1024  // kilobytes
    #endif
}

#if os(Linux)
/// The memory the process has resident now, in bytes: `VmRSS` (Linux only).
func currentResidentBytes() -> Int? {
    procStatusKilobytes("VmRSS:").map { $0 * 1024 }
}

/// A `kB` field of `/proc/self/status`, such as `VmHWM:` (the peak of this process image;
/// `ru_maxrss` also counts what `swift run` used before it exec-ed the benchmark).
private func procStatusKilobytes(_ field: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard line.hasPrefix(field) else { continue }
        // "VmHWM:\t  123456 kB": a tab, then spaces.
        return line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            .flatMap { Int($0) }
    }
    return nil
}
#endif

func format(_ seconds: Double) -> String {
    seconds < 0.01 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.3f s", seconds)
}

/// Decimal megabytes, the unit the memory target is checked in, with mebibytes beside them.
func formatMemory(_ bytes: Int?) -> String {
    guard let bytes else { return "unknown" }
    return String(format: "%.1f MB (%.1f MiB)", Double(bytes) / 1e6, Double(bytes) / 1_048_576)
}
