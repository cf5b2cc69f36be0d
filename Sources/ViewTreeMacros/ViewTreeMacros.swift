import Foundation

/// The compiler plugin that expands ViewTree's macros, `#Preview` and `@Entry`.
///
/// It speaks the compiler's plugin protocol itself (`PluginChannel`, `HostMessage`,
/// `PluginReply`) and reads the little Swift it needs with `SwiftSource`, so the package keeps
/// no dependencies.
@main
struct ViewTreeMacros {
    static func main() {
        let channel = PluginChannel()
        var hostProtocolVersion = 0
        while let data = channel.receive() {
            guard let message = try? JSONDecoder().decode(HostMessage.self, from: data) else { continue }
            if let request = message.getCapability {
                hostProtocolVersion = request.capability?.protocolVersion ?? 0
                channel.send(PluginReply.capability.json)
            } else if let request = message.expandFreestandingMacro {
                let result = expand(freestanding: request)
                channel.send(reply(result, hostProtocolVersion: hostProtocolVersion, attached: false).json)
            } else if let request = message.expandAttachedMacro {
                let result = expand(attached: request)
                channel.send(reply(result, hostProtocolVersion: hostProtocolVersion, attached: true).json)
            } else if let request = message.loadPluginLibrary {
                channel.send(PluginReply.libraryNotLoaded(path: request.libraryPath).json)
            }
        }
    }

    static func expand(freestanding request: HostMessage.FreestandingExpansion) -> Result<String, MacroDiagnostic> {
        switch request.macro.typeName {
        case "PreviewMacro": return PreviewMacro.expand(request)
        default: return .failure(unknown(request.macro, at: request.syntax))
        }
    }

    static func expand(attached request: HostMessage.AttachedExpansion) -> Result<String, MacroDiagnostic> {
        switch request.macro.typeName {
        case "EntryMacro": return EntryMacro.expand(request)
        default: return .failure(unknown(request.macro, at: request.attributeSyntax))
        }
    }

    static func unknown(_ macro: HostMessage.MacroReference, at syntax: HostMessage.Syntax) -> MacroDiagnostic {
        MacroDiagnostic(
            message: "ViewTreeMacros has no macro \(macro.typeName) (for #\(macro.name))",
            offset: syntax.location.offset, fileName: syntax.location.fileName)
    }

    /// Hosts from protocol version 5 on take one reply for both kinds of expansion.
    static func reply(_ result: Result<String, MacroDiagnostic>, hostProtocolVersion: Int, attached: Bool) -> PluginReply {
        let unified = hostProtocolVersion >= 5
        switch result {
        case let .success(source): return .expansion(source: source, diagnostics: [], unified: unified, attached: attached)
        case let .failure(diagnostic): return .expansion(source: nil, diagnostics: [diagnostic], unified: unified, attached: attached)
        }
    }
}
