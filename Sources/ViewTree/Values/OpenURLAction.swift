import Foundation

/// An action that opens a URL: what a `Link` calls when tapped, and what views read with
/// `@Environment(\.openURL)`.
///
/// ```swift
/// struct HelpButton: View {
///     @Environment(\.openURL) private var openURL
///     var body: some View {
///         Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///     }
/// }
///
/// HelpButton().environment(\.openURL, OpenURLAction { url in
///     opened.append(url)
///     return .handled
/// })
/// ```
///
/// The default action asks the system to open the URL. ViewTree runs without a system to open
/// URLs: the system action does nothing, and reports that it could not open the URL (a
/// completion handler is called with `false`). Provide an action in the environment to see or
/// handle the URLs a view opens.
///
/// Unlike SwiftUI's, the action is not isolated to the main actor, so that synchronous tests
/// can create and call one.
public struct OpenURLAction {
    private let handler: (URL) -> Result

    /// An action that runs `handler` for each URL to open; the handler's result says whether
    /// it opened the URL, discarded it, or leaves it to the system.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url`, then calls `completion` with whether it was opened: true when the handler
    /// handled it; false when it was discarded or left to the system, which ViewTree lacks.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: true
        case .discarded, .system: false
        }
    }

    /// What a handler did with a URL.
    public struct Result: Equatable, Sendable, CustomStringConvertible {
        enum Outcome: Equatable, Sendable {
            case handled
            case discarded
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler did not open the URL, and nothing else should.
        public static let discarded = Result(outcome: .discarded)
        /// The handler leaves the URL to the system.
        public static let systemAction = Result(outcome: .system(nil))

        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .system(url))
        }

        /// The result as written in source: `.handled`, `.systemAction(https://…)`.
        public var description: String {
            switch outcome {
            case .handled: ".handled"
            case .discarded: ".discarded"
            case .system(nil): ".systemAction"
            case let .system(url?): ".systemAction(\(url.absoluteString))"
            }
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// The action that opens URLs here: a `Link`'s tap calls it. Set it with
    /// `.environment(\.openURL, OpenURLAction { url in … })`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
