import Foundation
@testable import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

/// Every place a choice or display control keeps views, each with state of its own.
private struct Controls: View {
    @State var size = 1
    var body: some View {
        VStack {
            Picker(selection: $size) {
                Counter(name: "option").tag(1)
                Counter(name: "other option").tag(2)
            } label: {
                Counter(name: "picker label")
            }
            DatePicker(selection: .constant(Date(timeIntervalSince1970: 0))) { Counter(name: "date label") }
            ColorPicker(selection: .constant(Color.red)) { Counter(name: "color label") }
            Label { Counter(name: "title") } icon: { Counter(name: "icon") }
            Link(destination: URL(fileURLWithPath: "/a")) { Counter(name: "link label") }
            ProgressView(value: 0.5) { Counter(name: "progress label") } currentValueLabel: { Counter(name: "progress value") }
            Gauge(value: 0.5) {
                Counter(name: "gauge label")
            } currentValueLabel: {
                Counter(name: "gauge value")
            } minimumValueLabel: {
                Counter(name: "gauge minimum")
            } maximumValueLabel: {
                Counter(name: "gauge maximum")
            } markedValueLabels: {
                Counter(name: "gauge marks")
            }
            ContentUnavailableView {
                Counter(name: "unavailable label")
            } description: {
                Counter(name: "unavailable description")
            } actions: {
                Counter(name: "unavailable actions")
            }
        }
    }
}

private let names = [
    "option", "other option", "picker label", "date label", "color label", "title", "icon", "link label",
    "progress label", "progress value", "gauge label", "gauge value", "gauge minimum", "gauge maximum", "gauge marks",
    "unavailable label", "unavailable description", "unavailable actions",
]

final class ChoiceControlsHostingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testInspectorAndRuntimeAgreeOnIdentities() throws {
        let hosted = ViewHosting.host(view: Controls())
        let inspected = try hosted.inspect().findAll(where: { (try? $0.node().viewKind) == .custom })
        let identities = try inspected.map { try $0.node().identity }
        XCTAssertEqual(identities.count, names.count + 1)
        XCTAssertEqual(Set(identities).count, identities.count, "two places share an identity")
        XCTAssertEqual(Set(identities), Set(hosted.graph.renderedViewIdentities))
    }

    func testEveryPartKeepsStateOfItsOwn() throws {
        let hosted = ViewHosting.host(view: Controls())
        for (index, name) in names.enumerated() {
            for _ in 0...index {
                try hosted.inspect().find(ViewType.Button.self, where: { try $0.labelView().text().string().hasPrefix(name + " ") }).tap()
            }
        }
        for (index, name) in names.enumerated() {
            XCTAssertNoThrow(try hosted.inspect().find(button: "\(name) \(index + 1)"), name)
        }
    }
}
