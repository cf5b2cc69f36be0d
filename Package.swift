// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ViewTreeInspector",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Inspector", targets: ["Inspector"]),
    ],
    targets: [
        // `#Preview` and `@Entry`: a compiler plugin that speaks the plugin protocol itself,
        // so the package keeps no dependencies (no swift-syntax).
        .macro(name: "ViewTreeMacros"),
        .target(name: "ViewTree", dependencies: ["ViewTreeMacros"]),
        .target(name: "Inspector", dependencies: ["ViewTree"]),
        // The "Meet Inspectors" sample app (WWDC23) in ViewTree, used by the demo and the tests.
        .target(name: "MeetInspectors", dependencies: ["ViewTree"]),
        .executableTarget(name: "InspectorDemo", dependencies: ["ViewTree", "Inspector", "MeetInspectors"]),
        .executableTarget(name: "InspectorBenchmarks", dependencies: ["ViewTree", "Inspector"]),
        // App code as users write it, for the tests only (not products): an Xcode 26 app
        // target, where everything is on the main actor by default, and a plain Swift 6
        // module with explicit `@MainActor` view models.
        .target(
            name: "MainActorDefaultFixtures", dependencies: ["ViewTree"], path: "Tests/Fixtures/MainActorDefaultFixtures",
            swiftSettings: [.defaultIsolation(MainActor.self)]),
        .target(name: "Swift6Fixtures", dependencies: ["ViewTree"], path: "Tests/Fixtures/Swift6Fixtures"),
        // App code and ViewInspector-style tests in the Swift 5 language mode, as most apps and
        // their test targets still are.
        .target(
            name: "Swift5Fixtures", dependencies: ["ViewTree"], path: "Tests/Fixtures/Swift5Fixtures",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ViewTreeMacrosTests", dependencies: ["ViewTreeMacros"]),
        .testTarget(
            name: "Swift5FixtureTests", dependencies: ["Inspector", "Swift5Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "InspectorTests", dependencies: [
                "ViewTree", "Inspector", "MainActorDefaultFixtures", "Swift6Fixtures", "MeetInspectors",
            ],
            // Tree-dump snapshots the tests compare against, beside the tests that record them.
            exclude: ["Docs/__Snapshots__", "SwiftTesting/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
