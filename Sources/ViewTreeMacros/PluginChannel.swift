import Foundation

/// The compiler's side of the conversation: messages on standard input and replies on
/// standard output, each a little-endian 64-bit byte count followed by that many bytes of
/// JSON.
///
/// Standard output belongs to the protocol: nothing else may be written there.
struct PluginChannel {
    private let input = FileHandle.standardInput
    private let output = FileHandle.standardOutput

    /// The next message's JSON, or nil when the compiler closed the conversation.
    func receive() -> Data? {
        guard let header = read(count: 8) else { return nil }
        let size = header.reduce(UInt64(0)) { partial, byte in partial >> 8 | UInt64(byte) << 56 }
        return read(count: Int(size))
    }

    func send(_ json: Data) {
        var header = Data(count: 8)
        for index in 0..<8 { header[index] = UInt8(truncatingIfNeeded: UInt64(json.count) >> (8 * UInt64(index))) }
        output.write(header + json)
    }

    private func read(count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = input.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}
