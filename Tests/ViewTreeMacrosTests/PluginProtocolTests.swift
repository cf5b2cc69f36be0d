import Foundation
@testable import ViewTreeMacros
import XCTest

/// The replies, as the compiler reads them.
final class PluginProtocolTests: XCTestCase {
    private func object(_ reply: PluginReply) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: reply.json) as? [String: Any])
    }

    func testTheCapabilityNamesTheProtocolVersion() throws {
        let capability = try object(.capability)["getCapabilityResult"] as? [String: Any]
        XCTAssertEqual((capability?["capability"] as? [String: Any])?["protocolVersion"] as? Int, 7)
    }

    func testMessagesDecodeIgnoringFieldsThePluginDoesNotKnow() throws {
        let json = ##"{"expandFreestandingMacro":{"discriminator":"d","lexicalContext":[],"macro":{"moduleName":"M","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","staticBuildConfiguration":"{}","syntax":{"kind":"declaration","location":{"column":1,"fileID":"A/B.swift","fileName":"/B.swift","line":1,"offset":0},"source":"#Preview { }"}}}"##
        let message = try JSONDecoder().decode(HostMessage.self, from: Data(json.utf8))
        XCTAssertEqual(message.expandFreestandingMacro?.macro.typeName, "PreviewMacro")
        XCTAssertNil(message.getCapability)
    }

    func testExpansionsAnswerInTheFormTheHostSpeaks() throws {
        let unified = try object(ViewTreeMacros.reply(.success("let x = 1"), hostProtocolVersion: 7, attached: true))
        XCTAssertEqual((unified["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String, "let x = 1")
        let legacy = try object(ViewTreeMacros.reply(.success("get { 1 }"), hostProtocolVersion: 4, attached: true))
        XCTAssertEqual((legacy["expandAttachedMacroResult"] as? [String: Any])?["expandedSources"] as? [String], ["get { 1 }"])
        let failed = try object(ViewTreeMacros.reply(
            .failure(MacroDiagnostic(message: "bad", offset: 3, fileName: "/a.swift")), hostProtocolVersion: 7, attached: false))
        let body = try XCTUnwrap(failed["expandMacroResult"] as? [String: Any])
        XCTAssertTrue(body["expandedSource"] is NSNull)
        let diagnostic = try XCTUnwrap((body["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["message"] as? String, "bad")
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertEqual((diagnostic["position"] as? [String: Any])?["offset"] as? Int, 3)
    }
}
