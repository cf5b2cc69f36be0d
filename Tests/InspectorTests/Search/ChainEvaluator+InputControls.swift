@testable import Inspector
import ViewTree
import XCTest

/// The accessors of input controls, for `ChainEvaluator`: nil when `name` is not one.
func inputControlAccessor<V: SingleViewContent>(_ name: String, in handle: InspectableView<V>) throws -> Any? {
    switch name {
    case "toggle": try handle.toggle()
    case "textField": try handle.textField()
    case "secureField": try handle.secureField()
    case "textEditor": try handle.textEditor()
    case "slider": try handle.slider()
    case "stepper": try handle.stepper()
    default: nil
    }
}

/// The accessors of input controls at `index` of a view with several contents.
func inputControlAccessor<V: MultipleViewContent>(
    _ name: String, _ index: Int, in handle: InspectableView<V>
) throws -> Any? {
    switch name {
    case "toggle": try handle.toggle(index)
    case "textField": try handle.textField(index)
    case "secureField": try handle.secureField(index)
    case "textEditor": try handle.textEditor(index)
    case "slider": try handle.slider(index)
    case "stepper": try handle.stepper(index)
    default: nil
    }
}

/// The calls that reach the parts of input controls: nil when `handle` is not of a kind that
/// has the part `call`.
func inputControlPart(_ call: String, of handle: Any) throws -> Any? {
    switch (call, handle) {
    case let ("labelView", toggle as InspectableView<ViewType.Toggle>): try toggle.labelView()
    case let ("labelView", field as InspectableView<ViewType.TextField>): try field.labelView()
    case let ("prompt", field as InspectableView<ViewType.TextField>): try field.prompt()
    case let ("labelView", field as InspectableView<ViewType.SecureField>): try field.labelView()
    case let ("prompt", field as InspectableView<ViewType.SecureField>): try field.prompt()
    case let ("labelView", slider as InspectableView<ViewType.Slider>): try slider.labelView()
    case let ("minimumValueLabelView", slider as InspectableView<ViewType.Slider>): try slider.minimumValueLabelView()
    case let ("maximumValueLabelView", slider as InspectableView<ViewType.Slider>): try slider.maximumValueLabelView()
    case let ("labelView", stepper as InspectableView<ViewType.Stepper>): try stepper.labelView()
    default: nil
    }
}
