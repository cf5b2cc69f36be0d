import Inspector
import Observation
import ViewTree
import XCTest

@Observable
private final class Profile {
    var name = "Ada"
    var likes = 0
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        VStack {
            Text(profile.name)
            LikeButton(likes: $profile.likes)
        }
    }
}

private struct LikeButton: View {
    @Binding var likes: Int
    var body: some View {
        Button("Like (\(likes))") { likes += 1 }
    }
}

/// A view that reads its model from the environment and makes bindings with a local
/// `@Bindable`.
private struct EnvironmentEditor: View {
    @Environment(Profile.self) private var profile
    var body: some View {
        @Bindable var profile = profile
        LikeButton(likes: $profile.likes)
    }
}

final class BindableTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testBindingsToAModelWriteTheModel() throws {
        let profile = Profile()
        let sut = try ProfileEditor(profile: profile).inspect()
        try sut.find(button: "Like (0)").tap()
        XCTAssertEqual(profile.likes, 1)
        XCTAssertNoThrow(try sut.find(button: "Like (1)"), "the same handle shows the change")
    }

    func testHostedViewsReRenderWhenABindingWritesTheModel() throws {
        let profile = Profile()
        let hosted = ViewHosting.host(view: ProfileEditor(profile: profile))
        try hosted.inspect().find(button: "Like (0)").tap()
        try hosted.inspect().find(button: "Like (1)").tap()
        XCTAssertEqual(profile.likes, 2)
        profile.name = "Grace"
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Grace")
    }

    func testLocalBindableOverAnEnvironmentModel() throws {
        let profile = Profile()
        let sut = EnvironmentEditor().environment(profile)
        try sut.inspect().find(button: "Like (0)").tap()
        XCTAssertEqual(profile.likes, 1)
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(button: "Like (1)").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Like (2)"))
    }

    func testBindableForms() {
        let profile = Profile()
        let bindable = Bindable(profile)
        bindable.name.wrappedValue = "Grace"
        XCTAssertEqual(profile.name, "Grace")
        let copy = Bindable(projectedValue: bindable)
        XCTAssertTrue(copy.wrappedValue === profile)
        @Bindable var local = profile
        $local.likes.wrappedValue = 3
        XCTAssertEqual(profile.likes, 3)
    }
}
