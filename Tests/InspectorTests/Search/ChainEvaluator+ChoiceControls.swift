@testable import Inspector
import ViewTree
import XCTest

/// The calls that reach the parts of choice and display controls, for `ChainEvaluator`: nil
/// when `handle` is not of a kind that has the part `call`.
func choiceControlPart(_ call: String, of handle: Any) throws -> Any? {
    switch (call, handle) {
    case let ("labelView", picker as InspectableView<ViewType.Picker>): try picker.labelView()
    case let ("labelView", picker as InspectableView<ViewType.DatePicker>): try picker.labelView()
    case let ("labelView", picker as InspectableView<ViewType.ColorPicker>): try picker.labelView()
    case let ("labelView", link as InspectableView<ViewType.Link>): try link.labelView()
    case let ("title", label as InspectableView<ViewType.Label>): try label.title()
    case let ("icon", label as InspectableView<ViewType.Label>): try label.icon()
    case let ("labelView", progress as InspectableView<ViewType.ProgressView>): try progress.labelView()
    case let ("currentValueLabelView", progress as InspectableView<ViewType.ProgressView>):
        try progress.currentValueLabelView()
    case let ("labelView", gauge as InspectableView<ViewType.Gauge>): try gauge.labelView()
    case let ("currentValueLabelView", gauge as InspectableView<ViewType.Gauge>): try gauge.currentValueLabelView()
    case let ("minimumValueLabelView", gauge as InspectableView<ViewType.Gauge>): try gauge.minimumValueLabelView()
    case let ("maximumValueLabelView", gauge as InspectableView<ViewType.Gauge>): try gauge.maximumValueLabelView()
    case let ("markedValueLabelsView", gauge as InspectableView<ViewType.Gauge>): try gauge.markedValueLabelsView()
    case let ("labelView", view as InspectableView<ViewType.ContentUnavailableView>): try view.labelView()
    case let ("descriptionView", view as InspectableView<ViewType.ContentUnavailableView>): try view.descriptionView()
    case let ("actionsView", view as InspectableView<ViewType.ContentUnavailableView>): try view.actionsView()
    default: nil
    }
}

/// Walks every view search reaches in `view` and checks that its `pathToRoot`, evaluated as a
/// chain on the same inspection and on a fresh one, reaches that very view.
func assertEveryPathIsAChain<V: View>(
    of view: V, types: [String: any TypeToken] = [:], file: StaticString = #filePath, line: UInt = #line
) throws {
    let evaluator = ChainEvaluator(types: types)
    let root = try view.inspect()
    let everything = root.findAll(where: { _ in true })
    XCTAssertGreaterThan(everything.count, 1, file: file, line: line)
    for found in everything {
        let path = found.pathToRoot
        let reached = try inspectionNode(of: try evaluator.evaluate(path, from: root))
        XCTAssertTrue(reached === (try found.node()), "\(path) reaches \(reached.pathToRoot)", file: file, line: line)
        let fresh = try evaluator.evaluate(path, from: try view.inspect())
        try withExtendedLifetime(fresh) {
            XCTAssertEqual(try inspectionNode(of: fresh).pathToRoot, path, file: file, line: line)
        }
    }
}
