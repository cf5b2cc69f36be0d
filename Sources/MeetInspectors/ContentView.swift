// The "Meet Inspectors" sample app (WWDC23), ported from Docs seed
// `inspector-presentation.md` to ViewTree: the animal table, the inspector form, the toolbar
// button and the fruit nibble bulletin sheet with its presentation customisations.
//
// Left out, as the issue allows: MapKit (`AppleParkMap`, the bulletin's map) and image assets
// (the seed already draws fruits as colours). The `@main` App/WindowGroup is replaced by
// `ContentView` plus `.environmentObject(AnimalStore())`, which the demo and the tests host.
//
// Every call is written as the seed writes it. Adapted: the seed's platform
// conditions are left out, so that every call is compiled here (Linux is neither iOS nor
// macOS): `fruitWidth` is the iOS `40.0`, and `.navigationBarTitleDisplayMode(.inline)` (iOS
// only in the seed) and `.alternatingRowBackgrounds(.disabled)` (macOS only) are both applied.
// Global `var`s (`allAnimals`, `allFruits`) are `let`s: Swift 6 forbids shared mutable globals.
// The seed shows the bulletin sheet only as a snippet (`.sheet(item: $nibbledFruit)`); here a
// second toolbar button, "Fruit Nibble Bulletin", presents it. The session's two navigation
// snippets are `Example1` and `Example2` (NavigationExamples.swift).
// Kept as in the seed, not fixed: the "Toggle Inspector" button lives in the inspector's own
// `.toolbar`, so it goes away with the inspector: once hidden, nothing in `ContentView` shows it
// again (the "Fruit Nibble Bulletin" button, in the same toolbar, goes too). `Example1` puts the
// toolbar outside the inspector, where the button toggles it both ways.

import Foundation
import ViewTree

/// The app's root view: the animal table with its inspector and the bulletin sheet.
public struct ContentView: View {
    @State private var state = AppState()
    @State private var presented = true
    @State private var nibbledFruit: Fruit?

    /// The app's window content.
    public init() {}

    /// The table of animals, with the inspector beside it.
    public var body: some View {
        AnimalTable(state: $state)
            .inspector(isPresented: $presented) {
                AnimalInspectorForm(animal: $state.binding())
                    .inspectorColumnWidth(
                        min: 200, ideal: 300, max: 400)
                    .toolbar {
                        Spacer()
                        Button {
                            presented.toggle()
                        } label: {
                            Label("Toggle Inspector", systemImage: "info.circle")
                        }
                        Button {
                            nibbledFruit = .pinkPearlApple
                        } label: {
                            Label("Fruit Nibble Bulletin", systemImage: "newspaper")
                        }
                    }
            }
            .sheet(item: $nibbledFruit) { fruit in
                FruitNibbleBulletin(fruit: fruit)
                    .presentationBackground(.thinMaterial)
                    .presentationDetents([.height(200), .medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .height(200)))
            }
    }
}

struct AppState {
    var selection: String? = "Snail"
    var animals: [Animal] = allAnimals
    var inspectorPresented: Bool = true
    var inspectorWidth: CGFloat = 270
    var cornerRadius: CGFloat? = nil
}

extension Binding where Value == AppState {
    func binding() -> Binding<Animal>? {
        self.projectedValue.animals.first {
            $0.wrappedValue.id == self.selection.wrappedValue
        }
    }
}
