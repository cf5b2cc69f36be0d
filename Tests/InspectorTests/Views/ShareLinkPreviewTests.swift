import Foundation
import Inspector
import ViewTree
import XCTest

private struct Photo: Equatable {
    let caption: String
    let thumbnail: String
}

/// `ShareLink`'s `preview:` and ViewInspector's `sharePreview(for:imageType:iconType:)`, with
/// `SharePreview`'s `title()`, `image()`, `icon()`.
final class ShareLinkPreviewTests: XCTestCase {
    private let photos = [Photo(caption: "Sunset", thumbnail: "sunset.jpg"), Photo(caption: "Dawn", thumbnail: "dawn.jpg")]

    func testAPreviewPerItem() throws {
        let link = try ShareLink(items: photos) { photo in SharePreview(photo.caption, image: photo.thumbnail) }
            .inspect().shareLink()
        let preview = try link.sharePreview(for: photos[1], imageType: String.self, iconType: Never.self)
        XCTAssertEqual(try preview.title().string(), "Dawn")
        XCTAssertEqual(try preview.image(), "dawn.jpg")
        XCTAssertEqual(try link.labelView().label().title().text().string(), "Share")
    }

    func testAPreviewOfOneItem() throws {
        let photo = photos[0]
        let link = try ShareLink(
            item: photo, subject: Text("Look"), preview: SharePreview(Text("Evening"), image: photo.thumbnail, icon: 7)
        ) {
            Text("Send")
        }.inspect().shareLink()
        let preview = try link.sharePreview(for: photo, imageType: String.self, iconType: Int.self)
        XCTAssertEqual(try preview.title().string(), "Evening")
        XCTAssertEqual(try preview.image(), "sunset.jpg")
        XCTAssertEqual(try preview.icon(), 7)
        XCTAssertEqual(try link.subjectView().string(), "Look")
        XCTAssertEqual(try link.labelView().text().string(), "Send")
    }

    func testEveryInitializerWithAPreview() throws {
        let titled = try ShareLink("Send", item: "a", preview: SharePreview("Letter")).inspect().shareLink()
        XCTAssertEqual(try titled.labelView().label().title().text().string(), "Send")
        XCTAssertEqual(try titled.sharePreview(for: "a", imageType: Never.self, iconType: Never.self).title().string(), "Letter")

        let title = "Verbatim"
        let verbatim = try ShareLink(title, item: 1, message: Text("M"), preview: SharePreview("One", icon: "1.png"))
            .inspect().shareLink()
        XCTAssertEqual(try verbatim.labelView().label().title().text().string(), "Verbatim")
        XCTAssertEqual(try verbatim.sharePreview(for: 1, imageType: Never.self, iconType: String.self).icon(), "1.png")

        let plain = try ShareLink(item: 2, preview: SharePreview("Two", image: 2.0)).inspect().shareLink()
        XCTAssertEqual(try plain.sharePreview(for: 2, imageType: Double.self, iconType: Never.self).image(), 2.0)

        let keyItems = try ShareLink("All", items: [1, 2]) { SharePreview("#\($0)") }.inspect().shareLink()
        XCTAssertEqual(try keyItems.sharePreview(for: 2, imageType: Never.self, iconType: Never.self).title().string(), "#2")
        let stringItems = try ShareLink(title, items: [3], subject: Text("S")) { SharePreview("#\($0)", icon: $0) }
            .inspect().shareLink()
        XCTAssertEqual(try stringItems.sharePreview(for: 3, imageType: Never.self, iconType: Int.self).icon(), 3)
        let labelled = try ShareLink(items: [4], message: Text("M"), preview: { SharePreview("#\($0)") }) { Text("Go") }
            .inspect().shareLink()
        XCTAssertEqual(try labelled.sharePreview(for: 4, imageType: Never.self, iconType: Never.self).title().string(), "#4")
    }

    func testPreviewErrors() throws {
        XCTAssertThrowsError(
            try ShareLink(item: "a").inspect().shareLink().sharePreview(for: "a", imageType: Never.self, iconType: Never.self)
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "shareLink().sharePreview(for: \"a\", imageType: Never.self, iconType: Never.self): ShareLink's preview cannot be read:"
                    + " it was made without one (no preview:)")
        }
        let link = try ShareLink(items: [1, 2]) { SharePreview("#\($0)") }.inspect().shareLink()
        XCTAssertThrowsError(try link.sharePreview(for: "1", imageType: Never.self, iconType: Never.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shareLink().sharePreview(for: \"1\", imageType: Never.self, iconType: Never.self): for: \"1\" is a String,"
                    + " not an element of the link's items (Int)")
        }
        XCTAssertThrowsError(try link.sharePreview(for: 1, imageType: String.self, iconType: Never.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shareLink().sharePreview(for: 1, imageType: String.self, iconType: Never.self):"
                    + " expected SharePreview<String, Never>, found SharePreview<Never, Never>;"
                    + " pass the preview's image and icon types")
        }
    }

    func testPartsAPreviewWasMadeWithout() throws {
        let titleOnly = SharePreview("Letter")
        XCTAssertThrowsError(try titleOnly.image()) { error in
            XCTAssertEqual(
                "\(error)", "SharePreview(\"Letter\").image(): SharePreview's image cannot be read: it was made without one (no image:)")
        }
        XCTAssertThrowsError(try SharePreview("Pic", image: "p.png").icon()) { error in
            XCTAssertEqual(
                "\(error)", "SharePreview(\"Pic\").icon(): SharePreview's icon cannot be read: it was made without one (no icon:)")
        }
        XCTAssertEqual(try SharePreview("Pic", image: "p.png").title().string(), "Pic")
    }
}
