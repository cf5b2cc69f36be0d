@testable import Inspector
import Foundation
import ViewTree

/// Evaluates a `pathToRoot` string as the chain of calls it spells, on a fresh inspection:
/// the proof that `pathToRoot` is a chain a user could type.
///
/// The calls are dispatched to the real typed API: a handle is kept with its static type
/// erased (`Any`) and asked, through the protocols below, which calls its kind offers.
struct ChainEvaluator {
    /// Your view and modifier types, by the name `pathToRoot` writes them with.
    var types: [String: any TypeToken]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The handle the chain `path` reaches from `root`.
    func evaluate(_ path: String, from root: InspectableView<ViewType.ClassifiedView>) throws -> Any {
        var handle: Any = root
        for call in try Self.parse(path) {
            handle = try apply(call, to: handle)
        }
        return handle
    }

    struct Call {
        let name: String
        let arguments: [String]
    }

    /// Splits `hStack().anyView(1).view(Row.self, 2)[3]` into calls.
    static func parse(_ path: String) throws -> [Call] {
        var calls: [Call] = []
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "." { rest = rest.dropFirst() }
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { throw Failure(description: "unclosed [ in \(path)") }
                calls.append(Call(name: "[]", arguments: [String(rest[rest.index(after: rest.startIndex)..<close])]))
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard let open = rest.firstIndex(of: "(") else { throw Failure(description: "no ( in \(rest)") }
            var depth = 0
            var close = open
            for index in rest[open...].indices {
                if rest[index] == "(" || rest[index] == "<" { depth += 1 }
                if rest[index] == ")" || rest[index] == ">" { depth -= 1 }
                if depth == 0 { close = index; break }
            }
            let arguments = splitArguments(rest[rest.index(after: open)..<close])
            calls.append(Call(name: String(rest[..<open]), arguments: arguments))
            rest = rest[rest.index(after: close)...]
        }
        return calls
    }

    /// Splits `Generic<Int, String>.self, 2` at the commas outside brackets.
    private static func splitArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "<" || character == "(" { depth += 1 }
            if character == ">" || character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { arguments.append(current.trimmingCharacters(in: .whitespaces)) }
        return arguments
    }

    private func apply(_ call: Call, to handle: Any) throws -> Any {
        let index = call.arguments.last.flatMap(Int.init)
        switch call.name {
        case "[]":
            guard let multiple = handle as? any MultipleCalls, let index else { break }
            return multiple.element(index)
        case "view", "modifier":
            guard let typeName = call.arguments.first?.replacingOccurrences(of: ".self", with: ""),
                // Your views are written unqualified, as ViewInspector writes them.
                let token = types[typeName] ?? types.first(where: { $0.key.hasSuffix("." + typeName) })?.value
            else { throw Failure(description: "unknown type in \(call.name)(\(call.arguments))") }
            if call.name == "modifier", let any = handle as? any AnyCalls {
                return try any.modifier(token, index)
            }
            if let index, let multiple = handle as? any MultipleCalls { return try multiple.view(token, index) }
            if index == nil, let single = handle as? any SingleCalls { return try single.view(token) }
        case "labelView":
            if let button = handle as? InspectableView<ViewType.Button> { return try button.labelView() }
            if let link = handle as? InspectableView<ViewType.NavigationLink> { return try link.labelView() }
            if let part = try choiceControlPart(call.name, of: handle) { return part }
            if let part = try inputControlPart(call.name, of: handle) { return part }
            if let part = try containerPart(call.name, of: handle) { return part }
        case "styleBody", "styleConfigurationLabel", "styleConfigurationTitle", "styleConfigurationIcon",
            "styleConfigurationContent", "styleConfigurationCurrentValueLabel":
            if let part = try stylePart(call.name, index, of: handle) { return part }
        case "prompt":
            if let part = try inputControlPart(call.name, of: handle) { return part }
        case "header", "footer":
            if let part = try containerPart(call.name, of: handle) { return part }
        case "pushedViews":
            if let stack = handle as? InspectableView<ViewType.NavigationStack> { return try stack.pushedViews() }
            if let view = handle as? InspectableView<ViewType.NavigationView> { return try view.pushedViews() }
        case "sidebarView", "contentView", "detailView":
            if let split = handle as? InspectableView<ViewType.NavigationSplitView> {
                switch call.name {
                case "sidebarView": return try split.sidebarView()
                case "contentView": return try split.contentView()
                default: return try split.detailView()
                }
            }
        case "title", "icon", "currentValueLabelView", "minimumValueLabelView", "maximumValueLabelView",
            "markedValueLabelsView", "descriptionView", "actionsView":
            if let part = try choiceControlPart(call.name, of: handle) { return part }
            if let part = try inputControlPart(call.name, of: handle) { return part }
        case "item", "itemGroup", "row":
            if let part = try toolbarOrTableCall(call.name, index, of: handle) { return part }
        case "overlay", "background", "accessibilityLabel", "navigationDestination", "swipeActions", "contextMenu",
            "tabItem", "listRowBackground", "searchPrompt", "toolbar", "sheet", "fullScreenCover", "popover",
            "inspector", "alert", "confirmationDialog", "actionSheet", "mask", "safeAreaInset", "badge":
            if let any = handle as? any AnyCalls { return try any.attached(call.name, index) }
        default:
            if let index, let multiple = handle as? any MultipleCalls { return try multiple.unwrap(call.name, index) }
            if index == nil, let single = handle as? any SingleCalls { return try single.unwrap(call.name) }
        }
        throw Failure(description: "\(call.name)(\(call.arguments.joined(separator: ", "))) is not available on \(type(of: handle))")
    }
}

/// A custom view or modifier type the evaluator can name.
protocol TypeToken {
    func view<V: SingleViewContent>(in handle: InspectableView<V>) throws -> Any
    func view<V: MultipleViewContent>(in handle: InspectableView<V>, at index: Int) throws -> Any
    func modifier<V: KnownViewType>(on handle: InspectableView<V>, at index: Int?) throws -> Any
}

struct ViewToken<T: View>: TypeToken {
    func view<V: SingleViewContent>(in handle: InspectableView<V>) throws -> Any { try handle.view(T.self) }
    func view<V: MultipleViewContent>(in handle: InspectableView<V>, at index: Int) throws -> Any {
        try handle.view(T.self, index)
    }
    func modifier<V: KnownViewType>(on handle: InspectableView<V>, at index: Int?) throws -> Any {
        throw ChainEvaluator.Failure(description: "\(T.self) is a view")
    }
}

struct ModifierToken<T: ViewModifier>: TypeToken {
    func view<V: SingleViewContent>(in handle: InspectableView<V>) throws -> Any {
        throw ChainEvaluator.Failure(description: "\(T.self) is a modifier")
    }
    func view<V: MultipleViewContent>(in handle: InspectableView<V>, at index: Int) throws -> Any {
        throw ChainEvaluator.Failure(description: "\(T.self) is a modifier")
    }
    func modifier<V: KnownViewType>(on handle: InspectableView<V>, at index: Int?) throws -> Any {
        try handle.modifier(T.self, index)
    }
}

protocol AnyCalls {
    func modifier(_ token: any TypeToken, _ index: Int?) throws -> Any
    func attached(_ name: String, _ index: Int?) throws -> Any
}

protocol SingleCalls {
    func unwrap(_ name: String) throws -> Any
    func view(_ token: any TypeToken) throws -> Any
}

protocol MultipleCalls {
    func unwrap(_ name: String, _ index: Int) throws -> Any
    func view(_ token: any TypeToken, _ index: Int) throws -> Any
    func element(_ index: Int) -> Any
}

extension InspectableView: AnyCalls {
    func modifier(_ token: any TypeToken, _ index: Int?) throws -> Any { try token.modifier(on: self, at: index) }

    func attached(_ name: String, _ index: Int?) throws -> Any {
        switch name {
        case "overlay": try overlay(index)
        case "background": try background(index)
        case "navigationDestination": try navigationDestination(index)
        case "sheet": try sheet(index)
        case "fullScreenCover": try fullScreenCover(index)
        case "popover": try popover(index)
        case "inspector": try inspector(index)
        case "alert": try alert(index)
        case "confirmationDialog": try confirmationDialog(index)
        case "actionSheet": try actionSheet(index)
        case "accessibilityLabel": try accessibilityLabel()
        default:
            if let attached = try containerAttachment(name, index, of: self) { attached }
            else if let attached = try appearanceAttachment(name, index, of: self) { attached }
            else { throw ChainEvaluator.Failure(description: "unknown attachment \(name)") }
        }
    }
}

extension InspectableView: SingleCalls where View: SingleViewContent {
    func unwrap(_ name: String) throws -> Any {
        switch name {
        case "text": try text()
        case "image": try image()
        case "button": try button()
        case "hStack": try hStack()
        case "vStack": try vStack()
        case "zStack": try zStack()
        case "group": try group()
        case "anyView": try anyView()
        case "forEach": try forEach()
        case "emptyView": try emptyView()
        case "spacer": try spacer()
        case "divider": try divider()
        case "color": try color()
        case "shape": try shape()
        case "viewModifierContent": try viewModifierContent()
        case "navigationStack": try navigationStack()
        case "navigationView": try navigationView()
        case "navigationLink": try navigationLink()
        case "navigationSplitView": try navigationSplitView()
        case "picker": try picker()
        case "datePicker": try datePicker()
        case "colorPicker": try colorPicker()
        case "label": try label()
        case "link": try link()
        case "progressView": try progressView()
        case "gauge": try gauge()
        case "contentUnavailableView": try contentUnavailableView()
        default:
            if let view = try inputControlAccessor(name, in: self) { view }
            else if let view = try containerAccessor(name, in: self) { view }
            else { throw ChainEvaluator.Failure(description: "unknown call \(name)()") }
        }
    }

    func view(_ token: any TypeToken) throws -> Any { try token.view(in: self) }
}

extension InspectableView: MultipleCalls where View: MultipleViewContent {
    func unwrap(_ name: String, _ index: Int) throws -> Any {
        switch name {
        case "text": try text(index)
        case "image": try image(index)
        case "button": try button(index)
        case "hStack": try hStack(index)
        case "vStack": try vStack(index)
        case "zStack": try zStack(index)
        case "group": try group(index)
        case "anyView": try anyView(index)
        case "forEach": try forEach(index)
        case "emptyView": try emptyView(index)
        case "spacer": try spacer(index)
        case "divider": try divider(index)
        case "color": try color(index)
        case "shape": try shape(index)
        case "viewModifierContent": try viewModifierContent(index)
        case "navigationStack": try navigationStack(index)
        case "navigationView": try navigationView(index)
        case "navigationLink": try navigationLink(index)
        case "navigationSplitView": try navigationSplitView(index)
        case "picker": try picker(index)
        case "datePicker": try datePicker(index)
        case "colorPicker": try colorPicker(index)
        case "label": try label(index)
        case "link": try link(index)
        case "progressView": try progressView(index)
        case "gauge": try gauge(index)
        case "contentUnavailableView": try contentUnavailableView(index)
        default:
            if let view = try inputControlAccessor(name, index, in: self) { view }
            else if let view = try containerAccessor(name, index, in: self) { view }
            else { throw ChainEvaluator.Failure(description: "unknown call \(name)(\(index))") }
        }
    }

    func view(_ token: any TypeToken, _ index: Int) throws -> Any { try token.view(in: self, at: index) }

    func element(_ index: Int) -> Any { self[index] }
}

/// The node behind a handle whose static type is erased.
func inspectionNode(of handle: Any) throws -> InspectionNode {
    guard let pathed = handle as? any NodeHolder else {
        throw ChainEvaluator.Failure(description: "\(type(of: handle)) is not a handle")
    }
    return try pathed.heldNode()
}

protocol NodeHolder {
    func heldNode() throws -> InspectionNode
}

extension InspectableView: NodeHolder {
    func heldNode() throws -> InspectionNode { try node() }
}
