import Foundation

extension AttributeScopes {
    /// The attributes `Text` draws an attributed string with, as SwiftUI defines them:
    /// `string.font = .headline`, `string.foregroundColor = .red`.
    ///
    /// ```swift
    /// var greeting = AttributedString("Hello, world")
    /// greeting.font = .headline
    /// if let range = greeting.range(of: "world") {
    ///     greeting[range].foregroundColor = .blue
    /// }
    /// Text(greeting)
    /// ```
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the run.
        public let font: FontAttribute
        /// The color of the run's characters.
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// The line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The spacing added between the run's characters.
        public let kern: KerningAttribute
        /// The tracking of the run.
        public let tracking: TrackingAttribute
        /// How far the run is raised from the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        #if !canImport(Darwin)
            /// The run's Markdown styles (`**strong**`, `_emphasis_`, `` `code` ``, `~~struck~~`):
            /// Foundation's attribute, which Foundation on Linux does not have.
            public let inlinePresentationIntent: InlinePresentationIntentAttribute
            /// The run's Markdown styles.
            public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
                /// What the attribute holds.
                public typealias Value = InlinePresentationIntent
                /// The attribute's name, as Foundation names it.
                public static let name = "NSInlinePresentationIntent"
            }
        #endif

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = Font
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.Font"
        }

        /// The color of a run's characters.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = Color
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The color behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = Color
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The line through a run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = Text.LineStyle
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The line under a run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = Text.LineStyle
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The spacing added between a run's characters.
        public enum KerningAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.Kern"
        }

        /// The tracking of a run.
        public enum TrackingAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.Tracking"
        }

        /// How far a run is raised from the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// What the attribute holds.
            public typealias Value = CGFloat
            /// The attribute's name, as SwiftUI names it.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes: `AttributedString(string, including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name on an attributed string or its runs: `string.font`,
    /// `run.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
