import ViewTree

extension ViewType {
    /// `Image`.
    public struct Image: KnownViewType, BuiltinViewType {
        /// "Image".
        public static var typePrefix: String { "Image" }
        static var viewKind: ViewKind { .image }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `Image`.
    public func image() throws -> InspectableView<ViewType.Image> {
        try single(ViewType.Image.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Image` at `index`.
    public func image(_ index: Int) throws -> InspectableView<ViewType.Image> {
        try child(ViewType.Image.self, at: index)
    }
}

extension InspectableView where View == ViewType.Image {
    /// The image value: `XCTAssertEqual(try image.actualImage().name(), "logo")`.
    public func actualImage() throws -> ViewTree.Image {
        try reading("actualImage()") { node in
            guard let image = node.value as? ViewTree.Image else {
                throw InspectionError.Reason.typeMismatch(expected: "Image", found: node.kindName, hint: nil)
            }
            return image
        }
    }

    /// The `label:` an `Image(_:bundle:label:)` was given, as ViewInspector reads it:
    /// `try image.labelView().string()`. Not a view on screen: a screen reader reads it as the
    /// image's name, and search does not visit it.
    ///
    /// - Throws: `attributeUnavailable` for an image made without a label.
    public func labelView() throws -> InspectableView<ViewType.Text> {
        try reading("labelView()") { node in
            guard let label = ImageReading.label(of: node.value) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "label", view: "Image", reason: "it was made without a label (Image(_:bundle:label:) gives one)")
            }
            return InspectableView<ViewType.Text>(
                node.attached(label, role: .group, link: .attributeView(call: "labelView()"), attachment: nil))
        }
    }
}

extension ViewTree.Image {
    /// The name of the asset or system symbol this image shows.
    public func name() throws -> String {
        try Reflection.field("name", of: self, as: String.self)
    }

    /// Whether the image is a system symbol (`Image(systemName:)`).
    public func isSystemImage() throws -> Bool {
        try Reflection.field("isSystemImage", of: self, as: Bool.self)
    }

    /// Whether the image was made resizable with `resizable()`.
    public func isResizable() throws -> Bool {
        try Reflection.field("isResizable", of: self, as: Bool.self)
    }

    /// The image without its image modifiers (`resizable()`, `renderingMode(_:)`,
    /// `symbolRenderingMode(_:)`, `antialiased(_:)`): the image as its initializer made it, as ViewInspector's
    /// `rootImage()` returns it. `XCTAssertEqual(try image.actualImage().rootImage(), Image("logo"))`.
    public func rootImage() throws -> ViewTree.Image {
        let name = try name()
        if let value = try variableValue() {
            return try isSystemImage()
                ? ViewTree.Image(systemName: name, variableValue: value) : ViewTree.Image(name, variableValue: value)
        }
        if try isSystemImage() { return ViewTree.Image(systemName: name) }
        if try Reflection.field("isDecorative", of: self, as: Bool.self) { return ViewTree.Image(decorative: name) }
        if let label = try Reflection.field("label", of: self, as: ViewTree.Text?.self) {
            return ViewTree.Image(name, label: label)
        }
        return ViewTree.Image(name)
    }

    /// The value from 0 to 1 the symbol is drawn for, given by `Image(systemName:variableValue:)`
    /// or `Image(_:variableValue:bundle:)`; nil for an image made without one.
    /// `XCTAssertEqual(try image.actualImage().variableValue(), 0.6)`.
    public func variableValue() throws -> Double? {
        try Reflection.field("variableValue", of: self, as: Double?.self)
    }

    /// The symbol rendering mode the image's own `symbolRenderingMode(_:)` gives it; nil
    /// without one (the view modifier's, kept in the environment, is read with the view's
    /// `symbolRenderingMode()`). `XCTAssertEqual(try image.actualImage().symbolRenderingMode(), .hierarchical)`.
    public func symbolRenderingMode() throws -> SymbolRenderingMode? {
        try Reflection.field("symbolRenderingMode", of: self, as: SymbolRenderingMode?.self)
    }

    /// Whether the image is drawn antialiased: true unless `antialiased(false)` was applied.
    public func isAntialiased() throws -> Bool {
        try Reflection.field("isAntialiased", of: self, as: Bool.self)
    }
}

/// What a screen reader reads of an `Image`.
enum ImageReading {
    /// Whether the image is `Image(decorative:)`: hidden from a screen reader.
    static func isDecorative(_ image: Any) -> Bool {
        (try? Reflection.field("isDecorative", of: image, as: Bool.self)) == true
    }

    /// The `label:` the image was given, if any.
    static func label(of image: Any) -> ViewTree.Text? {
        (try? Reflection.field("label", of: image, as: ViewTree.Text?.self)) ?? nil
    }

    /// The string of the `label:` the image was given, if any.
    static func accessibilityLabel(of image: Any) -> String? {
        label(of: image).flatMap { try? TextReading.string(of: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Image`; the dump shows its name, and its variable value when it has one.
    static let image = ViewKind(
        name: "Image", accessor: "image",
        dumpAttributes: { value in
            guard let image = value as? ViewTree.Image, let name = try? image.name() else { return [] }
            let named = (try? image.isSystemImage()) == true ? "systemName: \(TreeDump.quoted(name))" : TreeDump.quoted(name)
            guard let value = (try? image.variableValue()) ?? nil else { return [named] }
            return [named, "variableValue: \(value)"]
        },
        accessibility: AccessibilityProfile(role: .image, traits: .isImage, name: .imageLabel))
}

extension ViewTree.Image: InspectableKind {
    static var inspectorKind: ViewKind { .image }
}
