/// The modifier keys held during an event: a gesture made with `.modifiers(.shift)` is
/// recognized only while Shift is held.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int

    /// A set with the bits of `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier key.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
