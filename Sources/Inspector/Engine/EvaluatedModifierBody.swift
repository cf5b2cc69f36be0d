import ViewTree

/// A custom view modifier's body as it was evaluated, kept in one object with the reader that
/// flattens it where it lies: what a modifier's node keeps when a search made no node for the
/// one view its body flattens to (`InspectionNode.CachedContent.modifierBody`). That view is
/// the content placeholder with modifiers (`content.padding().background { … }`), which would
/// otherwise be kept as an array, a list of modifiers and a box for each.
///
/// Flattening it again runs no code: the body was evaluated once, and is read as it was.
///
/// Measured gain (`swift run -c release InspectorBenchmarks`, whose 250,097-view screen puts a
/// custom modifier on every row; medians of seven runs on the 2-core Linux machine,
/// 2026-11-28): keeping the view and its modifiers instead, `find(text:)` took 0.168 s and
/// `findAll` 0.178 s, against 0.161 s and 0.167 s (4 % and 7 % more).
protocol EvaluatedModifierBody: AnyObject {
    /// The body as a piece, read where it lies in this object.
    func piece() -> ViewStructure.Piece
}

/// A custom view modifier's body just evaluated (`TypeInfo.modifierBody`): the body read as a
/// piece, and, when it is its content placeholder with modifiers, the object that keeps it.
/// One value, returned indirectly as every generic result is: an object alone, returned
/// directly, would need a function wrapped for each generic call it goes through on its way
/// out (two allocations per body).
struct ModifierBodyEvaluation {
    let body: (any EvaluatedModifierBody)?
    private(set) var piece: ViewStructure.Piece

    init(body: (any EvaluatedModifierBody)?, piece: ViewStructure.Piece) {
        self.body = body
        self.piece = piece
    }

    /// The piece, moved out (an empty one is left): flattening it then finds its lists held
    /// once, and changes them in place instead of copying them.
    mutating func takePiece() -> ViewStructure.Piece {
        var taken = ViewStructure.Piece(value: ())
        swap(&taken, &piece)
        return taken
    }

    /// Whether bodies of type `body` are `placeholder` with modifiers: `ModifiedContent`
    /// levels around the content placeholder. Only such bodies are kept in an object: a body
    /// with a node of its own (a stack around the content) would make the object for nothing.
    static func keepsBody(_ body: Any.Type, placeholder: Any.Type) -> Bool {
        var type = body
        while let level = type as? any ModifiedContentLevel.Type {
            type = level.contentType
        }
        return type == placeholder
    }
}

/// `EvaluatedModifierBody` for bodies of one type: the body is stored inline.
final class TypedModifierBody<Body>: EvaluatedModifierBody {
    private let body: Body
    /// The body type's piece reader (`Expansion.BodyReader.read`), taken on the main actor
    /// when the body was evaluated: flattening again may happen anywhere.
    private let read: Expansion.PieceReader

    init(_ body: Body, read: @escaping Expansion.PieceReader) {
        self.body = body
        self.read = read
    }

    func piece() -> ViewStructure.Piece {
        Expansion.BodyReader.piece(of: body, read)
    }
}

/// A `ModifiedContent` level, seen without its type parameters.
protocol ModifiedContentLevel {
    /// The type of the content the level modifies.
    static var contentType: Any.Type { get }
}

extension ModifiedContent: ModifiedContentLevel {
    static var contentType: Any.Type { Content.self }
}
