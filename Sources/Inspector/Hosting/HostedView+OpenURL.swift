import Foundation
import ViewTree

extension HostedView {
    /// Sends `url` to the hosted app, as the system does with a universal link or a custom
    /// scheme: to the window whose scene's `handlesExternalEvents(matching:)` conditions match
    /// it (`"*"`, or a condition the URL's absolute string contains), opening one when none is
    /// open, else to the first window; there, every view's `onOpenURL` actions run with it, top
    /// to bottom. Returns the window it went to.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(app: ReaderApp())
    /// let viewer = try hosted.openURL(URL(string: "reader://viewer/7")!)
    /// XCTAssertNoThrow(try viewer.inspect().find(text: "Book 7"))
    /// ```
    ///
    /// - Throws: `invalidArgument` when no window can take it, or when no view of that window
    ///   has an `onOpenURL`.
    @discardableResult
    public func openURL(_ url: URL) throws -> HostedView {
        let call = "openURL(\(url.absoluteString))"
        guard let window = windowHandlingExternalEvent(url.absoluteString) else {
            throw InspectionError(
                .invalidArgument(argument: url.absoluteString, reason: "has no window to go to: none is open"), path: call)
        }
        let root = try window.inspect()
        // The window's root view first: search starts with it.
        let handlers = root.findAll(where: { $0.hasOnOpenURL })
        guard !handlers.isEmpty else {
            throw InspectionError(
                .invalidArgument(argument: url.absoluteString, reason: "reached a window none of whose views has an onOpenURL"),
                path: call)
        }
        for handler in handlers {
            try handler.callOnOpenURL(url)
        }
        return window
    }
}

extension InspectableView {
    /// Whether the view has an `onOpenURL` modifier of its own.
    var hasOnOpenURL: Bool {
        (try? reading("hasOnOpenURL") { !$0.ownModifiers(.onOpenURL).isEmpty }) ?? false
    }
}
