import Foundation
import Inspector
import ViewTree
import XCTest

/// Records each step of a drop and takes the text items.
private struct ListDrop: DropDelegate {
    @Binding var steps: [String]
    @Binding var items: [String]
    var operation: DropOperation = .copy
    var accepts = true

    func validateDrop(info: DropInfo) -> Bool {
        steps.append("validate \(info.hasItemsConforming(to: [.text]))")
        return accepts
    }

    func dropEntered(info: DropInfo) { steps.append("entered") }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        steps.append("updated at \(Int(info.location.x)),\(Int(info.location.y))")
        return DropProposal(operation: operation)
    }

    func performDrop(info: DropInfo) -> Bool {
        steps.append("perform")
        for provider in info.itemProviders(for: [.text]) {
            provider.loadObject(ofClass: String.self) { string, _ in if let string { items.append(string) } }
        }
        return true
    }

    func dropExited(info: DropInfo) { steps.append("exited") }
}

private struct Inbox: View {
    @State var steps: [String] = []
    @State var items: [String] = []
    var operation: DropOperation = .copy
    var accepts = true
    var body: some View {
        Text(items.joined(separator: ", "))
            .onDrop(of: [.text], delegate: ListDrop(steps: $steps, items: $items, operation: operation, accepts: accepts))
    }
}

/// Implements only `performDrop(info:)`: the other steps are the defaults.
private struct PlainDrop: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { info.location.x > 10 }
}

final class DropDelegateTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testADropRunsTheDelegateStepsInOrder() throws {
        let hosted = ViewHosting.host(view: Inbox())
        XCTAssertTrue(try hosted.inspect().text().callOnDrop([NSItemProvider(object: "Hello")], at: CGPoint(x: 3, y: 4)))
        XCTAssertEqual(try hosted.inspect().text().string(), "Hello")
        XCTAssertEqual(
            try hosted.inspect().view(Inbox.self).actualView().steps,
            ["validate true", "entered", "updated at 3,4", "perform", "exited"])
    }

    func testAForbiddingProposalOrAFailedValidationDropsNothing() throws {
        let forbidding = ViewHosting.host(view: Inbox(operation: .forbidden))
        XCTAssertFalse(try forbidding.inspect().text().callOnDrop([NSItemProvider(object: "Hello")]))
        XCTAssertEqual(try forbidding.inspect().text().string(), "")
        XCTAssertEqual(
            try forbidding.inspect().view(Inbox.self).actualView().steps, ["validate true", "entered", "updated at 0,0", "exited"])
        ViewHosting.expel()
        let refusing = ViewHosting.host(view: Inbox(accepts: false))
        XCTAssertFalse(try refusing.inspect().text().callOnDrop([NSItemProvider(object: "Hello")]))
        XCTAssertEqual(try refusing.inspect().view(Inbox.self).actualView().steps, ["validate true"])
    }

    func testTheDefaultStepsAndTheDropInfo() throws {
        let sut = Text("Target").onDrop(of: [.plainText], delegate: PlainDrop())
        XCTAssertTrue(try sut.inspect().text().callOnDrop([NSItemProvider(object: "a")], at: CGPoint(x: 20, y: 0)))
        XCTAssertFalse(try sut.inspect().text().callOnDrop([NSItemProvider(object: "a")], at: CGPoint(x: 5, y: 0)))
        XCTAssertThrowsError(try sut.inspect().text().callOnDrop([NSItemProvider(TransferTag(name: "b"))])) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callOnDrop(_:at:): the providers hold no item of the supported types [\"public.plain-text\"];"
                    + " the view takes no drop")
        }
    }
}
