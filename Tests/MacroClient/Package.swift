// swift-tools-version:6.2
// A package that depends on ViewTreeInspector by path, as an app's package does: its app
// target writes `#Preview` and `@Entry`, and its tests inspect what they made. `.ci/run`
// builds and tests it, so the macros are known to work from outside the package too.
import PackageDescription

let package = Package(
    name: "MacroClient",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "ViewTreeInspector", path: "../..")],
    targets: [
        .target(name: "MacroClientApp", dependencies: [.product(name: "ViewTree", package: "ViewTreeInspector")]),
        .testTarget(
            name: "MacroClientTests",
            dependencies: ["MacroClientApp", .product(name: "Inspector", package: "ViewTreeInspector")]),
    ],
    swiftLanguageModes: [.v6]
)
