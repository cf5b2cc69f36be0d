import ViewTree

/// Reads the strings of a `Text`'s segments at offsets learned once, for searches, which ask
/// every text they pass for its string.
///
/// The general reading (`TextReading.string(of:)`) boxes the segment array into an `Any`,
/// casts it to `any Collection` (a protocol conformance lookup), boxes each segment and looks
/// its layout up again: several times the cost of the search's other work on a text. Here
/// the array is loaded as its own type, `[Segment]`, and each segment's `string` as a
/// `String`, from the storage of a value checked to be a `Text`, following the rules of
/// `Reflection`: each field loaded from a value of its owner's type, as its own type, opened
/// from the metatype the runtime reports; the elements of a `[Segment]` are all `Segment`s.
enum TextStrings {
    /// The text's string, or nil when `value` is not a `Text` or its storage is not laid out
    /// as this reader expects (then `TextReading.string(of:)` reads it, or says what is wrong).
    static func string(of value: Any) -> String? {
        guard let reader else { return nil }
        return reader.string(of: value)
    }

    private static let reader: Reader? = Reader.make()

    /// The offsets of the fields, with the segment type opened once.
    private struct Reader: Sendable {
        let read: @Sendable (Any) -> String?

        func string(of value: Any) -> String? {
            read(value)
        }

        static func make() -> Reader? {
            guard let segments = Reflection.layout(of: ViewTree.Text.self)?.field("segments"), segments.access == .load,
                let arrayType = segments.type as? any SegmentArray.Type
            else { return nil }
            func stringOffset<Segment>(_: Segment.Type) -> Int? {
                // The field is an array of exactly this type, and a segment's `string` a `String`
                // stored in the segment itself.
                guard segments.type == [Segment].self, let string = Reflection.layout(of: Segment.self)?.field("string"),
                    string.access == .load, string.type == String.self, string.owner == Segment.self
                else { return nil }
                return string.offset
            }
            guard let stringOffset = _openExistential(arrayType.elementType, do: stringOffset) else { return nil }
            // Nothing generic is named per read: the text's type is kept as a value, and the
            // array is read by its own type's method, given the array's metadata by its
            // conformance rather than asking the runtime for `[Segment]` on every call.
            let textType: Any.Type = ViewTree.Text.self
            let segmentsOffset = segments.offset
            return Reader { value in
                Reflection.withStorage(of: value, ifOfType: textType) { text in
                    arrayType.joinedStrings(at: text + segmentsOffset, stringOffset: stringOffset)
                }
            }
        }
    }
}

/// An array of a `Text`'s segments, read as its own type.
private protocol SegmentArray: SendableMetatype {
    static var elementType: Any.Type { get }

    /// The `String`s at `stringOffset` in the elements of the array stored at `array`, joined.
    static func joinedStrings(at array: UnsafeRawPointer, stringOffset: Int) -> String
}

extension Array: SegmentArray {
    fileprivate static var elementType: Any.Type { Element.self }

    fileprivate static func joinedStrings(at array: UnsafeRawPointer, stringOffset: Int) -> String {
        array.load(as: Self.self).withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "" }
            if buffer.count == 1 {
                return (UnsafeRawPointer(base) + stringOffset).load(as: String.self)
            }
            var joined = ""
            for index in buffer.indices {
                joined += (UnsafeRawPointer(base + index) + stringOffset).load(as: String.self)
            }
            return joined
        }
    }
}
