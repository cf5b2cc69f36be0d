import Foundation

/// A key of the keyboard, as `onKeyPress` and keyboard shortcuts name it.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces.
    public var character: Character

    /// The key producing `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key producing the character written: `"a"`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}

/// A key press an `onKeyPress` action is given.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the press produces.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeats or went up.
    public let phase: Phases

    /// A press of `key` producing `characters`.
    package init(key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: Phases) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }

    /// What an action did with a key press: handled it, or left it to the views around.
    public enum Result: Hashable, Sendable {
        /// The press was handled: no other action gets it.
        case handled
        /// The press was ignored: the next action gets it.
        case ignored
    }

    /// The phases of a key press an action asks for.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: Int

        /// A set with the bits of `rawValue`.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key, held down, repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}
