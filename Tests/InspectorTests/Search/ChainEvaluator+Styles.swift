@testable import Inspector
import ViewTree

/// The calls that reach style bodies and their configuration views, for `ChainEvaluator`: nil
/// when `handle` offers no call `call`.
func stylePart(_ call: String, _ index: Int?, of handle: Any) throws -> Any? {
    switch (call, handle) {
    case let ("styleBody", button as InspectableView<ViewType.Button>): return try button.styleBody()
    case let ("styleBody", toggle as InspectableView<ViewType.Toggle>): return try toggle.styleBody()
    case let ("styleBody", menu as InspectableView<ViewType.Menu>): return try menu.styleBody()
    case let ("styleBody", labeled as InspectableView<ViewType.LabeledContent>): return try labeled.styleBody()
    case let ("styleBody", group as InspectableView<ViewType.DisclosureGroup>): return try group.styleBody()
    case let ("styleBody", label as InspectableView<ViewType.Label>): return try label.styleBody()
    case let ("styleBody", box as InspectableView<ViewType.GroupBox>): return try box.styleBody()
    case let ("styleBody", progress as InspectableView<ViewType.ProgressView>): return try progress.styleBody()
    case ("styleConfigurationLabel", _), ("styleConfigurationTitle", _), ("styleConfigurationIcon", _),
        ("styleConfigurationContent", _), ("styleConfigurationCurrentValueLabel", _):
        if let index, let multiple = handle as? any StyleMultipleCalls { return try multiple.styleView(call, index) }
        if index == nil, let single = handle as? any StyleSingleCalls { return try single.styleView(call) }
        return nil
    default: return nil
    }
}

protocol StyleSingleCalls {
    func styleView(_ call: String) throws -> Any?
}

protocol StyleMultipleCalls {
    func styleView(_ call: String, _ index: Int) throws -> Any?
}

extension InspectableView: StyleSingleCalls where View: SingleViewContent {
    func styleView(_ call: String) throws -> Any? {
        switch call {
        case "styleConfigurationLabel": try styleConfigurationLabel()
        case "styleConfigurationTitle": try styleConfigurationTitle()
        case "styleConfigurationIcon": try styleConfigurationIcon()
        case "styleConfigurationContent": try styleConfigurationContent()
        case "styleConfigurationCurrentValueLabel": try styleConfigurationCurrentValueLabel()
        default: nil
        }
    }
}

extension InspectableView: StyleMultipleCalls where View: MultipleViewContent {
    func styleView(_ call: String, _ index: Int) throws -> Any? {
        switch call {
        case "styleConfigurationLabel": try styleConfigurationLabel(index)
        case "styleConfigurationTitle": try styleConfigurationTitle(index)
        case "styleConfigurationIcon": try styleConfigurationIcon(index)
        case "styleConfigurationContent": try styleConfigurationContent(index)
        case "styleConfigurationCurrentValueLabel": try styleConfigurationCurrentValueLabel(index)
        default: nil
        }
    }
}
