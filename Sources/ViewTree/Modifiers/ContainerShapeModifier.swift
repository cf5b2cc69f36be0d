/// Sets the shape of the modified view as a container: the shape a `ContainerRelativeShape`
/// inside it takes.
public struct _ContainerShapeModifier<ContainerShape: InsettableShape>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let shape: ContainerShape

    /// Makes `shape` the container shape of the view.
    public init(shape: ContainerShape) {
        self.shape = shape
    }
}

extension View {
    /// Makes `shape` this view's container shape, the shape `ContainerRelativeShape`s inside it
    /// follow (inset to their frames).
    ///
    /// ```swift
    /// VStack { ... }.containerShape(.rect(cornerRadius: 20))
    /// ```
    ///
    /// Nothing is drawn here: a `ContainerRelativeShape` stays a rectangle, and Inspector's
    /// `containerShape()` reads the shape.
    public consuming func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_ContainerShapeModifier(shape: shape))
    }
}
