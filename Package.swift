// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewTreeInspector",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Inspector", targets: ["Inspector"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Inspector", dependencies: ["ViewTree"]),
        .executableTarget(name: "InspectorDemo", dependencies: ["ViewTree", "Inspector"]),
        .executableTarget(name: "InspectorBenchmarks", dependencies: ["ViewTree", "Inspector"]),
        .testTarget(name: "InspectorTests", dependencies: ["ViewTree", "Inspector"]),
    ],
    swiftLanguageModes: [.v6]
)
