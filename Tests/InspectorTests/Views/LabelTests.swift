import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Favorites: View {
    var body: some View {
        HStack {
            Label("Favorites", systemImage: "star")
            Label("Logo", image: "logo")
        }
    }
}

final class LabelTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSystemImageForm() throws {
        let label = try Label("Favorites", systemImage: "star").inspect().label()
        XCTAssertEqual(try label.title().text().string(), "Favorites")
        XCTAssertEqual(try label.title().text().pathToRoot, "label().title().text()")
        let icon = try label.icon().image().actualImage()
        XCTAssertEqual(try icon.name(), "star")
        XCTAssertTrue(try icon.isSystemImage())
        XCTAssertEqual(try label.icon().image().pathToRoot, "label().icon().image()")
    }

    func testImageForm() throws {
        let icon = try Label("Logo", image: "logo").inspect().label().icon().image().actualImage()
        XCTAssertEqual(try icon.name(), "logo")
        XCTAssertFalse(try icon.isSystemImage())
    }

    func testStringForms() throws {
        let title = "Ada"
        XCTAssertEqual(try Label(title, systemImage: "person").inspect().label().title().text().string(), "Ada")
        XCTAssertEqual(try Label(title, image: "ada").inspect().label().icon().image().actualImage().name(), "ada")
    }

    func testBuilderForm() throws {
        let sut = Label {
            Text("Ada").bold()
            Text("Lovelace")
        } icon: {
            Circle().fill(Color.blue)
        }
        let label = try sut.inspect().label()
        XCTAssertEqual(try label.title().count, 2)
        XCTAssertEqual(try label.title().text(1).string(), "Lovelace")
        XCTAssertEqual(try label.title().text(1).pathToRoot, "label().title().text(1)")
        XCTAssertNoThrow(try label.icon().shape())
    }

    func testLabelsInAContainer() throws {
        let sut = try Favorites().inspect().hStack()
        XCTAssertEqual(try sut.label(1).title().text().string(), "Logo")
        XCTAssertEqual(try sut.label(1).pathToRoot, "view(Favorites.self).hStack().label(1)")
    }

    func testUnwrappingAnotherViewThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().label()) { error in
            XCTAssertEqual("\(error)", "label(): expected Label, found Text")
        }
        XCTAssertThrowsError(try Favorites().inspect().hStack().label(2)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Favorites.self).hStack().label(2): index 2 is out of range: HStack has 2 child views (valid indices: 0...1)")
        }
    }

    func testSearchReachesTitleAndIcon() throws {
        let sut = try Favorites().inspect()
        XCTAssertEqual(try sut.find(text: "Logo").pathToRoot, "view(Favorites.self).hStack().label(1).title().text()")
        XCTAssertEqual(
            try sut.find(ViewType.Image.self, where: { try $0.actualImage().name() == "logo" }).pathToRoot,
            "view(Favorites.self).hStack().label(1).icon().image()")
        XCTAssertEqual(try sut.find(text: "Favorites").parent().label().icon().image().actualImage().name(), "star")
    }

    func testTitleAndIconKeepStateOfTheirOwnWhenHosted() throws {
        let hosted = ViewHosting.host(view: Label { Counter(name: "title") } icon: { Counter(name: "icon") })
        try hosted.inspect().find(button: "title 0").tap()
        try hosted.inspect().find(button: "title 1").tap()
        try hosted.inspect().label().icon().view(Counter.self).button().tap()
        XCTAssertEqual(try hosted.inspect().label().title().view(Counter.self).actualView().count, 2)
        XCTAssertEqual(try hosted.inspect().label().icon().find(ViewType.Button.self).labelView().text().string(), "icon 1")
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Favorites(), types: ["Favorites": ViewToken<Favorites>()])
    }
}
