import CGuidepostICU

/// A locale's CLDR plural rules, cardinal or ordinal.
final class ICUPluralRules {
    enum Kind: Int32 {
        case cardinal = 0
        case ordinal = 1
    }

    private let handle: OpaquePointer

    init(localeID: String, kind: Kind) throws(ICUError) {
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
    func select(_ value: Double) throws(ICUError) -> PluralCategory {
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
    func categories() throws(ICUError) -> Set<PluralCategory> {
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        _ = gp_plural_keywords(handle, &buffer, Int32(buffer.count), &status)
        try ICU.check(status, "list plural categories")
        let names = ICU.string(fromCString: buffer).split(separator: " ")
        return Set(names.compactMap { PluralCategory(rawValue: String($0)) })
    }
}
