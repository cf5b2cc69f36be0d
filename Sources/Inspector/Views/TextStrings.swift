import ViewTree

/// Reads a `Text`'s string at an offset learned once, for searches, which ask every text they
/// pass for its string.
///
/// A `Text` of plain strings keeps its string whole (its segments' strings joined), so the
/// string is one field: the general reading (`Reflection.field`) would box it into an `Any` and
/// cast it back. Here it is loaded as a `String` from the storage of a value checked to be a
/// `Text`, following the rules of `Reflection`: a field loaded from a value of its owner's
/// type, as its own type. A text with content (formatted values, images) is rendered instead.
enum TextStrings {
    /// The text's string, or nil when `value` is not a `Text` of plain strings or its storage
    /// is not laid out as this reader expects (then `TextReading.string(of:)` renders it, or
    /// says what is wrong).
    static func string(of value: Any) -> String? {
        guard let reader else { return nil }
        return reader.string(of: value)
    }

    private static let reader: Reader? = Reader.make()

    /// The offset of the text's `string`, with the text's type kept as a value: nothing
    /// generic is named per read, which would ask the runtime for its metadata every time.
    private struct Reader: Sendable {
        /// `Text`, the only type read.
        let textType: Any.Type
        /// Where a `Text` keeps its whole string.
        let stringOffset: Int
        /// Where a `Text` keeps its content, nil for a text of plain strings.
        let contentOffset: Int

        /// The string of `value`, a `Text` of plain strings; nil for a text with content or a
        /// value of another type.
        func string(of value: Any) -> String? {
            let string: String?? = Reflection.withStorage(of: value, ifOfType: textType) { text in
                // Sound: `text` is a `Text`'s storage (checked), whose `TextContent?` and
                // `String` fields `make()` found here.
                guard (text + contentOffset).load(as: TextContent?.self) == nil else { return nil }
                return (text + stringOffset).load(as: String.self)
            }
            return string ?? nil
        }

        static func make() -> Reader? {
            guard let layout = Reflection.layout(of: ViewTree.Text.self),
                let string = layout.field("string"), string.access == .load, string.type == String.self,
                string.owner == ViewTree.Text.self,
                let content = layout.field("content"), content.access == .load, content.type == TextContent?.self,
                content.owner == ViewTree.Text.self
            else { return nil }
            return Reader(textType: ViewTree.Text.self, stringOffset: string.offset, contentOffset: content.offset)
        }
    }
}
