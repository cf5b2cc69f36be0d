import Foundation
import Inspector
import ViewTree
import XCTest

private let terms = URL(fileURLWithPath: "/terms")
private let helpURL = URL(fileURLWithPath: "/help")

private final class Opened {
    var urls: [URL] = []
}

private struct Footer: View {
    var body: some View {
        VStack {
            Link("Terms", destination: terms)
            Link(destination: helpURL) {
                Label("Help", systemImage: "questionmark.circle")
            }
        }
    }
}

private struct HelpButton: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Help") { openURL(helpURL) }
    }
}

final class LinkTests: XCTestCase {
    func testTitleForms() throws {
        let key = try Link("Terms", destination: terms).inspect().link()
        XCTAssertEqual(try key.labelView().text().string(), "Terms")
        XCTAssertEqual(try key.labelView().text().pathToRoot, "link().labelView().text()")
        XCTAssertEqual(try key.url(), terms)
        let title = "Terms"
        XCTAssertEqual(try Link(title, destination: terms).inspect().link().labelView().text().string(), "Terms")
    }

    func testBuilderForm() throws {
        let link = try Footer().inspect().vStack().link(1)
        XCTAssertEqual(try link.url(), helpURL)
        XCTAssertEqual(try link.labelView().label().title().text().string(), "Help")
    }

    func testTapCallsTheEnvironmentsOpenURLAction() throws {
        let opened = Opened()
        let sut = Footer().environment(\.openURL, OpenURLAction { url in
            opened.urls.append(url)
            return .handled
        })
        try sut.inspect().find(ViewType.Link.self).tap()
        try sut.inspect().vStack().link(1).tap()
        XCTAssertEqual(opened.urls, [terms, helpURL])
    }

    func testTheInnermostActionOpens() throws {
        let outer = Opened()
        let inner = Opened()
        let sut = VStack {
            Link("Terms", destination: terms)
                .environment(\.openURL, OpenURLAction { inner.urls.append($0); return .discarded })
        }
        .environment(\.openURL, OpenURLAction { outer.urls.append($0); return .handled })
        try sut.inspect().vStack().link(0).tap()
        XCTAssertEqual(inner.urls, [terms])
        XCTAssertEqual(outer.urls, [])
    }

    func testWithoutAnActionTheSystemActionOpensNothing() throws {
        XCTAssertNoThrow(try Link("Terms", destination: terms).inspect().link().tap())
        var accepted: Bool?
        EnvironmentValues().openURL(terms) { accepted = $0 }
        XCTAssertEqual(accepted, false)
    }

    func testOpenURLActionResults() throws {
        var results: [Bool] = []
        for result in [OpenURLAction.Result.handled, .discarded, .systemAction, .systemAction(helpURL)] {
            OpenURLAction { _ in result }(terms) { results.append($0) }
        }
        XCTAssertEqual(results, [true, false, false, false])
        XCTAssertEqual(
            [OpenURLAction.Result.handled, .discarded, .systemAction].map(\.description),
            [".handled", ".discarded", ".systemAction"])
        XCTAssertEqual(OpenURLAction.Result.systemAction(helpURL).description, ".systemAction(\(helpURL.absoluteString))")
        XCTAssertNotEqual(OpenURLAction.Result.systemAction(helpURL), .systemAction)
    }

    func testViewsReadTheActionFromTheEnvironment() throws {
        let opened = Opened()
        let sut = HelpButton().environment(\.openURL, OpenURLAction { opened.urls.append($0); return .handled })
        try sut.inspect().find(button: "Help").tap()
        XCTAssertEqual(opened.urls, [helpURL])
    }

    func testTapOnADisabledOrHiddenLinkThrowsAndOpensNothing() throws {
        let opened = Opened()
        let action = OpenURLAction { opened.urls.append($0); return .handled }
        let disabled = Footer().disabled(true).environment(\.openURL, action)
        XCTAssertThrowsError(try disabled.inspect().vStack().link(0).tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Footer.self).vStack().link(0).tap(): Link is disabled by .disabled(true) on its ancestor view(Footer.self)")
        }
        let hidden = Link("Terms", destination: terms).hidden().environment(\.openURL, action)
        XCTAssertThrowsError(try hidden.inspect().link().tap()) { error in
            XCTAssertEqual("\(error)", "link().tap(): Link is hidden by .hidden() on itself")
        }
        XCTAssertEqual(opened.urls, [])
    }

    func testUnwrappingAnotherViewThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().link()) { error in
            XCTAssertEqual("\(error)", "link(): expected Link, found Text")
        }
    }

    func testSearchReachesTheLabelsAndADumpShowsTheURL() throws {
        let sut = try Footer().inspect()
        XCTAssertEqual(try sut.find(text: "Help").pathToRoot, "view(Footer.self).vStack().link(1).labelView().label().title().text()")
        XCTAssertEqual(try sut.find(text: "Terms").parent().link().url(), terms)
        let dump = try sut.vStack().link(0).treeDump()
        XCTAssertEqual(dump, """
            view(Footer.self).vStack().link(0) url: "file:///terms"
              labelView().text() "Terms"
            """)
    }

    func testFindLinkByURL() throws {
        let sut = try Footer().inspect()
        XCTAssertEqual(try sut.find(link: helpURL).pathToRoot, "view(Footer.self).vStack().link(1)")
        XCTAssertEqual(try sut.find(link: terms).labelView().text().string(), "Terms")
        let nested = VStack { HStack { Link("Docs", destination: URL(string: "https://example.com/docs")!) } }
        XCTAssertEqual(
            try nested.inspect().find(link: URL(string: "https://example.com/docs")!).pathToRoot, "vStack().hStack(0).link(0)")
    }

    func testFindLinkByURLNotFoundListsTheURLs() throws {
        XCTAssertThrowsError(try Footer().inspect().find(link: URL(fileURLWithPath: "/term"))) { error in
            XCTAssertEqual(
                "\(error)".split(separator: "\n").prefix(3),
                [
                    "view(Footer.self).find(link: \"file:///term\"): found no link to \"file:///term\" (searched 8 views below)",
                    "Did you mean \"file:///terms\" or \"file:///help\"?",
                    "Searched views (as Inspector sees them):",
                ])
        }
        XCTAssertThrowsError(try Text("a").inspect().find(link: terms)) { error in
            XCTAssertEqual(
                "\(error)",
                """
                text().find(link: "file:///terms"): found no link to "file:///terms" (searched 1 view below)
                There is no link URL in the searched views.
                Searched views (as Inspector sees them):
                text() "a"
                """)
        }
    }

    func testFindLinkByLabel() throws {
        let sut = try Footer().inspect()
        XCTAssertEqual(try sut.find(link: "Terms").url(), terms)
        XCTAssertEqual(try sut.find(link: "Help").url(), helpURL, "a title inside the label's Label")
        XCTAssertEqual(try sut.find(link: "Help").pathToRoot, "view(Footer.self).vStack().link(1)")
    }

    func testFindLinkByLabelNotFoundSuggestsTheTitles() throws {
        XCTAssertThrowsError(try Footer().inspect().find(link: "Term")) { error in
            XCTAssertEqual(
                "\(error)".split(separator: "\n").prefix(2),
                ["view(Footer.self).find(link: \"Term\"): found no link \"Term\" (searched 8 views below)", "Did you mean \"Terms\"?"])
        }
        XCTAssertThrowsError(try VStack { Button("Terms") {} }.inspect().find(link: "Terms")) { error in
            XCTAssertEqual(
                "\(error)".split(separator: "\n").prefix(2),
                [
                    "vStack().find(link: \"Terms\"): found no link \"Terms\" (searched 3 views below)",
                    "There is no link title in the searched views.",
                ])
        }
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Footer(), types: ["Footer": ViewToken<Footer>()])
    }
}
