import Inspector
import XCTest

final class PreviewTests: XCTestCase {
    func testPreviewsAreFoundByName() throws {
        let preview = try Previews.named("Greeting")
        XCTAssertEqual(preview.fileID, "InspectorTests/PreviewSamples.swift")
        XCTAssertEqual(preview.line, 16)
        XCTAssertEqual(preview.traits, [])
        XCTAssertEqual(try preview.inspect().find(text: "Hello, Ada!").string(), "Hello, Ada!")
    }

    func testPreviewsKeepTheirTraitsAndBuildSeveralViews() throws {
        let preview = try Previews.named("Greeting, wide")
        XCTAssertEqual(preview.traits, [.landscapeLeft, .sizeThatFitsLayout])
        XCTAssertEqual(preview.traits.compactMap(\.interfaceOrientation), [.landscapeLeft])
        XCTAssertEqual(preview.traits.compactMap(\.layout), [.sizeThatFits])
        let texts = try preview.inspect().findAll(ViewType.Text.self).map { try $0.string() }
        XCTAssertEqual(texts, ["Hello, Grace!", "Wave 0", "two views in one preview"])
    }

    func testAFileListsItsPreviewsInOrderAndUnnamedOnesByLine() throws {
        let previews = try Previews.in(file: "PreviewSamples.swift")
        XCTAssertEqual(previews.map(\.name), ["Greeting", "Greeting, wide", nil])
        XCTAssertEqual(previews[2].description, "#Preview at InspectorTests/PreviewSamples.swift:28")
        // A literal key's Markdown is read, as in SwiftUI: `\(` is an escaped parenthesis.
        XCTAssertEqual(try previews[2].inspect().text().string(), #"A raw "string" (not interpolated)"#)
        XCTAssertEqual(previews[0].description, #"#Preview("Greeting") at InspectorTests/PreviewSamples.swift:16"#)
    }

    func testEachInspectionMakesTheViewAfresh() throws {
        let preview = try Previews.named("Greeting")
        let hosted = try preview.host()
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Wave 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Wave 1"))
        // Another instance starts from the preview's closure again, with state of its own.
        XCTAssertNoThrow(try preview.inspect().find(button: "Wave 0"))
        let again = try preview.host()
        XCTAssertNoThrow(try again.inspect().find(button: "Wave 0"))
    }

    func testAMissingNameSaysWhichPreviewsThereAre() {
        XCTAssertThrowsError(try Previews.named("Nope")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix(#"Previews.named("Nope"): "Nope" names no #Preview; the previews: "#), message)
            XCTAssertTrue(message.contains(#"#Preview("Greeting") at InspectorTests/PreviewSamples.swift:16"#), message)
        }
    }

    func testPreviewProviderPreviewsAreViewsWithTheirTraits() throws {
        let previews = try GreetingView_Previews.inspect().group()
        let alan = try previews.view(GreetingView.self, 0)
        XCTAssertEqual(try alan.previewDisplayName(), "Alan")
        XCTAssertEqual(try alan.previewLayout(), .fixed(width: 320, height: 200))
        let barbara = try previews.view(GreetingView.self, 1)
        XCTAssertEqual(try barbara.previewDevice(), "iPhone 15")
        XCTAssertEqual(try barbara.previewInterfaceOrientation(), .landscapeRight)
        XCTAssertEqual(try barbara.find(text: "Hello, Barbara!").string(), "Hello, Barbara!")
    }

    func testAMissingPreviewTraitSaysWhatTheViewHas() {
        XCTAssertThrowsError(try GreetingView(name: "a").previewDevice("iPad").inspect().previewLayout()) { error in
            XCTAssertEqual("\(error)", "view(GreetingView.self).previewLayout(): GreetingView has no previewLayout; its modifiers: .previewDevice")
        }
        XCTAssertThrowsError(try GreetingView(name: "a").previewDisplayName(nil).inspect().previewDisplayName()) { error in
            XCTAssertEqual(
                "\(error)", "view(GreetingView.self).previewDisplayName(): GreetingView's previewDisplayName cannot be read: it is set to nil")
        }
    }
}
