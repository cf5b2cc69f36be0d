@testable import Inspector
import ViewTree

/// The calls that reach style bodies and their configuration views, for `ChainEvaluator`: nil
/// when `handle` offers no call `call`.
func stylePart(_ call: String, _ index: Int?, of handle: Any) throws -> Any? {
    switch (call, handle) {
    case let ("styleBody", button as InspectableView<ViewType.Button>): return try button.styleBody()
    case ("styleConfigurationLabel", _):
        if let index, let multiple = handle as? any StyleMultipleCalls { return try multiple.styleLabel(index) }
        if index == nil, let single = handle as? any StyleSingleCalls { return try single.styleLabel() }
        return nil
    default: return nil
    }
}

protocol StyleSingleCalls {
    func styleLabel() throws -> Any
}

protocol StyleMultipleCalls {
    func styleLabel(_ index: Int) throws -> Any
}

extension InspectableView: StyleSingleCalls where View: SingleViewContent {
    func styleLabel() throws -> Any { try styleConfigurationLabel() }
}

extension InspectableView: StyleMultipleCalls where View: MultipleViewContent {
    func styleLabel(_ index: Int) throws -> Any { try styleConfigurationLabel(index) }
}
