import Foundation
import ViewTree
import XCTest

extension ViewTree.View {
    /// Sets the callback property at `keyPath` (`didAppear` in the guide's pattern) to inspect
    /// the view when the hosted view calls it, and returns an expectation fulfilled after the
    /// inspection.
    ///
    /// ```swift
    /// var sut = ContentView()
    /// let exp = sut.on(\.didAppear) { view in
    ///     try view.button().tap()
    ///     XCTAssertTrue(try view.actualView().flag)
    /// }
    /// ViewHosting.host(view: sut)
    /// wait(for: [exp], timeout: 0.1)
    /// ```
    ///
    /// An error thrown by `perform` fails the test at the call to `on` (in Swift Testing, an
    /// issue at its file, line and column, with the view's tree dump attached).
    @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, fileID: String = #fileID,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        perform: @escaping (InspectableView<ViewType.View<Self>>) throws -> Void
    ) -> XCTestExpectation {
        HostedViewCleanup.install()
        let expectation = XCTestExpectation(description: "\(TypeName.display(Self.self)) callback at line #\(line)")
        self[keyPath: keyPath] = { view in
            InspectionCallbacks.run(view, fileID: fileID, file: file, line: line, column: column, perform)
            InspectionCallbacks.expelAndFulfill(expectation)
        }
        return expectation
    }

    /// Inspects this view now, in a closure; an error thrown inside fails the test:
    /// `body.inspect { view in XCTAssertEqual(try view.padding(.top), 15) }`.
    public func inspect(
        function: String = #function, fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, _ inspection: (InspectableView<ViewType.ClassifiedView>) throws -> Void
    ) {
        let handle = InspectionCallbacks.handle(for: self)
        do {
            try inspection(try handle.classify())
        } catch {
            TestReporting.fail(error, about: handle, fileID: fileID, filePath: file, line: line, column: column)
        }
    }
}

extension ViewTree.ViewModifier {
    /// Sets the callback property at `keyPath` of a view modifier to inspect the modifier's
    /// body when the hosted hierarchy calls it, and returns an expectation fulfilled after the
    /// inspection.
    @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self.Body) -> Void)?>, function: String = #function, fileID: String = #fileID,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        perform: @escaping (InspectableView<ViewType.View<Self.Body>>) throws -> Void
    ) -> XCTestExpectation {
        HostedViewCleanup.install()
        let expectation = XCTestExpectation(description: "\(TypeName.display(Self.self)) callback at line #\(line)")
        self[keyPath: keyPath] = { body in
            InspectionCallbacks.run(body, fileID: fileID, file: file, line: line, column: column, perform)
            InspectionCallbacks.expelAndFulfill(expectation)
        }
        return expectation
    }
}
