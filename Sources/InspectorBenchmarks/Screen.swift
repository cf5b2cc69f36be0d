import ViewTree

// The synthetic screen the benchmark searches. Every feature that makes search work harder
// than walking a plain tree appears on every row or section:
//
// - custom views whose bodies search evaluates (screen, sections, rows);
// - `@State` in custom views (`isExpanded` in sections and rows);
// - `@Environment` reads: the built-in `\.font` and a custom key, `\.benchRowStyle`, that the
//   screen sets with `.environment(_:_:)`;
// - `if`/`else` content (`_ConditionalContent`: even rows show an image, odd rows a circle);
// - optional content (`if` without `else`): present (a section's rows, its count badge) and
//   absent (a row's details);
// - `AnyView` and `ForEach`;
// - a custom `ViewModifier` with a body (`BenchCard`: padding and a background);
// - overlays (a badge on each section, a chevron on each row).
//
// Views are plain structs: they work whether or not `View.body` is main-actor isolated.

/// How many bodies searches evaluated since the last reset.
enum BodyCount {
    /// Bodies of custom views: `BenchScreen`, `BenchSection`, `BenchRow`.
    nonisolated(unsafe) static var views = 0
    /// Bodies of the custom view modifier, `BenchCard`.
    nonisolated(unsafe) static var modifiers = 0

    static func reset() {
        views = 0
        modifiers = 0
    }
}

/// How rows look; the screen sets it in the environment, sections and rows read it.
enum BenchRowStyle: Sendable, Equatable {
    case plain
    case card

    var padding: Double { self == .card ? 8 : 2 }
    /// Whether sections show their row count in a badge.
    var showsCounts: Bool { self == .card }
}

struct BenchRowStyleKey: EnvironmentKey {
    static let defaultValue = BenchRowStyle.plain
}

extension EnvironmentValues {
    var benchRowStyle: BenchRowStyle {
        get { self[BenchRowStyleKey.self] }
        set { self[BenchRowStyleKey.self] = newValue }
    }
}

/// A custom modifier with a body: pads its content and puts a rounded card behind it.
struct BenchCard: ViewModifier {
    let style: BenchRowStyle

    func body(content: Content) -> some View {
        BodyCount.modifiers += 1
        return content
            .padding(style.padding)
            .background { RoundedRectangle(cornerRadius: 8).fill(Color.gray) }
    }
}

struct BenchRow: View {
    let index: Int
    @State private var isExpanded = false
    @Environment(\.font) private var font
    @Environment(\.benchRowStyle) private var style

    var body: some View {
        BodyCount.views += 1
        return HStack {
            if index.isMultiple(of: 2) {
                Image(systemName: "star")
            } else {
                Circle().fill(Color.yellow).frame(width: 8, height: 8)
            }
            Text("Row \(index)").font(font)
            if isExpanded {
                Text("Details of row \(index)")
            }
            Spacer()
        }
        .modifier(BenchCard(style: style))
        .overlay(alignment: .trailing) { Image(systemName: "chevron.right") }
        .id(index)
    }
}

struct BenchSection: View {
    let number: Int
    let rows: Range<Int>
    @State private var isExpanded = true
    @Environment(\.benchRowStyle) private var style

    var body: some View {
        BodyCount.views += 1
        return VStack(alignment: .leading) {
            Text("Section \(number)").font(.headline)
            if isExpanded {
                ForEach(rows, id: \.self) { BenchRow(index: $0) }
            }
        }
        .overlay(alignment: .topTrailing) {
            if style.showsCounts {
                Text("\(rows.count) rows")
            }
        }
    }
}

struct BenchScreen: View {
    let sections: Int
    let rowsPerSection: Int

    var body: some View {
        BodyCount.views += 1
        return VStack {
            Text("Screen")
            ForEach(0..<sections, id: \.self) { section in
                AnyView(
                    BenchSection(
                        number: section, rows: (section * rowsPerSection)..<((section + 1) * rowsPerSection)))
            }
        }
        .environment(\.benchRowStyle, .card)
        .font(.body)
    }
}

/// What a screen of a given size holds, for the correctness checks and the per-body figures.
struct ScreenShape {
    let sections: Int
    let rowsPerSection: Int

    var rows: Int { sections * rowsPerSection }
    /// The text of the last row: what `find(text:)` looks for, at the bottom of the screen.
    var lastRowText: String { "Row \(rows - 1)" }
    /// The screen, each section and each row.
    var customViews: Int { 1 + sections + rows }
    /// One card per row.
    var customModifiers: Int { rows }
    /// "Screen", then per section its title and its count badge (the screen sets the card
    /// style), and one text per row (details are collapsed).
    var texts: Int { 1 + sections * 2 + rows }
}
