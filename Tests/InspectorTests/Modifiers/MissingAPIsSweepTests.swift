import Foundation
import Inspector
import XCTest

/// A gallery that lays out by the horizontal size class, as apps do for iPhone and iPad.
private struct Gallery: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        if sizeClass == .compact {
            VStack { Text("One column") }
        } else {
            HStack { Text("Two columns"); Text(verticalSizeClass == .compact ? "Short" : "Tall") }
        }
    }
}

/// Results that end the search from a button, as `DismissSearchAction`'s documentation shows.
private struct SearchResults: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        VStack {
            Text(isSearching ? "Searching" : "Browsing")
            Button("Show first match") { dismissSearch() }
        }
    }
}

private struct Animals: View {
    @State private var query = "ca"
    @State private var isPresented = false

    var body: some View {
        NavigationStack {
            SearchResults()
                .searchable(text: $query, isPresented: $isPresented)
        }
    }
}

/// What the compile sweep of SwiftUI app files found missing, in the environment: the size
/// classes, `isSearching` and `dismissSearch`, the gradients as `ShapeStyle` members, and
/// `scrollBounceBehavior(_:axes:)`.
final class MissingAPIsSweepTests: XCTestCase {
    func testSizeClassesDefaultToAnIPhoneInPortrait() throws {
        XCTAssertEqual(try Gallery().inspect().find(text: "One column").pathToRoot, "view(Gallery.self).vStack().text(0)")
        let stack = try Text("a").inspect().text()
        XCTAssertEqual(try stack.environment(\.horizontalSizeClass), .compact)
        XCTAssertEqual(try stack.environment(\.verticalSizeClass), .regular)
        XCTAssertEqual(UserInterfaceSizeClass.allCases, [.compact, .regular])
    }

    func testSizeClassesAreSetThroughTheEnvironment() throws {
        let regular = Gallery().environment(\.horizontalSizeClass, .regular)
        XCTAssertEqual(try regular.inspect().find(ViewType.HStack.self).text(0).string(), "Two columns")
        XCTAssertEqual(try regular.inspect().find(ViewType.HStack.self).text(1).string(), "Tall")
        let landscape = Gallery().environment(\.horizontalSizeClass, .regular).environment(\.verticalSizeClass, .compact)
        XCTAssertEqual(try landscape.inspect().find(ViewType.HStack.self).text(1).string(), "Short")
        XCTAssertThrowsError(try regular.inspect().find(text: "One column"))
        let unset = Text("a").environment(\.horizontalSizeClass, nil)
        XCTAssertNil(try unset.inspect().text().environment(\.horizontalSizeClass))
        XCTAssertNil(try unset.inspect().text().customModifier(keyPath: \.horizontalSizeClass))
    }

    func testGradientShapeStylesReadBackAsTheirGradients() throws {
        let linear = Text("a").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        XCTAssertEqual(
            try linear.inspect().text().foregroundStyle(LinearGradient.self),
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let gradient = Gradient(colors: [.green, .yellow])
        let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)]
        XCTAssertEqual(
            ShapeStyleProbe.style(.linearGradient(gradient, startPoint: .leading, endPoint: .trailing)),
            LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        XCTAssertEqual(
            ShapeStyleProbe.style(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)),
            LinearGradient(gradient: Gradient(stops: stops), startPoint: .top, endPoint: .bottom))
        let radial = Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 1, endRadius: 40))
        XCTAssertEqual(
            try radial.inspect().shape().fillShapeStyle(RadialGradient.self),
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 1, endRadius: 40))
        XCTAssertEqual(
            ShapeStyleProbe.style(.radialGradient(gradient, center: .top, startRadius: 0, endRadius: 9)),
            RadialGradient(gradient: gradient, center: .top, startRadius: 0, endRadius: 9))
        XCTAssertEqual(
            ShapeStyleProbe.style(.radialGradient(stops: stops, center: .top, startRadius: 0, endRadius: 9)),
            RadialGradient(stops: stops, center: .top, startRadius: 0, endRadius: 9))
    }

    func testAngularAndEllipticalGradientShapeStyles() throws {
        let gradient = Gradient(colors: [.green, .yellow])
        let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .blue, location: 1)]
        let angular = Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))
        XCTAssertEqual(
            try angular.inspect().shape().fillShapeStyle(AngularGradient.self),
            AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))
        XCTAssertEqual(
            ShapeStyleProbe.style(.angularGradient(gradient, center: .top, startAngle: .zero, endAngle: .degrees(180))),
            AngularGradient(gradient: gradient, center: .top, startAngle: .zero, endAngle: .degrees(180)))
        XCTAssertEqual(
            ShapeStyleProbe.style(.angularGradient(stops: stops, center: .top, startAngle: .zero, endAngle: .degrees(180))),
            AngularGradient(stops: stops, center: .top, startAngle: .zero, endAngle: .degrees(180)))
        let conic: AngularGradient = .conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
        XCTAssertEqual(conic, AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(450)))
        XCTAssertEqual(
            ShapeStyleProbe.style(.conicGradient(gradient, center: .center)), AngularGradient(gradient: gradient, center: .center))
        XCTAssertEqual(
            ShapeStyleProbe.style(.conicGradient(stops: stops, center: .center)), AngularGradient(stops: stops, center: .center))
        let elliptical = Text("a").foregroundStyle(.ellipticalGradient(colors: [.red, .blue]))
        XCTAssertEqual(try elliptical.inspect().text().foregroundStyle(EllipticalGradient.self), EllipticalGradient(colors: [.red, .blue]))
        XCTAssertEqual(
            ShapeStyleProbe.style(.ellipticalGradient(gradient, center: .top, endRadiusFraction: 1)),
            EllipticalGradient(gradient: gradient, center: .top, startRadiusFraction: 0, endRadiusFraction: 1))
        XCTAssertEqual(
            ShapeStyleProbe.style(.ellipticalGradient(stops: stops)), EllipticalGradient(stops: stops))
    }

    func testIsSearchingFollowsTheSearchPresentation() throws {
        let hosted = ViewHosting.host(view: Animals())
        defer { ViewHosting.expel() }
        XCTAssertEqual(try hosted.inspect().find(SearchResults.self).vStack().text(0).string(), "Browsing")
        XCTAssertFalse(try hosted.inspect().find(SearchResults.self).vStack().environment(\.isSearching))
        try hosted.inspect().find(SearchResults.self).setSearchPresented(true)
        XCTAssertEqual(try hosted.inspect().find(SearchResults.self).vStack().text(0).string(), "Searching")
        XCTAssertTrue(try hosted.inspect().find(SearchResults.self).vStack().environment(\.isSearching))
    }

    func testDismissSearchEndsTheSearchAndClearsItsText() throws {
        let hosted = ViewHosting.host(view: Animals())
        defer { ViewHosting.expel() }
        let searching = try hosted.inspect().find(SearchResults.self)
        try searching.setSearchPresented(true)
        XCTAssertEqual(try hosted.inspect().find(SearchResults.self).searchText(), "ca")
        try hosted.inspect().find(button: "Show first match").tap()
        XCTAssertFalse(try hosted.inspect().find(SearchResults.self).isSearchPresented())
        XCTAssertEqual(try hosted.inspect().find(SearchResults.self).searchText(), "")
        XCTAssertEqual(try hosted.inspect().find(SearchResults.self).vStack().text(0).string(), "Browsing")
    }

    func testDismissSearchActsOnlyWhileSearching() throws {
        var query = "dog"
        var isPresented = false
        let text = Binding(get: { query }, set: { query = $0 })
        let presented = Binding(get: { isPresented }, set: { isPresented = $0 })
        let sut = SearchResults().searchable(text: text, isPresented: presented)
        try sut.inspect().find(button: "Show first match").tap()
        XCTAssertEqual(query, "dog")
        XCTAssertFalse(isPresented)
        isPresented = true
        try sut.inspect().find(button: "Show first match").tap()
        XCTAssertEqual(query, "")
        XCTAssertFalse(isPresented)
        // Outside a searchable, and in one without an isPresented: binding, there is no search.
        query = "cat"
        XCTAssertFalse(try SearchResults().inspect().vStack().environment(\.isSearching))
        XCTAssertFalse(try SearchResults().searchable(text: text).inspect().find(SearchResults.self).vStack().environment(\.isSearching))
        try SearchResults().searchable(text: text).inspect().find(button: "Show first match").tap()
        try SearchResults().inspect().find(button: "Show first match").tap()
        XCTAssertEqual(query, "cat")
    }

    func testScrollBounceBehaviorIsSetPerAxis() throws {
        let sut = ScrollView {
            ScrollView(.horizontal) { Text("a") }.scrollBounceBehavior(.always, axes: .horizontal)
        }.scrollBounceBehavior(.basedOnSize)
        let outer = try sut.inspect().scrollView()
        XCTAssertEqual(try outer.scrollBounceBehavior(), .basedOnSize)
        XCTAssertEqual(try outer.scrollBounceBehavior(axis: .vertical), .basedOnSize)
        let inner = try outer.scrollView()
        XCTAssertEqual(try inner.scrollBounceBehavior(axis: .horizontal), .always)
        XCTAssertEqual(try inner.scrollBounceBehavior(axis: .vertical), .basedOnSize)
        XCTAssertEqual(try inner.text().scrollBounceBehavior(axis: .horizontal), .always)
        let both = Text("a").scrollBounceBehavior(.automatic, axes: [.horizontal, .vertical])
        XCTAssertEqual(try both.inspect().text().scrollBounceBehavior(axis: .horizontal), .automatic)
        XCTAssertEqual(ScrollBounceBehavior.basedOnSize.description, ".basedOnSize")
        XCTAssertThrowsError(try outer.scrollBounceBehavior(axis: .horizontal)) { error in
            XCTAssertEqual(
                "\(error)",
                "scrollView().scrollBounceBehavior(axis:): ScrollView has no scrollBounceBehavior; neither it nor an ancestor"
                    + " sets one for the .horizontal axis with .scrollBounceBehavior(_:axes:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".scrollBounceBehavior"))
    }
}

/// Passes a shape style through a `ShapeStyle`-typed parameter, so a leading-dot member
/// resolves as it does in `foregroundStyle(_:)`, and returns it as it came.
private enum ShapeStyleProbe {
    static func style<S: ShapeStyle>(_ style: S) -> S { style }
}

/// The views inside a `searchable` keep their bodies when only their parent renders again.
final class SearchableKeptBodiesTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    final class Counter: @unchecked Sendable {
        var bodies = 0
    }

    struct Results: View {
        let counter: Counter
        var body: some View {
            counter.bodies += 1
            return Text("Results")
        }
    }

    struct Screen: View {
        let counter: Counter
        @State var query = ""
        @State var searching = true
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                Results(counter: counter)
            }
            .searchable(text: $query, isPresented: $searching)
        }
    }

    func testAChildKeepsItsBodyWhenItsParentRendersAgain() throws {
        let counter = Counter()
        let hosted = ViewHosting.host(view: Screen(counter: counter))
        XCTAssertEqual(counter.bodies, 1)
        try hosted.inspect().find(button: "Tap 0").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Button.self).labelView().text().string(), "Tap 1")
        XCTAssertEqual(counter.bodies, 1)
    }
}
