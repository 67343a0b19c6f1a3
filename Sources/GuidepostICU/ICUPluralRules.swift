internal import CGuidepostICU

/// A locale's CLDR plural rules, cardinal or ordinal.
///
/// Sendable because every call on it (`uplrules_select`, `uplrules_getKeywords`) is a
/// const operation on rules that never change after opening, which ICU documents as safe
/// from several threads at once.
package final class ICUPluralRules: @unchecked Sendable {
    package enum Kind: Int32 {
        case cardinal = 0
        case ordinal = 1
    }

    package let handle: OpaquePointer

    package init(localeID: String, kind: Kind) throws(ICUError) {
        var status: Int32 = 0
        let handle = gp_plural_rules_open(localeID, kind.rawValue, &status)
        guard status <= 0, let handle else {
            throw ICUError(code: status > 0 ? status : 1, operation: "open plural rules")
        }
        self.handle = handle
    }

    deinit {
        gp_plural_rules_close(handle)
    }

    /// The category of a plain number (no formatting applied).
    package func select(_ value: Double) throws(ICUError) -> PluralCategory {
        var status: Int32 = 0
        var keyword = [CChar](repeating: 0, count: 16)
        _ = gp_plural_select(handle, value, &keyword, Int32(keyword.count), &status)
        try ICU.check(status, "select a plural category")
        let name = ICU.string(fromCString: keyword)
        guard let category = PluralCategory(rawValue: name) else {
            throw ICUError(code: 1, operation: "read plural category \"\(name)\"")
        }
        return category
    }

    /// The categories these rules use.
    package func categories() throws(ICUError) -> Set<PluralCategory> {
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        _ = gp_plural_keywords(handle, &buffer, Int32(buffer.count), &status)
        try ICU.check(status, "list plural categories")
        let names = ICU.string(fromCString: buffer).split(separator: " ")
        return Set(names.compactMap { PluralCategory(rawValue: String($0)) })
    }
}

extension ICUPluralRules {
    /// Representative numbers per category these rules use, found by asking the rules
    /// (integers first: 1, 2, 3 … 1000, then 0, then large numbers and decimals), at
    /// most `limit` per category, in the order tried.
    ///
    /// Russian cardinals give one 1, 21; few 2, 3; many 5, 6; other 1.5, 2.5. A category no
    /// sample reaches is left out.
    package func sampleNumbers(limit: Int = 2) throws(ICUError) -> [PluralCategory: [Double]] {
        let wanted = try categories()
        var samples: [PluralCategory: [Double]] = [:]
        var candidates: [Double] = (1...1000).map(Double.init)
        candidates += [0, 1_000_000, 10_000_000, 1.5, 2.5, 0.5, 0.1, 1.1, 2.1, 5.5]
        for value in candidates {
            if samples.count == wanted.count && samples.values.allSatisfy({ $0.count >= limit }) { break }
            let category = try select(value)
            if samples[category, default: []].count < limit { samples[category, default: []].append(value) }
        }
        return samples
    }
}
