import Foundation
@testable import Inspector
import Observation
import ViewTree
import XCTest

private final class Session: ObservableObject {
    @Published var userName = "Ada"
}

@Observable private final class Library {
    var books: [String] = []
}

private struct Profile: View {
    @EnvironmentObject var session: Session
    let title: String
    @State var isEditing = true
    @Environment(\.isEnabled) var isEnabled
    var body: some View {
        Text("\(title): \(session.userName)")
    }
}

private struct Shelf: View {
    @Environment(Library.self) var library
    let label: String
    var body: some View {
        Text("\(label): \(library.books.count)")
    }
}

private struct Signature: ViewModifier {
    @EnvironmentObject var session: Session
    let prefix: String
    func body(content: Content) -> some View {
        VStack {
            content
            Text("\(prefix) \(session.userName)")
        }
    }
}

/// `actualView()` returns the view value without evaluating its body, as in ViewInspector: an
/// `@EnvironmentObject` nobody provides does not stop it; evaluating the body still does, with
/// the error that names the object.
final class ActualViewWithoutEnvironmentTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private static let missingSession =
        "Profile reads @EnvironmentObject var session: Session, but no Session was provided with"
        + " .environmentObject(_:) on it or an ancestor"

    func testActualViewReadsStoredPropertiesWithoutTheObject() throws {
        let sut = VStack { Profile(title: "Owner") }.disabled(true)
        let profile = try sut.inspect().vStack().view(Profile.self, 0).actualView()
        XCTAssertEqual(profile.title, "Owner")
        XCTAssertTrue(profile.isEditing)
        // The other wrappers are prepared as usual: the environment's value reaches it.
        XCTAssertFalse(profile.isEnabled)
        XCTAssertEqual(try sut.inspect().find(Profile.self).actualView().title, "Owner")
    }

    func testTheBodyStillThrowsForTheMissingObject() throws {
        let sut = try VStack { Profile(title: "Owner") }.inspect()
        let profile = try sut.vStack().view(Profile.self, 0)
        XCTAssertEqual(try profile.actualView().title, "Owner")
        XCTAssertThrowsError(try profile.text()) { error in
            XCTAssertEqual("\(error)", "vStack().view(Profile.self, 0).text(): " + Self.missingSession)
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .missingEnvironmentObject(view: "Profile", property: "session", objectType: "Session"))
        }
        XCTAssertThrowsError(try sut.find(text: "Owner: Ada")) { error in
            XCTAssertTrue("\(error)".hasPrefix("vStack().view(Profile.self, 0): " + Self.missingSession), "\(error)")
        }
        // Reading the value again after the body failed still works.
        XCTAssertEqual(try profile.actualView().title, "Owner")
    }

    func testWithTheObjectTheValueHasIt() throws {
        let session = Session()
        let sut = try VStack { Profile(title: "Owner") }.environmentObject(session).inspect()
        XCTAssertTrue(try sut.find(Profile.self).actualView().session === session)
        XCTAssertEqual(try sut.find(Profile.self).text().string(), "Owner: Ada")
    }

    func testARequiredObservableModelIsTreatedAlike() throws {
        let sut = try Shelf(label: "Fiction").inspect()
        XCTAssertEqual(try sut.view(Shelf.self).actualView().label, "Fiction")
        XCTAssertThrowsError(try sut.view(Shelf.self).text()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .missingEnvironmentModel(view: "Shelf", property: "library", objectType: "Library"))
        }
    }

    func testAModifiersActualViewDoesNotNeedTheObject() throws {
        let sut = try Text("Letter").modifier(Signature(prefix: "Yours,")).inspect().text()
        XCTAssertEqual(try sut.modifier(Signature.self).actualView().prefix, "Yours,")
        XCTAssertThrowsError(try sut.modifier(Signature.self).vStack()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .missingEnvironmentObject(view: "Signature", property: "session", objectType: "Session"))
        }
    }

    func testHostedActualViewWithoutTheObject() throws {
        let hosted = ViewHosting.host(view: Profile(title: "Owner"))
        XCTAssertEqual(try hosted.inspect().view(Profile.self).actualView().title, "Owner")
        XCTAssertThrowsError(try hosted.inspect().view(Profile.self).text()) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .missingEnvironmentObject(view: "Profile", property: "session", objectType: "Session"))
        }
    }
}
