/// A view that builds one piece of content for each element of a collection.
///
/// ```swift
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(items) { item in Row(item: item) }           // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the content is built from.
    public var data: Data
    /// Builds the content of one element.
    public var content: (Data.Element) -> Content
    let idKeyPath: KeyPath<Data.Element, ID>

    init(data: Data, idKeyPath: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = idKeyPath
        self.content = content
    }
}

extension ForEach: View where Content: View {
    /// Primitive view: `ForEach` has no body.
    public typealias Body = Never

    /// Primitive view: `ForEach` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// Content for each element of a collection of `Identifiable` values, identified by `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, idKeyPath: \Data.Element.id, content: content)
    }

    /// Content for each element of a collection, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idKeyPath: id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Content for each number in a constant range; the number is the identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, idKeyPath: \Int.self, content: content)
    }
}
