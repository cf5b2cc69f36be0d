/// Whether something shows: automatically, always, or never.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
