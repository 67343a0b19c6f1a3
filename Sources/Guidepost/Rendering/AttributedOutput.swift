import Foundation

extension AttributeScopes {
    /// The attributes Guidepost sets on `AttributedString` output.
    ///
    /// ```swift
    /// for run in line.attributedString.runs {
    ///     run.guidepost.role          // Role?: .maneuver, .landmark, .distanceNumber, …
    ///     run.guidepost.highlight     // Bool?
    ///     run.guidepost.placeholder   // Int?: 3 for text that came from $3
    /// }
    /// ```
    public struct GuidepostAttributes: AttributeScope {
        /// The role of the text: template text, or the role of the placeholder it came from.
        public let role: RoleAttribute
        /// Whether the text is highlighted.
        public let highlight: HighlightAttribute
        /// The placeholder number the text came from.
        public let placeholder: PlaceholderAttribute

        /// The role of a run of text (`Role.text` for the template's own words).
        public enum RoleAttribute: AttributedStringKey {
            /// The attribute's value: a `Role`.
            public typealias Value = Role
            /// The attribute\'s name in an `AttributedString`.
            public static let name = "guidepost.role"
        }

        /// Whether a run of text is highlighted.
        public enum HighlightAttribute: AttributedStringKey {
            /// The attribute's value: whether the run is highlighted.
            public typealias Value = Bool
            /// The attribute\'s name in an `AttributedString`.
            public static let name = "guidepost.highlight"
        }

        /// The placeholder number a run of text came from.
        public enum PlaceholderAttribute: AttributedStringKey {
            /// The attribute's value: the placeholder number.
            public typealias Value = Int
            /// The attribute\'s name in an `AttributedString`.
            public static let name = "guidepost.placeholder"
        }
    }

    /// Guidepost's attributes: `run.guidepost.role`, `attributed[range].guidepost.highlight`.
    public var guidepost: GuidepostAttributes.Type { GuidepostAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `run.guidepost.role` (and `attributed[range].guidepost.highlight = …`) resolve
    /// Guidepost's attribute keys by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.GuidepostAttributes, T>) -> T {
        self[T.self]
    }
}

extension RenderedInstruction {
    /// The text as an `AttributedString`, every span carrying its role, highlight and
    /// placeholder (`run.guidepost.role`, `.highlight`, `.placeholder`); distance parts
    /// carry their finer role (`.distanceNumber`, `.distanceUnit`).
    public var attributedString: AttributedString {
        var attributed = AttributedString(text)
        let scalars = attributed.unicodeScalars
        func attributedRange(_ range: Range<String.Index>) -> Range<AttributedString.Index> {
            let start = text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound)
            let length = text.unicodeScalars.distance(from: range.lowerBound, to: range.upperBound)
            let lower = scalars.index(scalars.startIndex, offsetBy: start)
            return lower..<scalars.index(lower, offsetBy: length)
        }
        for span in spans {
            let range = attributedRange(span.range)
            attributed[range].guidepost.role = span.role
            attributed[range].guidepost.highlight = span.isHighlighted
            if let placeholder = span.placeholder {
                attributed[range].guidepost.placeholder = placeholder
            }
            for part in span.parts {
                attributed[attributedRange(part.range)].guidepost.role = part.role
            }
        }
        return attributed
    }

    /// The highlighted ranges as `NSRange`s, for `NSAttributedString` and UIKit/AppKit text.
    public var highlightNSRanges: [NSRange] {
        spans.filter(\.isHighlighted).map { NSRange(location: $0.utf16Offset, length: $0.utf16Length) }
    }
}

extension RenderedSpan {
    /// The span's range as an `NSRange` (UTF-16).
    public var nsRange: NSRange { NSRange(location: utf16Offset, length: utf16Length) }
}
