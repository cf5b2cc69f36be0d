/// A tree of data shown as nested disclosure groups: each element with children is a
/// `DisclosureGroup` labelled with its view, holding an outline of its children; each element
/// without (a nil `children`) is its view alone.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///     Label(folder.name, systemImage: "folder")
/// }
/// ```
///
/// SwiftUI's `OutlineGroup` has five generic parameters; here it is
/// `OutlineGroup<Data, ID, Leaf>`, and its body is the nested groups — so search, the runtime
/// and hosted state see each element's view, the groups starting collapsed as any
/// `DisclosureGroup` does.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    /// What the group was made with: the collection, or the root element.
    let sourceData: Any
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// An outline of the elements of `data` and, below each, of its `children`, each
    /// identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(source: data, roots: Array(data), id: id, children: children, content: content)
    }

    /// An outline of `root` and, below it, of its `children`, each identified by `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(source: root, roots: [root], id: id, children: children, content: content)
    }

    private init(
        source: Any, roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.sourceData = source
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }

    /// The elements, each a disclosure group of its children or, without children, its view.
    public var body: some View {
        ForEach(roots, id: id) { element in
            if let subgroup = element[keyPath: children] {
                DisclosureGroup {
                    OutlineGroup(subgroup, id: id, children: children, content: content)
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }

    /// The view of `element`.
    package func leaf(for element: Data.Element) -> Leaf {
        content(element)
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// An outline of the elements of `data` and, below each, of its `children`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// An outline of `root` and, below it, of its `children`.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }
}

/// An outline's elements' ids, depth first, as a list that selects in it reads them.
package protocol OutlineElementIdentities {
    /// Every element's id, each before its children's, collapsed or not.
    var elementIDs: [AnyHashable] { get }
}

extension OutlineGroup: OutlineElementIdentities {
    package var elementIDs: [AnyHashable] {
        var ids: [AnyHashable] = []
        func visit(_ elements: [Data.Element]) {
            for element in elements {
                ids.append(AnyHashable(element[keyPath: id]))
                if let subgroup = element[keyPath: children] { visit(Array(subgroup)) }
            }
        }
        visit(roots)
        return ids
    }
}
