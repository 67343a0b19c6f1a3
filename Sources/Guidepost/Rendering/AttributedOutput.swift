import Foundation

/// Custom attributes Guidepost sets on `AttributedString` output.
public enum GuidepostAttributes {
    /// The role of the text (`Role.rawValue`: "maneuver", "landmark", "text", …).
    public enum RoleAttribute: AttributedStringKey {
        public typealias Value = String
        public static let name = "guidepost.role"
    }

    /// Whether the text is highlighted.
    public enum HighlightAttribute: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "guidepost.highlight"
    }

    /// The placeholder number the text came from.
    public enum PlaceholderAttribute: AttributedStringKey {
        public typealias Value = Int
        public static let name = "guidepost.placeholder"
    }
}

extension RenderedInstruction {
    /// The text as an `AttributedString`, every span carrying its role, highlight and
    /// placeholder as `GuidepostAttributes`; distance parts carry their finer role.
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
            attributed[range][GuidepostAttributes.RoleAttribute.self] = span.role.rawValue
            attributed[range][GuidepostAttributes.HighlightAttribute.self] = span.isHighlighted
            if let placeholder = span.placeholder {
                attributed[range][GuidepostAttributes.PlaceholderAttribute.self] = placeholder
            }
            for part in span.parts {
                attributed[attributedRange(part.range)][GuidepostAttributes.RoleAttribute.self] = part.role.rawValue
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
