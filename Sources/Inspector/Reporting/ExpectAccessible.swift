import ViewTree

/// Audits `view` for accessibility (`accessibilityAudit(ignoring:)`) and, when it finds
/// issues, fails the test at the line of the call, listing them, and lets the test go on;
/// returns whether the view passed.
///
/// ```swift
/// @Test @MainActor func theToolbarIsAccessible() throws {
///     expectAccessible(try Toolbar().inspect())
/// }
/// ```
///
/// It is the one-call form of `expectInspection(of: view) { try $0.assertAccessible(ignoring: ignoring) }`
/// and reports the same way: in Swift Testing, an issue at the call whose comment lists the
/// issues, with the tree dump of `view` attached; in XCTest, a failure whose message lists
/// them and carries the capped dump.
@discardableResult
public func expectAccessible<V: KnownViewType>(
    _ view: InspectableView<V>, ignoring: Set<AccessibilityAuditRule> = [], fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    expectInspection(of: view, fileID: fileID, filePath: filePath, line: line, column: column) {
        try $0.assertAccessible(ignoring: ignoring)
    } != nil
}

/// Audits the hosted hierarchy as it is now (`hosted.inspect()`) for accessibility, as
/// `expectAccessible(_:ignoring:)` does for a view.
@discardableResult
public func expectAccessible(
    _ hosted: HostedView, ignoring: Set<AccessibilityAuditRule> = [], fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    expectInspection(of: hosted, fileID: fileID, filePath: filePath, line: line, column: column) {
        try $0.assertAccessible(ignoring: ignoring)
    } != nil
}
