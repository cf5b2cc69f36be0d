/// A marker kept for source compatibility with tests written for ViewInspector.
///
/// Nothing requires it: every view, including your own, can be inspected and searched
/// without it. `extension ContentView: Inspectable {}` still compiles, without warnings.
public protocol Inspectable {}
