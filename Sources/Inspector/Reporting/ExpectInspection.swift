import ViewTree

/// Runs `inspection` on `view`, and returns what it returns; when it throws, fails the test
/// at the line of the call instead, with a message a person can act on, and returns nil.
///
/// ```swift
/// @Test @MainActor func showsTheUnreadCount() throws {
///     let sut = try Inbox().inspect()
///     let count = expectInspection(of: sut) { try $0.find(viewWithId: "unread").text().string() }
///     #expect(count == "3")
/// }
/// ```
///
/// In Swift Testing the failure is an issue at the call, whose comment is the error's message,
/// and the whole tree dump of `view` is attached to the test (`Attachment.record`, saved by
/// `swift test --attachments-path <directory>` and shown by Xcode). In XCTest the failure's
/// message carries the dump, capped at `InspectionLimits.failureDumpLines` lines — unless the
/// message shows the searched tree already, as a failed `find` does.
@discardableResult
public func expectInspection<V: KnownViewType, Result>(
    of view: InspectableView<V>, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ inspection: (InspectableView<V>) throws -> Result
) -> Result? {
    do {
        return try inspection(view)
    } catch {
        FailureReporting.record(
            InspectionFailure.report(error, about: view, fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
}

/// Runs `inspection` on the hosted hierarchy as it is now (`hosted.inspect()`), and returns
/// what it returns; when it throws, fails the test at the line of the call, as
/// `expectInspection(of:_:)` does for a view.
///
/// ```swift
/// let hosted = ViewHosting.host(view: Inbox())
/// expectInspection(of: hosted) { try $0.find(button: "Archive").tap() }
/// ```
@discardableResult
public func expectInspection<Result>(
    of hosted: HostedView, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ inspection: (InspectableView<ViewType.ClassifiedView>) throws -> Result
) -> Result? {
    let view: InspectableView<ViewType.ClassifiedView>
    do {
        view = try hosted.inspect()
    } catch {
        FailureReporting.record(
            InspectionFailure.report(error, about: nil as InspectableView<ViewType.ClassifiedView>?, fileID: fileID,
                filePath: filePath, line: line, column: column))
        return nil
    }
    return expectInspection(of: view, fileID: fileID, filePath: filePath, line: line, column: column, inspection)
}

/// Awaits `inspection` — the waiting forms of a hosted view: `find(…, timeout:)`,
/// `waitUntil`, `settle()` — and returns what it returns; when it throws, fails the test at the
/// line of the call, attaching the tree dump of the hierarchy as it is then.
///
/// ```swift
/// let hosted = ViewHosting.host(view: Loader())
/// let text = await expectInspection(of: hosted) { try await $0.find(text: "Loaded", timeout: .seconds(1)) }
/// ```
@discardableResult
nonisolated(nonsending) public func expectInspection<Result>(
    of hosted: HostedView, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ inspection: (HostedView) async throws -> Result
) async -> Result? {
    do {
        return try await inspection(hosted)
    } catch {
        FailureReporting.record(
            InspectionFailure.report(error, about: try? hosted.inspect(), fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
}

/// The report of a failed inspection.
enum InspectionFailure {
    /// The name of the attached tree dump.
    static let attachmentName = "treeDump.txt"

    /// A report of `error`, thrown while inspecting `view` (nil: the hierarchy could not be
    /// inspected at all, so there is no tree to show).
    static func report<V: KnownViewType>(
        _ error: any Error, about view: InspectableView<V>?, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) -> FailureReport {
        let message = "\(error)"
        guard let view, case let .success(node) = view.content else {
            return FailureReport(
                message: message, attachment: nil, xctestMessage: message, fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
        let full = TreeDump.render(node, maximumLines: nil)
        let showsTree = (error as? InspectionError)?.showsTree ?? false
        let xctestMessage = showsTree
            ? message
            : message + "\nThe inspected view (as Inspector sees it):\n"
                + TreeDump.render(node, maximumLines: InspectionLimits.failureDumpLines)
        return FailureReport(
            message: message, attachment: (full, attachmentName), xctestMessage: xctestMessage,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
