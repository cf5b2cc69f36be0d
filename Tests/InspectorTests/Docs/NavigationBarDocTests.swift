import Foundation
import Inspector
import ViewTree
import XCTest

// The example of "The navigation bar" in Docs/Navigation.md, as written there.

private struct Compose: View {
    @State var sent = false
    var body: some View {
        Form { TextField("To", text: .constant("")) }
            .navigationBarTitle("New Message", displayMode: .inline)
            .navigationBarBackButtonHidden()
            .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Send") { sent = true })
    }
}

final class NavigationBarDocTests: XCTestCase {
    func testTheNavigationBar() throws {
        let form = try Compose().inspect().form()
        XCTAssertEqual(try form.navigationTitle(), "New Message")
        XCTAssertEqual(try form.navigationBarTitleDisplayMode(), .inline)
        XCTAssertTrue(try form.navigationBarBackButtonHidden())
        XCTAssertEqual(try form.navigationBarItems().button(1).labelView().text().string(), "Send")
        XCTAssertEqual(
            try Compose().inspect().find(button: "Cancel").pathToRoot, "view(Compose.self).form().navigationBarItems().button(0)")
    }
}
