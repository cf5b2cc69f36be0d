import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Appearance.md's custom transitions, completions, safe area bar, mesh
// gradient and Liquid Glass sections, and of Docs/Reference.md's Fonts and Colors, as written
// there.

private struct Twirl: Transition, Hashable {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase.value * 90))
    }
}

private struct Basket: View {
    @State var items = ["Apple"]
    @State var message = ""
    var body: some View {
        VStack {
            Button("Empty") {
                withAnimation { items.removeAll() } completion: { message = "Emptied" }
            }
            Text(message)
            ForEach(items, id: \.self) { Text($0) }
        }
        .transaction(value: items.count) { $0.animation = .snappy }
    }
}

private struct Tools: View {
    @Namespace var glass
    var body: some View {
        GlassEffectContainer(spacing: 40) {
            HStack {
                Image(systemName: "pencil")
                    .glassEffect(.regular.tint(.orange).interactive())
                    .glassEffectID("pencil", in: glass)
                Button("Done") {}.buttonStyle(.glass)
            }
        }
    }
}

final class AppearanceDrawingDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testCustomTransitions() throws {
        let text = try Text("Hello").transition(Twirl()).inspect().text()
        XCTAssertEqual(try text.transition(), AnyTransition(Twirl()))
        XCTAssertEqual(try text.transitionBody(phase: .willAppear).opacity(), 0)
        XCTAssertEqual(try text.transitionBody(phase: .didDisappear).rotation().angle, .degrees(90))
        XCTAssertEqual(try text.transitionBody(phase: .identity).placeholderContentView().text().string(), "Hello")
    }

    func testCompletionsAndScopedAnimations() throws {
        let hosted = ViewHosting.host(view: Basket())
        try hosted.inspect().find(button: "Empty").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Emptied")
        XCTAssertEqual(try hosted.inspect().vStack().callTransaction().animation, .snappy)

        let badge = Text("New").animation(.bouncy) { $0.scaleEffect(1.2) }
        XCTAssertEqual(try badge.inspect().placeholderContentView().animation(), .bouncy)
        XCTAssertEqual(try badge.inspect().placeholderContentView().text().string(), "New")
    }

    func testSafeAreaBar() throws {
        let feed = List { Text("Post") }
            .safeAreaBar(edge: .bottom, alignment: .leading, spacing: 4) { Button("New") {} }
        let bar = try feed.inspect().list().safeAreaBar()
        XCTAssertEqual(try bar.edge(), .vertical(.bottom))
        XCTAssertEqual(try bar.alignment(), .horizontal(.leading))
        XCTAssertEqual(try bar.spacing(), 4)
        XCTAssertEqual(try feed.inspect().find(button: "New").pathToRoot, "list().safeAreaBar().button()")
    }

    func testMeshGradient() throws {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [.red, .orange, .blue, .purple])
        XCTAssertEqual(try mesh.inspect().meshGradient().points(), [[0, 0], [1, 0], [0, 1], [1, 1]])
        XCTAssertEqual(try mesh.inspect().meshGradient().colors(), [.red, .orange, .blue, .purple])
        let card = RoundedRectangle(cornerRadius: 12).fill(mesh)
        XCTAssertEqual(try card.inspect().shape().fillShapeStyle(MeshGradient.self).width, 2)
    }

    func testLiquidGlass() throws {
        let container = try Tools().inspect().glassEffectContainer()
        XCTAssertEqual(try container.spacing(), 40)
        let pencil = try container.hStack(0).image(0)
        XCTAssertEqual(try pencil.glassEffect().tintColor(), .orange)
        XCTAssertTrue(try pencil.glassEffect().isInteractive())
        XCTAssertNoThrow(try pencil.glassEffect().shape(DefaultGlassEffectShape.self))
        XCTAssertEqual(try pencil.glassEffectID().id, AnyHashable("pencil"))
        XCTAssertTrue(try container.find(button: "Done").buttonStyle() is GlassButtonStyle)
    }

    func testFontLeadingAndResolvedColors() throws {
        XCTAssertEqual(try Font.body.leading(.tight).leading(), .tight)

        let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
        XCTAssertEqual(brand.resolve(in: EnvironmentValues()).green, 0.4)
        XCTAssertEqual(Color.Resolved(red: 1, green: 0.5, blue: 0).description, "#FF8000FF")
        XCTAssertEqual(try Color(Color.Resolved(red: 1, green: 0, blue: 0)).inspect().color().rgba().red, 1)
    }
}
