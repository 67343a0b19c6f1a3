internal import CGuidepostICU

extension ICU {
    /// The ICU locale ID of a BCP-47 tag ("de-AT" -> "de_AT").
    package static func localeID(forTag tag: String) throws(ICUError) -> String {
        try localeString({ buffer, capacity, status in
            gp_locale_from_tag(tag, buffer, capacity, &status)
        }, operation: "read the language tag")
    }

    /// The canonical BCP-47 tag of an ICU locale ID.
    package static func languageTag(forID id: String) throws(ICUError) -> String {
        try localeString({ buffer, capacity, status in
            gp_locale_to_tag(id, buffer, capacity, &status)
        }, operation: "write a language tag")
    }

    /// The ID with likely subtags added ("ar" -> "ar_Arab_EG").
    package static func maximize(_ id: String) throws(ICUError) -> String {
        try localeString({ buffer, capacity, status in
            gp_locale_add_likely(id, buffer, capacity, &status)
        }, operation: "add likely subtags")
    }

    /// The CLDR parent of an ID ("es_MX" -> "es_419", "zh_HK" -> "zh_Hant_HK",
    /// "zh_Hant" -> "root", "de_AT" -> "de", "de" -> "").
    package static func parent(_ id: String) throws(ICUError) -> String {
        try localeString({ buffer, capacity, status in
            gp_locale_parent(id, buffer, capacity, &status)
        }, operation: "find the parent locale")
    }

    package static func isRightToLeft(_ id: String) -> Bool {
        gp_locale_is_rtl(id) != 0
    }

    /// The measurement system CLDR gives the locale's region: 0 metric, 1 US, 2 UK.
    package static func measurementSystem(_ id: String) throws(ICUError) -> Int {
        var status: Int32 = 0
        let system = gp_locale_measurement_system(id, &status)
        try check(status, "read the measurement system")
        return Int(system)
    }
}

extension ICU {
    /// Whether ICU knows an Olson time zone ID (ICU formats an unknown one as GMT, silently).
    package static func isKnownTimeZone(_ identifier: String) -> Bool {
        let units = Array(identifier.utf16)
        guard units.count < 128 else { return false }
        return gp_time_zone_is_known(units, Int32(units.count)) != 0
    }
}
