// `import Inspector` brings ViewTree with it, as `import ViewInspector` brings `ViewHosting`:
// ViewInspector's test files often import only it and XCTest, and host views, build bindings
// and name views in their tests.
@_exported import ViewTree
