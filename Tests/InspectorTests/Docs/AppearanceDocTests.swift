import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Appearance.md, as written there.

private struct Avatar: View {
    var body: some View {
        Image("portrait")
            .resizable()
            .scaledToFill()
            .frame(width: 64, height: 64)
            .clipShape(Circle())
            .shadow(color: .black, radius: 4, x: 0, y: 2)
    }
}

private struct Banner: View {
    @State var isShown = false
    var body: some View {
        Text("Saved")
            .transition(.move(edge: .top).combined(with: .opacity))
            .animation(.spring(response: 0.3, dampingFraction: 0.8), value: isShown)
    }
}

private struct Disclosure: View {
    @State var isExpanded = false
    var body: some View {
        VStack {
            Button("More") { withAnimation(.easeOut) { isExpanded.toggle() } }
            if isExpanded { Text("Details").transition(.opacity) }
        }
    }
}

private struct Checklist: View {
    @State var items: [String] = []
    var body: some View {
        List(items, id: \.self) { Text($0) }
            .safeAreaInset(edge: .bottom, spacing: 8) {
                Button("Add") { items.append("Item \(items.count + 1)") }
            }
            .background(Color.yellow.ignoresSafeArea(.container, edges: .bottom))
    }
}

final class AppearanceDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testMissingModifier() throws {
        XCTAssertThrowsError(try Text("a").padding(1).inspect().text().shadow()) { error in
            XCTAssertEqual("\(error)", "text().shadow(): Text has no shadow; its modifiers: .padding")
        }
    }

    func testShadowsClipsAndMasks() throws {
        let image = try Avatar().inspect().find(ViewType.Image.self)
        XCTAssertEqual(try image.clipShape(Circle.self), Circle())
        XCTAssertEqual(try image.shadow().radius, 4)
        XCTAssertEqual(try image.shadow().offset, CGSize(width: 0, height: 2))
        XCTAssertTrue(try image.isScaledToFill())

        let card = try Text("Card").padding().cornerRadius(12).inspect().text()
        XCTAssertEqual(try card.cornerRadius(), 12)
        XCTAssertEqual(try card.clipShape(RoundedRectangle.self), RoundedRectangle(cornerRadius: 12))

        let masked = Image("photo").mask {
            Text("SALE").font(.largeTitle)
        }
        XCTAssertEqual(try masked.inspect().image().mask().text().string(), "SALE")
        XCTAssertEqual(try masked.inspect().find(text: "SALE").pathToRoot, "image().mask().text()")
    }

    func testMovingRotatingAndScaling() throws {
        let badge = try Circle()
            .offset(x: 8, y: -8)
            .rotationEffect(.degrees(45), anchor: .topLeading)
            .scaleEffect(1.5)
            .inspect().shape()
        XCTAssertEqual(try badge.offset(), CGSize(width: 8, height: -8))
        XCTAssertEqual(try badge.rotation().angle, .degrees(45))
        XCTAssertEqual(try badge.rotation().anchor, .topLeading)
        XCTAssertEqual(try badge.scaleEffect(), CGSize(width: 1.5, height: 1.5))
    }

    func testTurningInDepthBlendingAndImageScale() throws {
        let card = VStack {
            Image(systemName: "star")
            Text("Flip me")
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
                .blendMode(.multiply)
        }
        .imageScale(.large)
        let vStack = try card.inspect().vStack()
        XCTAssertEqual(try vStack.image(0).imageScale(), .large)
        XCTAssertEqual(try vStack.text(1).rotation3D().angle, .degrees(180))
        XCTAssertEqual(try vStack.text(1).rotation3D().axis.y, 1)
        XCTAssertEqual(try vStack.text(1).rotation3D().perspective, 0.5)
        XCTAssertEqual(try vStack.text(1).blendMode(), .multiply)
    }

    func testFrames() throws {
        let sut = VStack {
            Text("Title").frame(height: 44, alignment: .leading)
            Text("Body").frame(minWidth: 100, maxWidth: .infinity)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).fixedHeight(), 44)
        XCTAssertEqual(try vStack.text(0).fixedAlignment(), .leading)
        XCTAssertThrowsError(try vStack.text(0).fixedWidth()) { error in
            XCTAssertEqual("\(error)", "vStack().text(0).fixedWidth(): Text's frame width cannot be read: its .frame(height: 44.0) sets no width")
        }
        let flexible = try vStack.text(1).flexFrame()
        XCTAssertEqual(flexible.minWidth, 100)
        XCTAssertEqual(flexible.maxWidth, .infinity)
        XCTAssertTrue(flexible.idealWidth.isNaN)
        XCTAssertEqual(flexible.alignment, .center)
    }

    func testSizingAndLayering() throws {
        let sut = ZStack {
            Text("A long title").fixedSize(horizontal: false, vertical: true).layoutPriority(1)
            Color.red.aspectRatio(16 / 9, contentMode: .fit).zIndex(-1)
        }
        let zStack = try sut.inspect().zStack()
        XCTAssertEqual(try zStack.text(0).fixedSize().vertical, true)
        XCTAssertEqual(try zStack.text(0).layoutPriority(), 1)
        XCTAssertEqual(try zStack.color(1).aspectRatio(), 16 / 9)
        XCTAssertEqual(try zStack.color(1).aspectRatioContentMode(), .fit)
        XCTAssertEqual(try zStack.color(1).zIndex(), -1)
    }

    func testTextLayoutTintAndControlSize() throws {
        let sut = VStack {
            Text("Title")
            Text("A long description").lineLimit(3)
            Toggle("Notify", isOn: .constant(true)).tint(.green)
        }
        .lineLimit(1)
        .multilineTextAlignment(.center)
        .tint(.orange)
        .controlSize(.small)
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).lineLimit(), 1)
        XCTAssertEqual(try vStack.text(1).lineLimit(), 3)
        XCTAssertEqual(try vStack.text(1).multilineTextAlignment(), .center)
        XCTAssertEqual(try vStack.toggle(2).tint(), .green)
        XCTAssertEqual(try vStack.toggle(2).controlSize(), .small)
    }

    func testTypeSizesSymbolsRedactionAndTextCase() throws {
        let sut = VStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Text("Total").redacted(reason: .privacy)
            Button("Pay") {}
        }
        .symbolVariant(.circle)
        .redacted(reason: .placeholder)
        .textCase(.uppercase)
        .buttonBorderShape(.capsule)
        .dynamicTypeSize(.accessibility2)
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.image(0).symbolVariant(), .circle.fill)
        XCTAssertEqual(try vStack.text(1).redactionReasons(), [.placeholder, .privacy])
        XCTAssertEqual(try vStack.text(1).textCase(), .uppercase)
        XCTAssertEqual(try vStack.text(1).string(), "Total")
        XCTAssertEqual(try vStack.button(2).buttonBorderShape(), .capsule)
        XCTAssertEqual(try vStack.button(2).dynamicTypeSize(), .xxxLarge)
    }

    func testHitTesting() throws {
        let row = HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
        XCTAssertEqual(try row.inspect().hStack().contentShape(Rectangle.self).shape, Rectangle())
        let overlay = VStack { Button("Cancel") {} }.allowsHitTesting(false)
        XCTAssertFalse(try overlay.inspect().vStack().button(0).allowsHitTesting())
        XCTAssertThrowsError(try overlay.inspect().vStack().button(0).tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().button(0).tap(): Button does not receive touches: .allowsHitTesting(false) on its ancestor vStack()")
        }
    }

    func testBadges() throws {
        let inbox = Text("Inbox").badge(3)
        XCTAssertEqual(try inbox.inspect().text().badge().string(), "3")
        XCTAssertThrowsError(try Text("Inbox").badge(0).inspect().text().badge()) { error in
            XCTAssertEqual("\(error)", "text().badge(): Text's badge cannot be read: it shows none (.badge(0) or .badge(nil))")
        }
    }

    func testAnimationsAndTransitions() throws {
        let text = try Banner().inspect().find(text: "Saved")
        XCTAssertEqual(try text.animation(), .spring(response: 0.3, dampingFraction: 0.8))
        XCTAssertEqual(try text.transition(), .move(edge: .top).combined(with: .opacity))
        XCTAssertEqual(try text.transition().description, ".move(edge: .top).combined(with: .opacity)")
    }

    func testWithAnimation() throws {
        let hosted = ViewHosting.host(view: Disclosure())
        try hosted.inspect().find(button: "More").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Details").transition(), .opacity)
    }

    func testTheSafeArea() throws {
        let list = try Checklist().inspect().find(ViewType.List.self)
        XCTAssertEqual(try list.safeAreaInset().edge(), .bottom)
        XCTAssertEqual(try list.safeAreaInset().spacing(), 8)
        XCTAssertEqual(try list.safeAreaInset().regions(), .container)
        XCTAssertEqual(try list.background().color().ignoresSafeArea().regions, .container)

        let hosted = ViewHosting.host(view: Checklist())
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Item 1").string(), "Item 1")
    }
}
