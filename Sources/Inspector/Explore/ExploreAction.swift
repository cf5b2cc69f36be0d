import ViewTree

/// One thing a user does on a screen that `explore(...)` took: a tap, a pick, a typed input.
///
/// It is performed with the same public call a test makes, printed in `swiftCode`:
///
/// ```swift
/// try hosted.inspect().findUnique(role: .button, name: "Add").button().tap()
/// ```
///
/// Two actions are equal when their code is.
public struct ExploreAction: Equatable, Sendable, CustomStringConvertible {
    /// The line of test code that performs the action, from `hosted.inspect()`.
    public let swiftCode: String
    /// What the user does, in words: `tap Button "Add"`.
    public let description: String
    /// The control acted on.
    let control: ExploreControlKey

    /// Two actions are equal when a test writes them the same way: the same `swiftCode`.
    public static func == (lhs: ExploreAction, rhs: ExploreAction) -> Bool {
        lhs.swiftCode == rhs.swiftCode
    }
}

/// An action the walk can take: what it is, and how to take it on a hosted screen, whose
/// root is given. (The report keeps only the `ExploreAction`: it is plain data.)
struct ExploreMove {
    let action: ExploreAction
    let perform: (InspectableView<ViewType.ClassifiedView>) throws -> Void
}

/// A control as the coverage table counts it: its kind and its place in the tree (its
/// `pathToRoot`), which stays when its label changes, as SwiftUI's structural identity does.
struct ExploreControlKey: Hashable, Sendable {
    let kind: String
    let path: String

    /// `Button "Add"`, or `Button at view(Form.self).vStack().button(2)` without a name.
    static func describe(kind: String, name: String?, path: String) -> String {
        name.map { "\(kind) \(TreeDump.quoted($0))" } ?? "\(kind) at \(path)"
    }
}

/// How an action finds its control again on a freshly hosted screen: the strictest query that
/// is unique (`findUnique(role:name:)`), else its place among the views of its kind.
struct ExploreLocator<Control: KnownViewType> {
    /// The call chain from the root to the control: `findUnique(role: .button, name: "Add").button()`.
    let code: String
    let resolve: (InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<Control>
}

/// The role a screen reader gives controls of a kind, and how the element a role query finds
/// is unwrapped to the control: `.button` and `button()`.
struct ExploreRoleQuery<Control: KnownViewType> {
    let role: AccessibilityRole
    let unwrapCode: String
    let unwrap: (InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<Control>
}

/// One call on a control of a kind: its code (`tap()`), what it does in words (`tap`), and the
/// call itself.
struct ExploreStep<Control: KnownViewType> {
    let code: String
    let summary: String
    let perform: (InspectableView<Control>) throws -> Void
}

/// A kind of control `explore(...)` acts on: a Button, a Toggle… Adding a kind is one file
/// with a type conforming to this, listed in `ExploreControls.all`.
protocol ExploreControl {
    associatedtype Control: KnownViewType
    /// The kind's name in the report: `Button`.
    static var kindName: String { get }
    /// The type as a test names it: `ViewType.Button`.
    static var typeCode: String { get }
    /// How `findUnique(role:name:)` finds the control; nil for a view that is no
    /// accessibility element (a `NavigationStack`, a sheet), found by its index.
    static var roleQuery: ExploreRoleQuery<Control>? { get }
    /// What a user can do with `control` now, in order; `inputs` are the texts to type.
    static func steps(for control: InspectableView<Control>, inputs: [String]) -> [ExploreStep<Control>]
    /// What controls of the kind on the screen at `root` show that its tree dump does not (a
    /// picker's selection), one line each: part of what tells two states apart.
    static func shownValues(in root: InspectableView<ViewType.ClassifiedView>) -> [String]
}

extension ExploreControl {
    /// The tree dump shows what most controls show.
    static func shownValues(in root: InspectableView<ViewType.ClassifiedView>) -> [String] { [] }
}

/// The kinds of control `explore(...)` acts on, in the order their actions are listed.
enum ExploreControls {
    static var all: [any ExploreControl.Type] {
        [
            ExploreButton.self, ExploreLink.self, ExploreMenu.self, ExploreToggle.self, ExplorePicker.self,
            ExploreDatePicker.self, ExploreColorPicker.self, ExploreStepper.self, ExploreSlider.self, ExploreTextField.self,
            ExploreSecureField.self, ExploreNavigationLink.self, ExploreNavigationStack.self,
            ExplorePresentation<ViewType.Sheet>.self, ExplorePresentation<ViewType.FullScreenCover>.self,
            ExplorePresentation<ViewType.Popover>.self, ExploreTabView.self, ExploreForEachDelete.self,
            ExploreForEachMove.self, ExploreRefreshable<ViewType.List>.self, ExploreRefreshable<ViewType.ScrollView>.self,
        ]
    }
}
