import Foundation
import Inspector
import Testing
import ViewTree

/// The link forms, the strict forms and what every waiting form says when the time runs out.
extension HostedWaitingTests {
    struct Shelf: View {
        var body: some View {
            VStack {
                Text("Ready").id("ready").tag(1).accessibilityIdentifier("shelf.ready").accessibilityLabel("Status")
                Button("Retry") {}
                Button("Retry") {}
                NavigationLink("Settings") { Text("Settings screen") }
                Link("Terms", destination: URL(string: "https://example.com/terms")!)
            }
        }
    }

    /// Two drafts at first, one once its task has run, with the links.
    struct Drafts: View {
        @State var loaded = false
        var body: some View {
            VStack {
                Text("Draft")
                if !loaded {
                    Text("Draft")
                }
                if loaded {
                    NavigationLink("Settings") { Text("Settings screen") }
                    Link("Terms", destination: URL(string: "https://example.com/terms")!)
                }
            }
            .task {
                try? await Task.sleep(for: .milliseconds(30))
                loaded = true
            }
        }
    }

    static let shelfDump = """
        The hosted view when the time ran out:
        view(Shelf.self)
          vStack()
            text(0) "Ready" .id("ready") .tag(1) .accessibilityIdentifier("shelf.ready") .accessibilityLabel("Status")
            button(1)
              labelView().text() "Retry"
            button(2)
              labelView().text() "Retry"
            navigationLink(3) value: nil
              text() "Settings screen"
              labelView().text() "Settings"
            link(4) url: "https://example.com/terms"
              labelView().text() "Terms"
        """

    /// The message of a form that timed out on `Shelf`, where nothing is pending.
    static func shelfTimeout(_ call: String, waitingFor: String, lastAttempt: String) -> String {
        "\(call): waited 0.01 seconds for \(waitingFor); nothing was pending (no update, callback, task or onReceive"
            + " delivery), so waiting longer would not have changed the view\nThe last attempt: view(Shelf.self)."
            + lastAttempt + "\n" + shelfDump
    }

    @Test func theLinkFormsWait() async throws {
        let terms = URL(string: "https://example.com/terms")!
        for find in [
            { (hosted: HostedView) in try await hosted.find(navigationLink: "Settings", timeout: .seconds(2)).pathToRoot },
            { try await $0.find(navigationLink: .substring("sett", options: .caseInsensitive), timeout: .seconds(2)).pathToRoot },
            { try await $0.find(link: terms, timeout: .seconds(2)).pathToRoot },
            { try await $0.find(link: "Terms", timeout: .seconds(2)).pathToRoot },
            { try await $0.find(link: .regex(/^Ter/), timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(navigationLink: "Settings", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(navigationLink: .exact("settings", options: .caseInsensitive), timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(link: terms, timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(link: "Terms", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(link: .substring("erm"), timeout: .seconds(2)).pathToRoot },
        ] as [(HostedView) async throws -> String] {
            let hosted = ViewHosting.host(view: Drafts())
            #expect(throws: InspectionError.self) { try hosted.inspect().find(navigationLink: "Settings") }
            let path = try await find(hosted)
            #expect(["view(Drafts.self).vStack().navigationLink(2)", "view(Drafts.self).vStack().link(3)"].contains(path))
            hosted.expel()
        }
    }

    @Test func aStrictFormWaitsUntilThereIsExactlyOne() async throws {
        let hosted = ViewHosting.host(view: Drafts())
        let error = try #require(throws: InspectionError.self) { try hosted.inspect().findUnique(text: "Draft") }
        #expect(error.reason == .multipleMatches(query: "text \"Draft\"", paths: [
            "view(Drafts.self).vStack().text(0)", "view(Drafts.self).vStack().text(1)",
        ]))
        let draft = try await hosted.findUnique(text: "Draft", timeout: .seconds(2))
        #expect(draft.pathToRoot == "view(Drafts.self).vStack().text(0)")
    }

    @Test func everyStrictFormWaits() async throws {
        for find in [
            { (hosted: HostedView) in try await hosted.findUnique(text: "Loaded", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(text: .substring("oaded"), timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(button: "Open", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(button: .exact("open", options: .caseInsensitive), timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(viewWithId: "open", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(viewWithTag: 3, timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(viewWithAccessibilityIdentifier: "loader.open", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(ViewType.Button.self, timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(ViewType.Text.self, timeout: .seconds(2), where: { try $0.string() == "Loaded" }).pathToRoot },
            { try await $0.findUnique(timeout: .seconds(2), where: { (try? $0.button()) != nil }).pathToRoot },
            { try await $0.findUnique(ViewType.VStack.self, containing: "Loaded", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(ViewType.VStack.self, containing: .substring("Load"), timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(role: .button, timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(role: .button, name: "Open", timeout: .seconds(2)).pathToRoot },
            { try await $0.findUnique(role: .button, name: .substring("Op"), timeout: .seconds(2)).pathToRoot },
        ] as [(HostedView) async throws -> String] {
            let hosted = ViewHosting.host(view: Loader())
            let path = try await find(hosted)
            #expect(path.hasPrefix("view(Loader.self).vStack()"))
            hosted.expel()
        }
        let labelled = ViewHosting.host(view: Loader().accessibilityLabel("Loader"))
        #expect(try await labelled.findUnique(viewWithAccessibilityLabel: "Loader", timeout: .seconds(2)).pathToRoot == "view(Loader.self)")
        #expect(try await labelled.findUnique(viewWithAccessibilityLabel: .substring("Load"), timeout: .seconds(2)).pathToRoot == "view(Loader.self)")
        #expect(try await labelled.findUnique(Loader.self, timeout: .seconds(2)).actualView().text == "Loading")
        #expect(try await labelled.findUnique(Loader.self, timeout: .seconds(2), where: { _ in true }).pathToRoot == "view(Loader.self)")
        #expect(try await labelled.findUnique(Loader.self, containing: "Loaded", timeout: .seconds(2)).pathToRoot == "view(Loader.self)")
        #expect(try await labelled.findUnique(Loader.self, containing: .substring("Load"), timeout: .seconds(2)).pathToRoot == "view(Loader.self)")
        #expect(try await labelled.find(Loader.self, timeout: .seconds(2), where: { _ in true }).pathToRoot == "view(Loader.self)")
    }

    @Test func everyFormSaysWhatItWaitedForWhenTheTimeRunsOut() async throws {
        let hosted = ViewHosting.host(view: Shelf())
        let t = Duration.milliseconds(10)
        let terms = URL(string: "https://example.com/term")!
        let cases: [(form: (HostedView) async throws -> Any, call: String, waitingFor: String, lastAttempt: String)] = [
            ({ try await $0.find(viewWithId: "gone", timeout: t) },
             #"find(viewWithId: "gone", timeout: .seconds(0.01))"#, #"view with id "gone""#,
             #"find(viewWithId: "gone"): found no view with id "gone" (searched 12 views below)"#),
            ({ try await $0.find(viewWithTag: 2, timeout: t) },
             "find(viewWithTag: 2, timeout: .seconds(0.01))", "view with tag 2",
             "find(viewWithTag: 2): found no view with tag 2 (searched 12 views below)"),
            ({ try await $0.find(viewWithAccessibilityIdentifier: "shelf.gone", timeout: t) },
             #"find(viewWithAccessibilityIdentifier: "shelf.gone", timeout: .seconds(0.01))"#,
             #"view with accessibility identifier "shelf.gone""#,
             #"find(viewWithAccessibilityIdentifier: "shelf.gone"): found no view with accessibility identifier "shelf.gone" (searched 12 views below)"#),
            ({ try await $0.find(viewWithAccessibilityLabel: "Statue", timeout: t) },
             #"find(viewWithAccessibilityLabel: "Statue", timeout: .seconds(0.01))"#, #"view with accessibility label "Statue""#,
             #"find(viewWithAccessibilityLabel: "Statue"): found no view with accessibility label "Statue" (searched 12 views below)"#),
            ({ try await $0.find(ViewType.Toggle.self, timeout: t) },
             "find(ViewType.Toggle.self, timeout: .seconds(0.01))", "Toggle",
             "find(ViewType.Toggle.self): found no Toggle (searched 12 views below)"),
            ({ try await $0.find(ViewType.Text.self, timeout: t, where: { _ in false }) },
             "find(ViewType.Text.self, timeout: .seconds(0.01), where: …)", "Text matching the condition",
             "find(ViewType.Text.self, where: …): found no Text (searched 12 views below)"),
            ({ try await $0.find(Shelf.self, timeout: t, where: { _ in false }) },
             "find(Shelf.self, timeout: .seconds(0.01), where: …)", "Shelf matching the condition",
             "find(Shelf.self, where: …): found no Shelf (searched 12 views below)"),
            ({ try await $0.find(ViewType.HStack.self, containing: "Ready", timeout: t) },
             #"find(ViewType.HStack.self, containing: "Ready", timeout: .seconds(0.01))"#, #"HStack containing text "Ready""#,
             #"find(ViewType.HStack.self, containing: "Ready"): found no HStack containing text "Ready" (searched 12 views below)"#),
            ({ try await $0.find(timeout: t, where: { _ in false }) },
             "find(timeout: .seconds(0.01), where: …)", "a view matching the condition",
             "find(where: …): found no view matching the condition (searched 12 views below)"),
            ({ try await $0.find(text: .substring("Done", options: .caseInsensitive), timeout: t) },
             #"find(text: .substring("Done", options: .caseInsensitive), timeout: .seconds(0.01))"#,
             #"text containing "Done" (ignoring case)"#,
             #"find(text: .substring("Done", options: .caseInsensitive)): found no text containing "Done" (ignoring case) (searched 12 views below)"#),
            ({ try await $0.find(role: .toggle, timeout: t) },
             "find(role: .toggle, timeout: .seconds(0.01))", "element with role .toggle",
             "find(role: .toggle): found no element with role .toggle (searched 11 views below)"),
            ({ try await $0.find(navigationLink: "Setting", timeout: t) },
             #"find(navigationLink: "Setting", timeout: .seconds(0.01))"#, #"navigation link "Setting""#,
             #"find(navigationLink: "Setting"): found no navigation link "Setting" (searched 12 views below)"#),
            ({ try await $0.find(link: terms, timeout: t) },
             #"find(link: "https://example.com/term", timeout: .seconds(0.01))"#, #"link to "https://example.com/term""#,
             #"find(link: "https://example.com/term"): found no link to "https://example.com/term" (searched 12 views below)"#),
            ({ try await $0.find(link: "Term", timeout: t) },
             #"find(link: "Term", timeout: .seconds(0.01))"#, #"link "Term""#,
             #"find(link: "Term"): found no link "Term" (searched 12 views below)"#),
            ({ try await $0.findUnique(text: "Gone", timeout: t) },
             #"findUnique(text: "Gone", timeout: .seconds(0.01))"#, #"exactly one text "Gone""#,
             #"findUnique(text: "Gone"): found no text "Gone" (searched 12 views below)"#),
            ({ try await $0.findUnique(link: terms, timeout: t) },
             #"findUnique(link: "https://example.com/term", timeout: .seconds(0.01))"#, #"exactly one link to "https://example.com/term""#,
             #"findUnique(link: "https://example.com/term"): found no link to "https://example.com/term" (searched 12 views below)"#),
        ]
        for (form, call, waitingFor, lastAttempt) in cases {
            let error = try await #require(throws: InspectionError.self) { _ = try await form(hosted) }
            #expect(error.message == Self.shelfTimeout(call, waitingFor: waitingFor, lastAttempt: lastAttempt))
        }
    }

    @Test func aStrictFormThatFoundSeveralListsThemWhenTheTimeRunsOut() async throws {
        let hosted = ViewHosting.host(view: Shelf())
        let t = Duration.milliseconds(10)
        let paths = """
              view(Shelf.self).vStack().button(1)
              view(Shelf.self).vStack().button(2)
            """
        let cases: [(form: (HostedView) async throws -> Any, call: String, waitingFor: String, lastAttempt: String)] = [
            ({ try await $0.findUnique(button: "Retry", timeout: t) },
             #"findUnique(button: "Retry", timeout: .seconds(0.01))"#, #"exactly one button "Retry""#,
             #"findUnique(button: "Retry"): found 2 matches for button "Retry", expected exactly one:"# + "\n" + paths),
            ({ try await $0.findUnique(role: .button, name: "Retry", timeout: t) },
             #"findUnique(role: .button, name: "Retry", timeout: .seconds(0.01))"#,
             #"exactly one element with role .button named "Retry""#,
             #"findUnique(role: .button, name: "Retry"): found 2 matches for element with role .button named "Retry", expected exactly one:"#
                + "\n" + paths),
            ({ try await $0.findUnique(ViewType.Button.self, timeout: t, where: { _ in true }) },
             "findUnique(ViewType.Button.self, timeout: .seconds(0.01), where: …)", "exactly one Button matching the condition",
             "findUnique(ViewType.Button.self, where: …): found 2 matches for Button, expected exactly one:\n" + paths),
        ]
        for (form, call, waitingFor, lastAttempt) in cases {
            let error = try await #require(throws: InspectionError.self) { _ = try await form(hosted) }
            #expect(error.message == Self.shelfTimeout(call, waitingFor: waitingFor, lastAttempt: lastAttempt))
        }
    }
}
