import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of the choice and display sections of Docs/Controls.md, as written there.

private enum PawSize: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

private struct AnimalForm: View {
    @State var pawSize = PawSize.small
    @State var flavor = "Vanilla"
    var body: some View {
        VStack {
            Picker("Paw Size", selection: $pawSize) {
                Text("Small").tag(PawSize.small)
                Text("Medium").tag(PawSize.medium)
                Text("Large").tag(PawSize.large)
            }
            .pickerStyle(.segmented)
            Picker("Flavor", selection: $flavor) {
                ForEach(["Chocolate", "Vanilla"], id: \.self) { Text($0) }
            }
            Text("\(pawSize.rawValue), \(flavor)")
        }
    }
}

private struct SizeChooser: View {
    @Binding var size: PawSize?
    var body: some View {
        Picker("Size", selection: $size) {
            Text("Any").tag(PawSize?.none)
            ForEach(PawSize.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
    }
}

private struct Alarm: View {
    static let earliest = Date(timeIntervalSince1970: 0)
    @State var wake = Alarm.earliest
    @State var light = Color.orange
    var body: some View {
        VStack {
            DatePicker("Wake up", selection: $wake, in: Alarm.earliest..., displayedComponents: .hourAndMinute)
            ColorPicker("Light", selection: $light, supportsOpacity: false)
        }
    }
}

private struct Footer: View {
    var body: some View {
        VStack {
            Label("Favorites", systemImage: "star")
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
            Link(destination: URL(string: "https://example.com/help")!) {
                Label("Help", systemImage: "questionmark.circle")
            }
        }
    }
}

private struct Download: View {
    let received: Double
    var body: some View {
        VStack {
            ProgressView(value: received, total: 8) {
                Text("Download")
            } currentValueLabel: {
                Text("\(Int(received)) of 8 MB")
            }
            Gauge(value: received, in: 0...8) { Text("Disk") }
            if received == 0 {
                ContentUnavailableView("No Files", systemImage: "tray", description: Text("Nothing downloaded yet."))
            }
        }
    }
}

final class ChoiceControlsDocTests: XCTestCase {
    func testPickers() throws {
        let sut = AnimalForm()
        let picker = try sut.inspect().find(ViewType.Picker.self)
        XCTAssertEqual(try picker.labelView().text().string(), "Paw Size")
        XCTAssertEqual(try picker.text(1).string(), "Medium")
        try picker.select(value: PawSize.large)
        XCTAssertEqual(try picker.selectedValue(), PawSize.large)
        XCTAssertTrue(try picker.pickerStyle() is SegmentedPickerStyle)

        try sut.inspect().vStack().picker(1).select(value: "Chocolate")
        XCTAssertEqual(try sut.inspect().vStack().text(2).string(), "large, Chocolate")
    }

    func testOptionalSelection() throws {
        let size = Binding<PawSize?>(wrappedValue: nil)
        try SizeChooser(size: size).inspect().picker().select(value: PawSize.medium)
        XCTAssertEqual(size.wrappedValue, .medium)
    }

    func testPickerMessages() throws {
        let sut = Picker("Size", selection: .constant(PawSize.small)) {
            Text("Small").tag(PawSize.small)
            Text("Medium").tag(PawSize.medium)
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: PawSize.large)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value .large is not the tag of any option of the Picker; the options' tags:"
                    + " .small, .medium")
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: "large")) { error in
            XCTAssertEqual(
                "\(error)", "picker().select(value:): the value \"large\" is a String, but the Picker's selection is a PawSize")
        }
        XCTAssertThrowsError(try sut.disabled(true).inspect().picker().select(value: PawSize.small)) { error in
            XCTAssertEqual("\(error)", "picker().select(value:): Picker is disabled by .disabled(true) on itself")
        }
    }

    func testDateAndColorPickers() throws {
        let sut = Alarm()
        let datePicker = try sut.inspect().vStack().datePicker(0)
        XCTAssertEqual(try datePicker.labelView().text().string(), "Wake up")
        XCTAssertEqual(try datePicker.displayedComponents(), .hourAndMinute)
        try datePicker.select(date: Alarm.earliest + 3_600)
        XCTAssertEqual(try datePicker.date(), Alarm.earliest + 3_600)
        try datePicker.select(date: Alarm.earliest - 3_600)          // before the range: clamped
        XCTAssertEqual(try datePicker.date(), Alarm.earliest)

        let colorPicker = try sut.inspect().vStack().colorPicker(1)
        try colorPicker.select(color: .purple)
        XCTAssertEqual(try colorPicker.color(), .purple)
        XCTAssertThrowsError(try colorPicker.select(color: .purple.opacity(0.5))) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Alarm.self).vStack().colorPicker(1).select(color:): the color purple.opacity(0.5) has an opacity of"
                    + " 0.5, but the ColorPicker offers opaque colors only (supportsOpacity: false)")
        }
    }

    func testMultiDatePickers() throws {
        var daysOff = Set<DateComponents>()
        let picker = MultiDatePicker("Days off", selection: Binding(get: { daysOff }, set: { daysOff = $0 }), in: Alarm.earliest...)
        let inspected = try picker.inspect().multiDatePicker()
        try inspected.select(dateComponents: [DateComponents(year: 2026, month: 12, day: 24)])
        XCTAssertEqual(daysOff, [DateComponents(year: 2026, month: 12, day: 24)])
        XCTAssertEqual(try inspected.minimumDate(), Alarm.earliest)
        XCTAssertNil(try inspected.maximumDate())
        XCTAssertEqual(try inspected.labelView().text().string(), "Days off")
    }

    func testShareLinks() throws {
        let url = URL(string: "https://example.com/a")!
        let share = ShareLink("Share article", item: url, subject: Text("Read this"))
        let link = try share.inspect().shareLink()
        XCTAssertEqual(try link.item(type: URL.self), url)
        XCTAssertEqual(try link.subjectView().string(), "Read this")
        XCTAssertEqual(try link.labelView().label().title().text().string(), "Share article")
    }

    func testShareLinkPreviews() throws {
        let names = ["sunset.jpg", "dawn.jpg"]
        let gallery = ShareLink(items: names) { name in SharePreview(name, image: name) }
        let preview = try gallery.inspect().shareLink()
            .sharePreview(for: "dawn.jpg", imageType: String.self, iconType: Never.self)
        XCTAssertEqual(try preview.title().string(), "dawn.jpg")
        XCTAssertEqual(try preview.image(), "dawn.jpg")
    }

    func testAsyncImages() throws {
        let avatar = AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
            if let image = phase.image { image.resizable() } else { ProgressView() }
        }
        let image = try avatar.inspect().asyncImage()
        XCTAssertNoThrow(try image.progressView())
        XCTAssertTrue(try image.contentView(.success(Image("photo"))).image().actualImage().isResizable())
        XCTAssertEqual(try image.url(), URL(string: "https://example.com/a.png"))
    }

    func testLabelsAndLinks() throws {
        let label = try Footer().inspect().vStack().label(0)
        XCTAssertEqual(try label.title().text().string(), "Favorites")
        XCTAssertEqual(try label.icon().image().actualImage().name(), "star")

        var opened: [URL] = []
        let sut = Footer().environment(\.openURL, OpenURLAction { url in
            opened.append(url)
            return .handled
        })
        let terms = try sut.inspect().vStack().link(1)
        XCTAssertEqual(try terms.url(), URL(string: "https://example.com/terms"))
        try terms.tap()
        try sut.inspect().find(ViewType.Link.self, containing: "Help").tap()
        XCTAssertEqual(opened.map(\.path), ["/terms", "/help"])

        let help = try sut.inspect().find(link: URL(string: "https://example.com/help")!)
        XCTAssertEqual(try help.labelView().label().title().text().string(), "Help")
        XCTAssertEqual(try sut.inspect().find(link: "Terms").url(), URL(string: "https://example.com/terms"))
        XCTAssertThrowsError(try Footer().inspect().find(link: URL(string: "https://example.com/term")!)) { error in
            XCTAssertEqual(
                "\(error)".split(separator: "\n").prefix(2).joined(separator: "\n"),
                """
                view(Footer.self).find(link: "https://example.com/term"): found no link to "https://example.com/term" (searched 11 views below)
                Did you mean "https://example.com/terms" or "https://example.com/help"?
                """)
        }
    }

    func testProgressGaugesAndUnavailableContent() throws {
        let progress = try Download(received: 2).inspect().vStack().progressView(0)
        XCTAssertEqual(try progress.fractionCompleted(), 0.25)
        XCTAssertEqual(try progress.currentValueLabelView().text().string(), "2 of 8 MB")
        XCTAssertNil(try ProgressView("Loading").inspect().progressView().fractionCompleted())

        let gauge = try Download(received: 2).inspect().vStack().gauge(1)
        XCTAssertEqual(try gauge.value(), 2)
        XCTAssertEqual(try gauge.bounds(), 0...8)

        let empty = try Download(received: 0).inspect().vStack().contentUnavailableView(2)
        XCTAssertEqual(try empty.labelView().label().title().text().string(), "No Files")
        XCTAssertEqual(try empty.descriptionView().text().string(), "Nothing downloaded yet.")
    }
}
