@testable import Inspector
import Foundation
import ViewTree
import XCTest

private struct Volume: View {
    @State var level: Float = 0.5
    @State var isEditing = false
    var body: some View {
        VStack {
            Slider(value: $level, in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Text(isEditing ? "Adjusting" : "Level \(Int((level * 10).rounded()))")
        }
    }
}

/// A label with state of its own, to check that hosted state inside the value labels is kept.
private struct TapCounter: View {
    @State var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
    }
}

final class SliderTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testFormsWithoutLabels() throws {
        let value = Binding<Double>(wrappedValue: 0.25)
        let continuous = try Slider(value: value).inspect().slider()
        XCTAssertEqual(try continuous.value(), 0.25)
        XCTAssertEqual(try continuous.bounds(), 0...1)
        XCTAssertNil(try continuous.step())
        XCTAssertNoThrow(try continuous.labelView().emptyView())
        let ranged = try Slider(value: value, in: -1...1).inspect().slider()
        XCTAssertEqual(try ranged.bounds(), -1...1)
        XCTAssertNil(try ranged.step())
        let stepped = try Slider(value: value, in: 0...1, step: 0.25).inspect().slider()
        XCTAssertEqual(try stepped.step(), 0.25)
        let defaultStep = try Slider(value: value, in: 0...10, onEditingChanged: { _ in }).inspect().slider()
        XCTAssertNil(try defaultStep.step())
    }

    func testFormsWithALabel() throws {
        let value = Binding<CGFloat>(wrappedValue: 3)
        let ranged = try Slider(value: value, in: 0...10) { Text("Size") }.inspect().slider()
        XCTAssertEqual(try ranged.labelView().text().string(), "Size")
        XCTAssertEqual(try ranged.value(), 3)
        XCTAssertNil(try ranged.step())
        XCTAssertNoThrow(try ranged.minimumValueLabelView().emptyView())
        let stepped = try Slider(value: value, in: 0...10, step: 2) { Text("Size") }.inspect().slider()
        XCTAssertEqual(try stepped.step(), 2)
        let unbounded = try Slider(value: Binding<Double>(wrappedValue: 0.5), label: { Text("Level") }).inspect()
        XCTAssertEqual(try unbounded.slider().bounds(), 0...1)
    }

    func testFormsWithValueLabels() throws {
        let value = Binding<Double>(wrappedValue: 20)
        let sut = Slider(value: value, in: 0...100) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        let slider = try sut.inspect().slider()
        XCTAssertEqual(try slider.labelView().text().string(), "Speed")
        XCTAssertEqual(try slider.minimumValueLabelView().text().string(), "0")
        XCTAssertEqual(try slider.maximumValueLabelView().text().string(), "100")
        XCTAssertNil(try slider.step())
        let stepped = Slider(value: value, in: 0...100, step: 5) {
            Text("Speed")
        } minimumValueLabel: {
            Text("slow")
        } maximumValueLabel: {
            Text("fast")
        }
        XCTAssertEqual(try stepped.inspect().slider().step(), 5)
        XCTAssertEqual(try stepped.inspect().slider().maximumValueLabelView().text().string(), "fast")
    }

    func testSetValueWritesTheBindingInItsType() throws {
        var stored: Float = 0
        let sut = Slider(value: Binding(get: { stored }, set: { stored = $0 }), in: 0...10)
        try sut.inspect().slider().setValue(2.5)
        XCTAssertEqual(stored, 2.5)
        XCTAssertEqual(try sut.inspect().slider().value(), 2.5)
    }

    func testSetValueClampsToTheRange() throws {
        let value = Binding<Double>(wrappedValue: 5)
        let slider = try Slider(value: value, in: 0...10).inspect().slider()
        try slider.setValue(12)
        XCTAssertEqual(value.wrappedValue, 10)
        try slider.setValue(-3)
        XCTAssertEqual(value.wrappedValue, 0)
        try slider.setValue(.infinity)
        XCTAssertEqual(value.wrappedValue, 10)
        try slider.setValue(7.3)
        XCTAssertEqual(value.wrappedValue, 7.3)
    }

    func testSetValueSnapsToTheNearestStep() throws {
        let value = Binding<Double>(wrappedValue: 0)
        let slider = try Slider(value: value, in: 1...10, step: 2).inspect().slider()
        try slider.setValue(4.2)
        XCTAssertEqual(value.wrappedValue, 5, "steps count from the lower bound: 1, 3, 5, 7, 9")
        try slider.setValue(3.9)
        XCTAssertEqual(value.wrappedValue, 3)
        try slider.setValue(10)
        XCTAssertEqual(value.wrappedValue, 9, "10 is past the last step")
        try slider.setValue(100)
        XCTAssertEqual(value.wrappedValue, 9)
        try slider.setValue(-100)
        XCTAssertEqual(value.wrappedValue, 1)
    }

    func testSetValueChangesTheOwnersStateUnhostedAndHosted() throws {
        let sut = Volume()
        try sut.inspect().vStack().slider(0).setValue(0.72)
        XCTAssertEqual(sut.level, 0.7, accuracy: 0.0001)
        XCTAssertEqual(try sut.inspect().vStack().text(1).string(), "Level 7")

        let hosted = ViewHosting.host(view: Volume())
        try hosted.inspect().find(ViewType.Slider.self).setValue(0.2)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Level 2")
        XCTAssertEqual(try hosted.inspect().vStack().slider(0).value(), 0.2, accuracy: 0.0001)
    }

    func testCallOnEditingChanged() throws {
        let hosted = ViewHosting.host(view: Volume())
        try hosted.inspect().vStack().slider(0).callOnEditingChanged(true)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Adjusting")
        try hosted.inspect().vStack().slider(0).callOnEditingChanged()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Level 5")
    }

    func testSearchReachesEveryLabel() throws {
        let sut = try Volume().inspect()
        XCTAssertEqual(try sut.find(text: "Volume").pathToRoot, "view(Volume.self).vStack().slider(0).labelView().text()")
        let images = sut.findAll(ViewType.Image.self)
        XCTAssertEqual(
            images.map(\.pathToRoot),
            [
                "view(Volume.self).vStack().slider(0).minimumValueLabelView().image()",
                "view(Volume.self).vStack().slider(0).maximumValueLabelView().image()",
            ])
        let chained = try sut.view(Volume.self).vStack().slider(0).maximumValueLabelView().image()
        XCTAssertTrue(try chained.node() === images[1].node())
        XCTAssertEqual(try chained.actualImage().name(), "speaker.wave.3")
    }

    func testErrors() throws {
        let value = Binding<Double>(wrappedValue: 0.5)
        XCTAssertThrowsError(try Slider(value: value).inspect().slider().setValue(.nan)) {
            XCTAssertEqual("\($0)", "slider().setValue(nan): value is not a number (nan)")
        }
        XCTAssertThrowsError(try Slider(value: value).disabled(true).inspect().slider().setValue(1)) {
            XCTAssertEqual("\($0)", "slider().setValue(1.0): Slider is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try Slider(value: value).hidden().inspect().slider().callOnEditingChanged()) {
            XCTAssertEqual("\($0)", "slider().callOnEditingChanged(false): Slider is hidden by .hidden() on itself")
        }
        XCTAssertEqual(value.wrappedValue, 0.5)
        XCTAssertThrowsError(try Text("a").inspect().slider()) {
            XCTAssertEqual("\($0)", "slider(): expected Slider, found Text")
        }
    }

    func testTreeDumpShowsTheValue() throws {
        XCTAssertEqual(
            try Slider(value: .constant(0.5)) { Text("Level") }.inspect().treeDump(),
            "slider() value: 0.5\n  labelView().text() \"Level\"\n  minimumValueLabelView().emptyView()"
                + "\n  maximumValueLabelView().emptyView()")
    }

    func testHostedStateInsideTheValueLabelsIsKept() throws {
        let sut = Slider(value: .constant(0.5), in: 0...1) {
            Text("Level")
        } minimumValueLabel: {
            TapCounter()
        } maximumValueLabel: {
            TapCounter()
        }
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().slider().maximumValueLabelView().view(TapCounter.self).button().tap()
        XCTAssertEqual(try hosted.inspect().slider().minimumValueLabelView().view(TapCounter.self).actualView().taps, 0)
        XCTAssertEqual(try hosted.inspect().slider().maximumValueLabelView().view(TapCounter.self).actualView().taps, 1)
        let inspected = try hosted.inspect().findAll(TapCounter.self).map { try $0.node().identity }
        XCTAssertEqual(Set(inspected), Set(hosted.graph.renderedViewIdentities))
        XCTAssertEqual(inspected.count, 2)
    }
}
