// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewTreeInspector",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
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
