import Foundation
import ViewTree

// ViewInspector's `Font` readers. A font is read as it was built: its base (a text style, a
// system font of a size, a custom font) and the modifiers applied to it, the outermost last.
// Unlike ViewInspector, which reads only an unmodified font, the readers look through the
// modifiers: `Font.system(size: 12).italic().size()` is 12, `Font.body.bold().weight()` is
// `.bold`.

extension ViewTree.Font {
    /// The point size of a system font of a size (`.system(size:)`) or of a custom font.
    ///
    /// - Throws: for a text style (`.body`, `.system(.title)`), whose size follows Dynamic Type.
    public func size() throws -> CGFloat {
        try FontReading.read(self, "size()") { facts in
            switch facts.base {
            case let .system(size, _, _), let .custom(_, size, _):
                return size
            case let .textStyle(style, _, _):
                throw FontReading.unavailable(
                    "size", "it is the text style .\(style.rawValue), sized by Dynamic Type; read style()")
            }
        }
    }

    /// The space between the font's lines set by `leading(_:)` (the outermost when there are
    /// several); `.standard` for a font without one, as SwiftUI draws it.
    public func leading() throws -> ViewTree.Font.Leading {
        try FontReading.read(self, "leading()") { $0.leading ?? .standard }
    }

    /// Whether the font is a custom font of a fixed size, `.custom(_:fixedSize:)`, as
    /// ViewInspector answers: false for every other font, `.system(size:)` too.
    public func isFixedSize() -> Bool {
        guard let facts = try? FontReading.facts(of: self), case let .custom(_, _, relativeTo) = facts.base else {
            return false
        }
        return relativeTo == nil
    }

    /// The name of a custom font, `.custom(_:size:)`.
    ///
    /// - Throws: for a system font, which has no name.
    public func name() throws -> String {
        try FontReading.read(self, "name()") { facts in
            guard case let .custom(name, _, _) = facts.base else {
                throw FontReading.unavailable("name", "it is a system font; only a custom font (.custom(_:size:)) has one")
            }
            return name
        }
    }

    /// The weight: the last `weight(_:)` or `bold()` applied to the font, else the `weight:`
    /// of a system font or text style, else `.regular`.
    ///
    /// - Throws: for a custom font without `weight(_:)` or `bold()`, whose weight is its face's.
    public func weight() throws -> ViewTree.Font.Weight {
        try FontReading.read(self, "weight()") { facts in
            if let weight = facts.weight { return weight }
            switch facts.base {
            case let .textStyle(_, _, weight), let .system(_, weight, _):
                return weight ?? .regular
            case let .custom(name, _, _):
                throw FontReading.unavailable(
                    "weight", "it is the custom font \"\(name)\", whose weight is its face's; read name()")
            }
        }
    }

    /// The design: `.monospaced` after `monospaced()`, else the `design:` of a system font or
    /// text style, else `.default`.
    ///
    /// - Throws: for a custom font without `monospaced()`, whose design is its face's.
    public func design() throws -> ViewTree.Font.Design {
        try FontReading.read(self, "design()") { facts in
            if let design = facts.design { return design }
            switch facts.base {
            case let .textStyle(_, design, _), let .system(_, _, design):
                return design ?? .default
            case let .custom(name, _, _):
                throw FontReading.unavailable(
                    "design", "it is the custom font \"\(name)\", whose design is its face's; read name()")
            }
        }
    }

    /// The text style: of a text style font (`.body`, `.system(.title)`), or the one a custom
    /// font scales with (`.custom(_:size:)` scales with `.body`, or `relativeTo:`).
    ///
    /// - Throws: for a system font of a size and a custom font of a fixed size.
    public func style() throws -> ViewTree.Font.TextStyle {
        try FontReading.read(self, "style()") { facts in
            switch facts.base {
            case let .textStyle(style, _, _):
                return style
            case let .custom(_, _, relativeTo?):
                return relativeTo
            case .custom:
                throw FontReading.unavailable("style", "it is a custom font of a fixed size (fixedSize:), which scales with none")
            case .system:
                throw FontReading.unavailable("style", "it is a system font of a size (.system(size:)), not a text style")
            }
        }
    }
}

/// How a `Font` was built, read from its storage.
enum FontReading {
    /// The font a modifier chain starts from.
    enum Base {
        case textStyle(ViewTree.Font.TextStyle, design: ViewTree.Font.Design?, weight: ViewTree.Font.Weight?)
        case system(size: CGFloat, weight: ViewTree.Font.Weight?, design: ViewTree.Font.Design?)
        case custom(name: String, size: CGFloat, relativeTo: ViewTree.Font.TextStyle?)
    }

    /// The base, and what the modifiers applied to it set (the outermost wins).
    struct Facts {
        var base: Base
        var weight: ViewTree.Font.Weight?
        var design: ViewTree.Font.Design?
        /// The leading set by `leading(_:)`; nil: none, the font's standard one.
        var leading: ViewTree.Font.Leading? = nil
    }

    /// `read` applied to the facts of `font`; its failures located at `font` and `call`.
    static func read<T>(_ font: ViewTree.Font, _ call: String, _ read: (Facts) throws -> T) throws -> T {
        do {
            return try read(try facts(of: font))
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, path: "\(font).\(call)")
        }
    }

    static func unavailable(_ attribute: String, _ reason: String) -> InspectionError.Reason {
        .attributeUnavailable(attribute: attribute, view: "Font", reason: reason)
    }

    static func facts(of font: ViewTree.Font) throws -> Facts {
        var provider = try Reflection.field("provider", of: font, as: ViewTree.Font.Provider.self)
        var weight: ViewTree.Font.Weight?
        var design: ViewTree.Font.Design?
        var leading: ViewTree.Font.Leading?
        // From the outermost modifier inwards: the first value met is the one that applies.
        while true {
            switch provider {
            case let .modified(base, modifier):
                switch modifier {
                case .bold: weight = weight ?? .bold
                case let .weight(value): weight = weight ?? value
                case .monospaced: design = design ?? .monospaced
                case let .leading(value): leading = leading ?? value
                case .italic, .monospacedDigit, .width, .smallCaps: break
                }
                provider = base
            case let .textStyle(style, baseDesign, baseWeight):
                return Facts(base: .textStyle(style, design: baseDesign, weight: baseWeight), weight: weight, design: design, leading: leading)
            case let .system(size, baseWeight, baseDesign):
                return Facts(base: .system(size: size, weight: baseWeight, design: baseDesign), weight: weight, design: design, leading: leading)
            case let .custom(name, size, relativeTo):
                return Facts(base: .custom(name: name, size: size, relativeTo: relativeTo), weight: weight, design: design, leading: leading)
            }
        }
    }
}
