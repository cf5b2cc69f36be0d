import Inspector
import ViewTree
import XCTest

// The hosted part of "Custom ViewModifier": guide-v4.md (approach #1 with `body.inspect`),
// guide-v1.md (its `padding().top` form), and guide-v3.md (a modifier with a `@Binding`,
// inspected with `on(\.didAppear)` and with `InspectionForViewModifier`). Only the imports are
// swapped; guide-v3's `MyTestModifier` / `InspectableTestModifier` are its typos for
// `MyViewModifier`.

private struct PaddingModifier: ViewModifier {

    var didAppear: ((Self.Body) -> Void)? // 1.

    func body(content: Self.Content) -> some View {
        content
            .padding(.top, 15)
            .onAppear { self.didAppear?(self.body(content: content)) } // 2.
    }
}

private struct MyViewModifier: ViewModifier {

    typealias Body = BodyView

    @Binding var flag: Bool
    var didAppear: ((Self.Body) -> Void)?

    func body(content: Self.Content) -> BodyView {
        BodyView(content: content, flag: $flag, didAppear: didAppear)
    }

    struct BodyView: View & Inspectable {

        let content: MyViewModifier.Content
        @Binding var flag: Bool
        var didAppear: ((Self) -> Void)?

        var body: some View {
            HStack {
                content
                Button(
                    action: { self.flag.toggle() },
                    label: { Text(flag ? "true" : "false").id("label") }
                )
            }
            .onAppear { self.didAppear?(self) }
        }
    }
}

extension MyViewModifier: Inspectable { }

private struct PublishingModifier: ViewModifier {

    typealias Body = BodyView

    @Binding var flag: Bool
    let publisher = PassthroughSubject<Bool, Never>()
    let inspection = InspectionForViewModifier<Self>()

    func body(content: Self.Content) -> BodyView {
        BodyView(content: content, flag: $flag, publisher: publisher, inspection: inspection)
    }

    struct BodyView: View {

        let content: PublishingModifier.Content
        @Binding var flag: Bool
        let publisher: PassthroughSubject<Bool, Never>
        let inspection: InspectionForViewModifier<PublishingModifier>

        var body: some View {
            HStack {
                content
                Button(
                    action: { self.flag.toggle() },
                    label: { Text(flag ? "true" : "false").id("label") }
                )
            }
            .onReceive(publisher) { self.flag = $0 }
            .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
        }
    }
}

final class ViewModifierHostedGuideTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testViewModifier() {
        var sut = PaddingModifier()
        let exp = XCTestExpectation(description: #function)
        sut.didAppear = { body in
            body.inspect { view in
                XCTAssertEqual(try view.padding(.top), 15)
            }
            ViewHosting.expel()
            exp.fulfill()
        }
        let view = EmptyView().modifier(sut)
        ViewHosting.host(view: view)
        wait(for: [exp], timeout: 0.1)
    }

    func testViewModifierInTheFirstGuidesForm() {
        var sut = PaddingModifier()
        let exp = XCTestExpectation(description: #function)
        sut.didAppear = { body in
            body.inspect { view in
                XCTAssertEqual(try view.padding().top, 15)
            }
            ViewHosting.expel()
            exp.fulfill()
        }
        let view = EmptyView().modifier(sut)
        ViewHosting.host(view: view)
        wait(for: [exp], timeout: 0.1)
    }

    func testViewModifierUsingOnFunction() {
        @Binding var flag = false
        var sut = MyViewModifier(flag: $flag)
        let exp = sut.on(\.didAppear) { body in
            XCTAssertEqual(try body.hStack().button(1).labelView().text().string(), "false")
            try body.hStack().button(1).tap()
            XCTAssertEqual(try body.hStack().button(1).labelView().text().string(), "true")
        }
        let view = EmptyView().modifier(sut)
        ViewHosting.host(view: view)
        wait(for: [exp], timeout: 0.2)
    }

    func testViewModifierUsingInspectAfter() throws {
        let flag = Binding<Bool>(wrappedValue: false)

        let sut = PublishingModifier(flag: flag)
        let exp1 = sut.inspection.inspect { view in
            let text = try view.hStack().button(1).labelView().text().string()
            XCTAssertEqual(text, "false")
            sut.publisher.send(true)
        }
        let exp2 = sut.inspection.inspect(after: 0.1) { view in
            let text = try view.hStack().button(1).labelView().text().string()
            XCTAssertEqual(text, "true")
        }
        let view = EmptyView().modifier(sut)
        ViewHosting.host(view: view)
        wait(for: [exp1, exp2], timeout: 0.2)
    }

    func testViewModifierUsingOnReceive() throws {
        let flag = Binding<Bool>(wrappedValue: false)

        let sut = PublishingModifier(flag: flag)
        let exp1 = sut.inspection.inspect { view in
            let text = try view.hStack().button(1).labelView().text().string()
            XCTAssertEqual(text, "false")
            sut.publisher.send(true)
        }
        let exp2 = sut.inspection.inspect(onReceive: sut.publisher) { view in
            let text = try view.hStack().button(1).labelView().text().string()
            XCTAssertEqual(text, "true")
            sut.publisher.send(false)
        }
        let exp3 = sut.inspection.inspect(onReceive: sut.publisher.dropFirst()) { view in
            let text = try view.hStack().button(1).labelView().text().string()
            XCTAssertEqual(text, "false")
        }
        let view = EmptyView().modifier(sut)
        ViewHosting.host(view: view)
        wait(for: [exp1, exp2, exp3], timeout: 0.2)
    }
}
