import Foundation
import Synchronization
import ViewTree

extension Locale {
    /// The locale texts are read in when a call is given none: `string()`, `find(text:)`,
    /// `find(button:)`, `find(_:containing:)`, `attributes()`. English (`Locale(identifier:
    /// "en")`), as in ViewInspector, so that a test reads the same on every machine.
    ///
    /// Set it before the tests run to read in another locale by default:
    ///
    /// ```swift
    /// override class func setUp() {
    ///     Locale.testsDefault = Locale(identifier: "fr")
    /// }
    /// ```
    public static var testsDefault: Locale {
        get { TestsDefaults.locale.withLock { $0 } }
        set { TestsDefaults.locale.withLock { $0 = newValue } }
    }
}

extension TimeZone {
    /// The time zone texts show dates in when Inspector reads them: GMT, so that a test of
    /// `Text(date, style: .time)` or `Text(date, format: .dateTime)` reads the same on every
    /// machine, whatever its time zone.
    ///
    /// A date format style or a date formatter that follows the current time zone (the default)
    /// is read in this one; one set to a time zone of its own keeps it. Set it before the tests
    /// run to read in another time zone, `.current` to read in the machine's:
    ///
    /// ```swift
    /// override class func setUp() {
    ///     TimeZone.testsDefault = TimeZone(identifier: "America/New_York")!
    /// }
    /// ```
    public static var testsDefault: TimeZone {
        get { TestsDefaults.timeZone.withLock { $0 } }
        set { TestsDefaults.timeZone.withLock { $0 = newValue } }
    }
}

/// The values behind `Locale.testsDefault` and `TimeZone.testsDefault`: settable from any
/// test, read by every text reading.
private enum TestsDefaults {
    static let locale = Mutex(Locale(identifier: "en"))
    static let timeZone = Mutex(TimeZone.gmt)
}

extension TextRenderingContext {
    /// What Inspector reads texts for: `locale` (or `Locale.testsDefault`), in
    /// `TimeZone.testsDefault`, with relative dates counted from now.
    static func reading(in locale: Locale?) -> TextRenderingContext {
        TextRenderingContext(locale: locale ?? .testsDefault, timeZone: .testsDefault, now: Date())
    }
}
