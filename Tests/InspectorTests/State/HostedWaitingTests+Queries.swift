import Foundation
import Inspector
import Testing
import ViewTree

/// The three waiting searches that take a `SearchQuery`.
extension HostedWaitingTests {
    @Test func eachSearchWaitsForItsQuery() async throws {
        let hosted = ViewHosting.host(view: Loader())
        #expect(try await hosted.find(.text("Loaded"), timeout: .seconds(2)).string() == "Loaded")
        hosted.expel()
        let again = ViewHosting.host(view: Loader())
        let open = try await again.findUnique(.button("Open").where { !$0.isDisabled() }, timeout: .seconds(2))
        #expect(open.pathToRoot == "view(Loader.self).vStack().button(1)")
        again.expel()
        let drafts = ViewHosting.host(view: Drafts())
        #expect(try drafts.inspect().findAll(.link("Terms")).isEmpty)
        let links = try await drafts.findAll(.link("Terms"), timeout: .seconds(2))
        #expect(links.map(\.pathToRoot) == ["view(Drafts.self).vStack().link(3)"])
    }

    @Test func findAllReturnsEveryMatchOnceThereIsOne() async throws {
        let hosted = ViewHosting.host(view: Shelf())
        let retries = try await hosted.findAll(.button("Retry"), timeout: .seconds(2))
        #expect(retries.map(\.pathToRoot) == [
            "view(Shelf.self).vStack().button(1)", "view(Shelf.self).vStack().button(2)",
        ])
    }

    @Test func theQueryFormsSayWhatTheyWaitedFor() async throws {
        let hosted = ViewHosting.host(view: Shelf())
        let t = Duration.milliseconds(10)
        let find = try await #require(throws: InspectionError.self) { _ = try await hosted.find(.id("gone"), timeout: t) }
        #expect(find.message == Self.shelfTimeout(
            #"find(viewWithId: "gone", timeout: .seconds(0.01))"#, waitingFor: #"view with id "gone""#,
            lastAttempt: #"find(viewWithId: "gone"): found no view with id "gone" (searched 12 views below)"#))
        let unique = try await #require(throws: InspectionError.self) {
            _ = try await hosted.findUnique(.view(where: { _ in false }), timeout: t)
        }
        #expect(unique.message == Self.shelfTimeout(
            "findUnique(timeout: .seconds(0.01), where: …)", waitingFor: "exactly one view matching the condition",
            lastAttempt: "findUnique(where: …): found no view matching the condition (searched 12 views below)"))
        let all = try await #require(throws: InspectionError.self) { _ = try await hosted.findAll(.kind(ViewType.Toggle.self), timeout: t) }
        #expect(all.message == """
            findAll(ViewType.Toggle.self, timeout: .seconds(0.01)): waited 0.01 seconds for at least one Toggle; nothing was pending \
            (no update, callback, task or onReceive delivery), so waiting longer would not have changed the view
            The last attempt: found none
            """ + "\n" + Self.shelfDump)
    }

    @Test func findAllForAKindInspectorCannotSearchFailsAtOnce() async throws {
        struct Unknown: KnownViewType {
            static var typePrefix: String { "Unknown" }
        }
        let hosted = ViewHosting.host(view: Shelf())
        let error = try await #require(throws: InspectionError.self) { _ = try await hosted.findAll(.kind(Unknown.self), timeout: .seconds(5)) }
        #expect(error.reason == .unknownViewType("Unknown"))
    }
}
