import Foundation
@testable import Inspector
import ViewTree
import XCTest

// The runtime and Inspector agree on every part of every kind: a counter with `@State` is put
// in each part a kind declares, hosted, tapped through the inspected path, and read back. When
// the runtime placed the part's views at another identity than Inspector reads them at, the
// tap writes state the next render never shows, and the count stays 0.

/// A view with state of its own, put in one part of a kind.
private struct PartCounter: View {
    let part: String
    @State private var taps = 0
    var body: some View {
        Button("\(part) \(taps)") { taps += 1 }
    }
}

private func counter(_ part: String) -> PartCounter {
    PartCounter(part: part)
}

private enum Choice: Hashable {
    case only
}

/// One hosted sample of a kind, with a counter in each part it declares whose views can hold
/// state (a `Text`-typed part, such as a text field's prompt, cannot).
///
/// The kind is built in a body (`SampleScreen`), as apps build views: each render and each
/// inspection makes new counters, whose state is only the state kept at their place — so a
/// place the runtime and Inspector disagree on shows up, rather than being bridged by one
/// counter value both of them hold.
private struct Sample {
    let kind: ViewKind
    /// The parts' calls, in the order the sample's counters are named.
    let parts: [String]
    let make: @MainActor () -> AnyView

    init<V: View>(_ kind: ViewKind, parts: [String], _ make: @escaping @MainActor () -> V) {
        self.kind = kind
        self.parts = parts
        self.make = { AnyView(make()) }
    }
}

private struct SampleScreen: View {
    let make: @MainActor () -> AnyView
    var body: some View {
        make()
    }
}

private var samples: [Sample] {
    [
    Sample(.button, parts: ["labelView()"]) {
        Button {} label: { counter("labelView()") }
    },
    Sample(.toggle, parts: ["labelView()"]) {
        Toggle(isOn: .constant(true)) { counter("labelView()") }
    },
    Sample(.stepper, parts: ["labelView()"]) {
        Stepper(value: .constant(1)) { counter("labelView()") }
    },
    Sample(.textField, parts: ["labelView()"]) {
        TextField(text: .constant(""), prompt: Text("prompt")) { counter("labelView()") }
    },
    Sample(.secureField, parts: ["labelView()"]) {
        SecureField(text: .constant(""), prompt: Text("prompt")) { counter("labelView()") }
    },
    Sample(.slider, parts: ["labelView()", "minimumValueLabelView()", "maximumValueLabelView()"]) {
        Slider(value: .constant(0.5)) {
            counter("labelView()")
        } minimumValueLabel: {
            counter("minimumValueLabelView()")
        } maximumValueLabel: {
            counter("maximumValueLabelView()")
        }
    },
    Sample(.picker, parts: ["labelView()", "currentValueLabelView()"]) {
        Picker(selection: .constant(Choice.only)) { Text("only").tag(Choice.only) } label: {
            counter("labelView()")
        } currentValueLabel: {
            counter("currentValueLabelView()")
        }
    },
    Sample(.datePicker, parts: ["labelView()"]) {
        DatePicker(selection: .constant(Date(timeIntervalSince1970: 0))) { counter("labelView()") }
    },
    Sample(.canvas, parts: ["symbolsView()"]) {
        Canvas { _, _ in } symbols: { counter("symbolsView()") }
    },
    Sample(.multiDatePicker, parts: ["labelView()"]) {
        MultiDatePicker(selection: .constant(Set<DateComponents>())) { counter("labelView()") }
    },
    Sample(.colorPicker, parts: ["labelView()"]) {
        ColorPicker(selection: .constant(Color.red)) { counter("labelView()") }
    },
    Sample(.link, parts: ["labelView()"]) {
        Link(destination: URL(fileURLWithPath: "/a")) { counter("labelView()") }
    },
    Sample(.shareLink, parts: ["labelView()"]) {
        ShareLink(item: "a") { counter("labelView()") }
    },
    Sample(.label, parts: ["title()", "icon()"]) {
        Label { counter("title()") } icon: { counter("icon()") }
    },
    Sample(.progressView, parts: ["labelView()", "currentValueLabelView()"]) {
        ProgressView(value: 0.5) { counter("labelView()") } currentValueLabel: { counter("currentValueLabelView()") }
    },
    Sample(.gauge,
        parts: [
            "labelView()", "currentValueLabelView()", "minimumValueLabelView()", "maximumValueLabelView()",
            "markedValueLabelsView()",
        ]) {
        Gauge(value: 0.5) {
            counter("labelView()")
        } currentValueLabel: {
            counter("currentValueLabelView()")
        } minimumValueLabel: {
            counter("minimumValueLabelView()")
        } maximumValueLabel: {
            counter("maximumValueLabelView()")
        } markedValueLabels: {
            counter("markedValueLabelsView()")
        }
    },
    Sample(.contentUnavailableView, parts: ["labelView()", "descriptionView()", "actionsView()"]) {
        ContentUnavailableView {
            counter("labelView()")
        } description: {
            counter("descriptionView()")
        } actions: {
            counter("actionsView()")
        }
    },
    Sample(.section, parts: ["header()", "footer()"]) {
        Section { Text("row") } header: { counter("header()") } footer: { counter("footer()") }
    },
    Sample(.groupBox, parts: ["labelView()"]) {
        GroupBox { Text("content") } label: { counter("labelView()") }
    },
    Sample(.disclosureGroup, parts: ["labelView()"]) {
        DisclosureGroup { Text("content") } label: { counter("labelView()") }
    },
    Sample(.menu, parts: ["labelView()"]) {
        Menu { Text("item") } label: { counter("labelView()") }
    },
    Sample(.labeledContent, parts: ["labelView()"]) {
        LabeledContent { Text("value") } label: { counter("labelView()") }
    },
    Sample(.controlGroup, parts: ["labelView()"]) {
        ControlGroup { Text("control") } label: { counter("labelView()") }
    },
    Sample(.navigationLink, parts: ["labelView()"]) {
        NavigationStack { NavigationLink { Text("destination") } label: { counter("labelView()") } }
    },
    // The content column is the split view's content, not a part (as in ViewInspector):
    // `NavigationSplitViewTests` checks its hosted state.
    Sample(.navigationSplitView, parts: ["sidebarView()", "detailView()"]) {
        NavigationSplitView {
            counter("sidebarView()")
        } content: {
            Text("content")
        } detail: {
            counter("detailView()")
        }
    },
    Sample(.tab, parts: ["labelView()"]) {
        TabView { Tab(value: 1) { Text("content") } label: { counter("labelView()") } }
    },
    Sample(.tabSection, parts: ["header()"]) {
        TabView { TabSection { Tab(value: 1) { Text("content") } label: { Text("tab") } } header: { counter("header()") } }
    },
    ]
}

final class PartIdentityAgreementTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func counterButton(_ part: String, in hosted: HostedView) throws -> InspectableView<ViewType.Button> {
        try hosted.inspect().find(PartCounter.self) { try $0.actualView().part == part }.button()
    }

    func testStateInEachPartIsTheStateTheNextInspectionReads() throws {
        for sample in samples {
            for part in sample.parts {
                let hosted = ViewHosting.host(view: SampleScreen(make: sample.make))
                let button = try counterButton(part, in: hosted)
                let kind = sample.kind.accessor ?? "?"
                XCTAssertTrue(button.pathToRoot.contains(part), "\(kind)().\(part): reached at \(button.pathToRoot)")
                try button.tap()
                XCTAssertEqual(
                    try counterButton(part, in: hosted).labelView().text().string(), "\(part) 1",
                    "\(kind)().\(part): the tap did not change the state the runtime renders there")
                for other in sample.parts where other != part {
                    XCTAssertEqual(try counterButton(other, in: hosted).labelView().text().string(), "\(other) 0")
                }
                hosted.expel()
            }
        }
    }

    /// Every kind with parts whose views can hold state has its sample here, with every such
    /// part: a kind added with parts and no sample fails.
    func testEveryKindWithPartsHasASample() {
        let sampled = Dictionary(samples.map { (ObjectIdentifier($0.kind), Set($0.parts)) }, uniquingKeysWith: { $0.union($1) })
        var missing: [String] = []
        for view in KindSamples.views {
            let kind = TypeInfo.of(value: view).viewKind
            let stateful = kind.parts.filter { !$0.isTyped && $0.computed == nil && !$0.call.isEmpty }.map(\.call)
            guard !stateful.isEmpty else { continue }
            let covered = sampled[ObjectIdentifier(kind)] ?? []
            for call in stateful where !covered.contains(call) {
                missing.append("\(kind.name(of: type(of: view))).\(call)")
            }
        }
        XCTAssertEqual(missing, [], "parts without a hosted agreement sample")
    }
}
