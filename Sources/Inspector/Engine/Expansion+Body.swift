import ViewTree

extension Expansion {
    /// Appends the views a value read as `piece` stands for to `views`: a body, read where it
    /// lay (`Evaluation.body(of:observation:)`), is the content of a node of `tree` reached with
    /// `step`. What the `expand(_:in:prefix:into:)` of a body's content calls, by the type of
    /// what `Evaluation` returns.
    static func expand(
        _ piece: consuming ViewStructure.Piece, in tree: InspectionTree, prefix step: ViewIdentity.Step? = nil,
        into views: inout [ExpandedView]
    ) {
        let recording = tree.recordsIdentity
        ViewStructure.flatten(
            consume piece, reader: Reader(), recordingSteps: recording, prefix: recording ? step.map { [$0] } ?? [] : [],
            keepingAbsent: true, into: &views)
    }

    /// Reads a body — a value of one type, in a local of the body's evaluator (`TypeInfo.body`)
    /// or kept in an `EvaluatedModifierBody` — as a piece: through its levels where it lies,
    /// as a field of that type would be read (`pieceReader(of:at:)`), so that the body itself
    /// is never boxed and only what flattening keeps of it is copied out.
    ///
    /// The reader is made on the first body read, on the main actor where bodies run, rather
    /// than with the `TypeInfo` of the view: a body may hold the view itself
    /// (`if depth > 0 { Tree(depth: depth - 1) }`), whose `TypeInfo` is still being made then.
    @MainActor final class BodyReader {
        /// The body type read.
        private let type: Any.Type
        /// The piece reader, once made by the first read.
        private var made: PieceReader?

        /// A reader of bodies of type `type`.
        nonisolated init(of type: Any.Type) {
            self.type = type
        }

        /// The reader, made on first use. Ask for it in the evaluator itself, not in a closure
        /// it passes on: a main-actor closure passed to a function of a module built without
        /// strict concurrency checking (the standard library's `withUnsafePointer`) checks the
        /// executor each time it runs.
        var read: PieceReader {
            if let made { return made }
            let reader = Expansion.pieceReader(of: type, at: 0)
            made = reader
            return reader
        }

        /// `body`, read by `read`: `body` is in a local here, and `read` is called on its
        /// address, valid for the call; the piece holds copies of what it keeps. Nonisolated,
        /// so that the closure it passes on is too (see `read`).
        nonisolated static func piece<Body>(of body: Body, _ read: PieceReader) -> ViewStructure.Piece {
            withUnsafePointer(to: body) { read(UnsafeRawPointer($0)) }
        }
    }
}
