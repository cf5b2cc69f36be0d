import ViewTree

extension ViewType {
    /// A custom `ViewModifier` applied to a view: its content is the modifier's body.
    public struct ViewModifier<T: ViewTree.ViewModifier>: SingleViewContent, MultipleViewContent {
        /// The modifier's type name.
        public static var typePrefix: String { TypeName.display(T.self) }
    }
}

extension ViewType.ViewModifier: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        guard case .customModifier = node.role else { return false }
        return node.info.type == T.self
    }

    static func accessor(index: Int?) -> String {
        "modifier(\(TypeName.display(T.self)).self\(index.map { ", \($0)" } ?? ""))"
    }

    static var expectedName: String { TypeName.display(T.self) }
}

extension InspectableView {
    /// The custom modifier of type `T` applied to this view; with several, the one at `index`
    /// in the order they were applied.
    ///
    /// ```swift
    /// let modifier = try sut.inspect().emptyView().modifier(MyViewModifier.self)
    /// let content = try modifier.viewModifierContent()
    /// XCTAssertEqual(try content.padding(.top), 15)
    /// ```
    public func modifier<T: ViewTree.ViewModifier>(
        _ type: T.Type, _ index: Int? = nil
    ) throws -> InspectableView<ViewType.ViewModifier<T>> {
        let name = TypeName.display(T.self)
        return try reading("modifier(\(name).self\(index.map { ", \($0)" } ?? ""))") { node in
            let matching = node.customModifiers(ofType: T.self)
            guard !matching.isEmpty else { throw node.missing(name) }
            let position = index ?? 0
            guard matching.indices.contains(position) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: position, count: matching.count, container: node.kindName, item: "\(name) modifier")
            }
            return InspectableView<ViewType.ViewModifier<T>>(node.customModifierNode(at: position, of: matching))
        }
    }

    /// The modifier value itself, with its properties as they are now. As for a view's
    /// `actualView()`, its body is not evaluated: an `@EnvironmentObject` nobody provides is
    /// reported when the body is.
    public func actualView<T: ViewTree.ViewModifier>() throws -> T where View == ViewType.ViewModifier<T> {
        try reading("actualView()") { node in
            try Evaluation.prepareAvailable(node)
            guard let modifier = node.value as? T else {
                throw InspectionError.Reason.typeMismatch(expected: TypeName.display(T.self), found: node.kindName, hint: nil)
            }
            return modifier
        }
    }
}

extension ViewTree.ViewModifier {
    /// Starts inspecting this modifier on its own, as ViewInspector's `inspect()` on a view
    /// modifier does: the handle's content is the modifier's body, and the view it is applied
    /// to is an `EmptyView`, so the body's `content` placeholder is one:
    ///
    /// ```swift
    /// let modifier = try MyViewModifier().inspect()
    /// XCTAssertEqual(try modifier.viewModifierContent().padding(.top), 15)
    /// ```
    ///
    /// Paths and messages read `emptyView().modifier(MyViewModifier.self)`, the view this
    /// inspects.
    public func inspect() throws -> InspectableView<ViewType.ViewModifier<Self>> {
        try EmptyView().modifier(self).inspect().emptyView().modifier(Self.self)
    }

    /// Inspects this modifier on its own now, in a closure; an error thrown inside fails the
    /// test: `MyViewModifier().inspect { modifier in … }`.
    public func inspect(
        function: String = #function, fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, _ inspection: (InspectableView<ViewType.ViewModifier<Self>>) throws -> Void
    ) {
        var handle: InspectableView<ViewType.ViewModifier<Self>>?
        do {
            let inspected = try inspect()
            handle = inspected
            try inspection(inspected)
        } catch {
            TestReporting.fail(error, about: handle, fileID: fileID, filePath: file, line: line, column: column)
        }
    }
}
