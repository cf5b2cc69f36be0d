import Foundation
import Inspector
import ViewTree
import XCTest

private struct Player: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: ","))
                .onKeyPress(.space) {
                    log.append("play")
                    return .handled
                }
                .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
                    log.append(press.key == .leftArrow ? "back" : "forward")
                    return .handled
                }
        }
    }
}

/// `onKeyPress` in every form → `callOnKeyPress(_:modifiers:phase:)`.
final class KeyPressTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testEveryForm() throws {
        var log: [String] = []
        let sut = Text("a")
            .onKeyPress(.return) {
                log.append("return")
                return .handled
            }
            .onKeyPress("x", phases: .up) { press in
                log.append("x \(press.phase == .up)")
                return .handled
            }
            .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                log.append(press.key == .upArrow ? "up" : "down")
                return .ignored
            }
            .onKeyPress(characters: .decimalDigits) { press in
                log.append("digit \(press.characters)")
                return .handled
            }
            .onKeyPress(phases: .all) { press in
                log.append("any \(press.characters) \(press.modifiers.contains(.command))")
                return .handled
            }
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.callOnKeyPress(.return), .handled)
        XCTAssertEqual(try text.callOnKeyPress("x", phase: .up), .handled)
        XCTAssertEqual(try text.callOnKeyPress(.upArrow), .handled, "ignored by the keys action, handled by the last")
        XCTAssertEqual(try text.callOnKeyPress("7"), .handled)
        XCTAssertEqual(try text.callOnKeyPress("k", modifiers: .command), .handled)
        XCTAssertEqual(log, ["return", "x true", "up", "any \u{F700} false", "digit 7", "any k true"])
    }

    func testPhasesAndIgnoredPresses() throws {
        var log: [String] = []
        let sut = Text("a").onKeyPress(.space) { press in
            log.append("\(press.phase == .repeat ? "repeat" : "down")")
            return .ignored
        }
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.callOnKeyPress(.space), .ignored, "the only action ignored it")
        XCTAssertEqual(try text.callOnKeyPress(.space, phase: .repeat), .ignored)
        XCTAssertEqual(try text.callOnKeyPress(.space, phase: .up), .ignored, "not asked for: the action does not run")
        XCTAssertEqual(try text.callOnKeyPress(.tab), .ignored, "another key")
        XCTAssertEqual(log, ["down", "repeat"])
    }

    func testKeyEquivalents() {
        XCTAssertEqual(KeyEquivalent.return.character, "\r")
        XCTAssertEqual(KeyEquivalent.space, KeyEquivalent(" "))
        XCTAssertEqual(KeyEquivalent("a"), "a")
        XCTAssertEqual(KeyPress.Phases.all, [.down, .repeat, .up])
    }

    func testHostedStateAndSearch() throws {
        let hosted = ViewHosting.host(view: Player())
        let text = try hosted.inspect().find(ViewType.Text.self)
        XCTAssertEqual(text.pathToRoot, "view(Player.self).vStack().text(0)")
        try text.callOnKeyPress(.space)
        try hosted.inspect().vStack().text(0).callOnKeyPress(.rightArrow)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "play,forward")
        XCTAssertTrue(try Player().inspect().treeDump().contains(".onKeyPress"))
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().callOnKeyPress(.return)) { error in
            XCTAssertEqual("\(error)", "text().callOnKeyPress(.return): Text has no onKeyPress; it has no modifiers")
        }
        let sut = Text("a").onKeyPress("q") { .handled }
        XCTAssertThrowsError(try sut.inspect().text().callOnKeyPress("q", phase: [.down, .up])) { error in
            XCTAssertEqual(
                "\(error)",
                #"text().callOnKeyPress("q"): phase: KeyPress.Phases(rawValue: 5) is not one phase: pass .down, .repeat or .up"#)
        }
    }
}
