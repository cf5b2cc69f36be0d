import Foundation

/// What the compiler sends, reduced to the fields the expansions read. A message is an object
/// with one key naming its kind; keys and fields this plugin does not know are ignored, as the
/// protocol grows by adding them.
struct HostMessage: Decodable {
    struct Capability: Decodable {
        var protocolVersion: Int?
    }

    struct GetCapability: Decodable {
        var capability: Capability?
    }

    struct MacroReference: Decodable {
        var moduleName: String
        var typeName: String
        var name: String
    }

    struct Location: Decodable {
        var fileID: String
        var fileName: String
        var offset: Int
        var line: Int
        var column: Int
    }

    /// A piece of source: its text (with the whitespace and comments around it) and where it
    /// starts.
    struct Syntax: Decodable {
        var kind: String
        var source: String
        var location: Location
    }

    struct FreestandingExpansion: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: Syntax
    }

    struct AttachedExpansion: Decodable {
        var macro: MacroReference
        var macroRole: String
        var discriminator: String
        var attributeSyntax: Syntax
        var declSyntax: Syntax
        /// The declarations around the one the macro is attached to, innermost first.
        var lexicalContext: [Syntax]?
    }

    struct LoadPluginLibrary: Decodable {
        var libraryPath: String
    }

    var getCapability: GetCapability?
    var expandFreestandingMacro: FreestandingExpansion?
    var expandAttachedMacro: AttachedExpansion?
    var loadPluginLibrary: LoadPluginLibrary?
}

/// An error or warning the compiler shows at a place in the macro's source.
struct MacroDiagnostic: Error {
    var message: String
    /// The UTF-8 offset in the file.
    var offset: Int
    var fileName: String

    var json: [String: Any] {
        [
            "message": message, "severity": "error",
            "position": ["fileName": fileName, "offset": offset],
            "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
        ]
    }
}

/// What the plugin answers.
enum PluginReply {
    /// The protocol version this plugin speaks: the unified expansion reply is version 5's.
    static let protocolVersion = 7

    case capability
    case expansion(source: String?, diagnostics: [MacroDiagnostic], unified: Bool, attached: Bool)
    case libraryNotLoaded(path: String)

    var json: Data {
        let object: [String: Any]
        switch self {
        case .capability:
            object = ["getCapabilityResult": ["capability": ["protocolVersion": Self.protocolVersion]]]
        case let .expansion(source, diagnostics, unified, attached):
            let diagnostics = diagnostics.map(\.json)
            var body: [String: Any] = ["diagnostics": diagnostics]
            if unified || !attached {
                body["expandedSource"] = source ?? NSNull()
                object = [unified ? "expandMacroResult" : "expandFreestandingMacroResult": body]
            } else {
                body["expandedSources"] = source.map { [$0] } ?? NSNull()
                object = ["expandAttachedMacroResult": body]
            }
        case let .libraryNotLoaded(path):
            let diagnostic = MacroDiagnostic(
                message: "ViewTreeMacros loads no libraries (asked for \(path))", offset: 0, fileName: "")
            object = ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [diagnostic.json]]]
        }
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
    }
}
