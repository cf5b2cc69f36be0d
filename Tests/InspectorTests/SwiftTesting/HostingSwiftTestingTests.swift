import Inspector
import Testing
import ViewTree

/// Hosting and asynchronous inspection from Swift Testing: the synchronous hosted handle, the
/// async forms of the inspection helpers, and failures reported as Swift Testing issues.
@Suite("Hosting in Swift Testing", .serialized)
struct HostingSwiftTestingTests {
    struct Toggle: View {
        @State var flag = false
        var body: some View {
            Button(action: { flag.toggle() }, label: { Text(flag ? "True" : "False") })
        }
    }

    struct Loader: View {
        @State var text = "loading"
        var body: some View {
            Text(text)
                .task { text = "loaded" }
        }
    }

    struct Notified: View {
        @State var flag = false
        let publisher: PassthroughSubject<Bool, Never>
        internal let inspection = Inspection<Self>()
        var body: some View {
            Text(flag ? "on" : "off")
                .onReceive(publisher) { flag = $0 }
                .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
        }
    }

    @Test @MainActor func theHostedHandleIsLive() throws {
        let hosted = ViewHosting.host(view: Toggle())
        defer { hosted.expel() }
        try hosted.inspect().button().tap()
        #expect(try hosted.inspect().button().labelView().text().string() == "True")
    }

    @Test @MainActor func inspectAfterADelay() async throws {
        let hosted = ViewHosting.host(view: Loader())
        defer { hosted.expel() }
        var text = try await hosted.inspect(after: 0.05).text().string()
        for _ in 0..<20 where text != "loaded" {
            text = try await hosted.inspect(after: 0.05).text().string()
        }
        #expect(text == "loaded")
    }

    @Test @MainActor func inspectWhenAPublisherEmits() async throws {
        let publisher = PassthroughSubject<Bool, Never>()
        let hosted = ViewHosting.host(view: Notified(publisher: publisher))
        defer { hosted.expel() }
        Task {
            try await Task.sleep(nanoseconds: 20_000_000)
            publisher.send(true)
        }
        let view = try await hosted.inspect(onReceive: publisher)
        #expect(try view.text().string() == "on")
        await #expect(throws: InspectionError.self) {
            try await hosted.inspect(onReceive: PassthroughSubject<Int, Never>(), timeout: 0.05)
        }
    }

    @Test @MainActor func theEmissaryHasAsyncForms() async throws {
        let publisher = PassthroughSubject<Bool, Never>()
        let sut = Notified(publisher: publisher)
        ViewHosting.host(view: sut)
        try await sut.inspection.inspect { view in
            let text = try view.text().string()
            #expect(text == "off")
            publisher.send(true)
        }
        try await sut.inspection.inspect(after: 0.05) { view in
            let flag = try view.actualView().flag
            #expect(flag == true)
            let text = try view.text().string()
            #expect(text == "on")
        }
        ViewHosting.expel()
    }

    @Test @MainActor func aFailingInspectionIsAnIssue() {
        withKnownIssue {
            Text("a").inspect { view in
                _ = try view.image()
            }
        }
    }
}

extension HostingSwiftTestingTests.Notified: Inspectable {}
