// A thin C shim over the system ICU (Debian libicu-dev).
//
// Why it exists: ICU's C headers rename every function with a version suffix
// through macros (unumf_formatDouble -> unumf_formatDouble_72), which Swift cannot
// import. This header exposes plain, prefixed functions with no ICU types in their
// signatures, so only Sources/Guidepost/ICU talks to it and nothing else sees ICU.
//
// Conventions: every function takes `int32_t *status` (an ICU UErrorCode; <= 0 is
// success, > 0 is failure) and returns nothing useful when *status > 0.
// `gp_error_name` turns a status into ICU's own name for it.
#ifndef GUIDEPOST_ICU_H
#define GUIDEPOST_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's name for an error code, e.g. "U_ILLEGAL_ARGUMENT_ERROR".
const char *gp_error_name(int32_t status);

// MARK: Locales

/// Converts a BCP-47 tag to an ICU locale ID. Returns the length written.
int32_t gp_locale_from_tag(const char *tag, char *buffer, int32_t capacity, int32_t *status);
/// Converts an ICU locale ID back to a canonical BCP-47 tag. Returns the length written.
int32_t gp_locale_to_tag(const char *locale, char *buffer, int32_t capacity, int32_t *status);
/// Adds likely subtags ("ar" -> "ar_Arab_EG"). Returns the length written.
int32_t gp_locale_add_likely(const char *locale, char *buffer, int32_t capacity, int32_t *status);
/// 1 when the locale's script is written right to left.
/// The CLDR parent of an ICU locale ID (its alias target, its %%Parent, else the ID
/// truncated); empty for a language, "root" where CLDR says so.
int32_t gp_locale_parent(const char *locale, char *buffer, int32_t capacity, int32_t *status);
int32_t gp_locale_is_rtl(const char *locale);
/// 0 metric, 1 US, 2 UK, from the locale's region (CLDR measurementSystem).
int32_t gp_locale_measurement_system(const char *locale, int32_t *status);

// MARK: Numbers

/// A number formatter opened from an ICU number skeleton, with the locale's plural
/// rules for selecting on the formatted result.
typedef struct GPNumberFormatter GPNumberFormatter;

/// Where the parts of a formatted number lie, in UTF-16 units; -1 when absent.
typedef struct GPNumberFields {
    int32_t numberStart;
    int32_t numberEnd;
    int32_t unitStart;
    int32_t unitEnd;
} GPNumberFields;

GPNumberFormatter *gp_number_formatter_open(const uint16_t *skeleton, int32_t skeletonLength,
                                            const char *locale, int32_t *status);
void gp_number_formatter_close(GPNumberFormatter *formatter);
/// Formats `value`. The returned UTF-16 text stays valid until the next call on this
/// formatter. `fields` receives the number and unit ranges; `keyword` the CLDR plural
/// category that ICU selects on the formatted number (its "one" for "1.0 mi" is what
/// the locale's rules say about "1.0").
const uint16_t *gp_number_format(GPNumberFormatter *formatter, double value, int32_t *length,
                                 GPNumberFields *fields, char *keyword, int32_t keywordCapacity,
                                 int32_t *status);

/// Formats a whole number exactly (no trip through `double`); otherwise as gp_number_format.
const uint16_t *gp_number_format_int64(GPNumberFormatter *formatter, int64_t value, int32_t *length,
                                       GPNumberFields *fields, char *keyword, int32_t keywordCapacity,
                                       int32_t *status);

// MARK: Plural rules

typedef struct GPPluralRules GPPluralRules;
/// type 0 cardinal, 1 ordinal.
GPPluralRules *gp_plural_rules_open(const char *locale, int32_t type, int32_t *status);
void gp_plural_rules_close(GPPluralRules *rules);
/// The category for a plain number (used for ordinals and for sampling the rules).
int32_t gp_plural_select(GPPluralRules *rules, double value, char *keyword, int32_t capacity,
                         int32_t *status);
/// The category of the number `formatter` formatted last, as these rules see its
/// formatted form (exact for any int64, unlike a trip through `double`).
int32_t gp_plural_select_last(GPPluralRules *rules, GPNumberFormatter *formatter, char *keyword, int32_t capacity,
                              int32_t *status);
/// The locale's categories, space-separated ("one few many other").
int32_t gp_plural_keywords(GPPluralRules *rules, char *buffer, int32_t capacity, int32_t *status);

// MARK: Ordinals (rule-based number format)

typedef struct GPOrdinalFormatter GPOrdinalFormatter;
GPOrdinalFormatter *gp_ordinal_open(const char *locale, int32_t *status);
void gp_ordinal_close(GPOrdinalFormatter *formatter);
/// 0 when ICU has no ordinal rules for the requested language and uses root's or English's
/// (which write "3th" for Mongolian), else 1.
int32_t gp_ordinal_has_own_rules(GPOrdinalFormatter *formatter, const char *locale);
/// Writes "3rd", "3.", "3e", "3-й"... Returns the length ICU needs; on
/// U_BUFFER_OVERFLOW_ERROR call again with that capacity.
int32_t gp_ordinal_format(GPOrdinalFormatter *formatter, int64_t value, uint16_t *buffer,
                          int32_t capacity, int32_t *status);

// MARK: Clock times

/// 1 when ICU knows the Olson time zone ID (`Europe/Berlin`, `UTC`), else 0. ICU silently
/// formats an unknown zone as GMT, so callers check first.
int32_t gp_time_zone_is_known(const uint16_t *zone, int32_t zoneLength);

typedef struct GPTimeFormatter GPTimeFormatter;
/// A formatter for the hour and minute in the locale's 12/24-hour convention
/// (skeleton "jm"), in the given Olson time zone ("UTC", "Europe/Berlin").
GPTimeFormatter *gp_time_formatter_open(const char *locale, const uint16_t *zone, int32_t zoneLength,
                                        int32_t *status);
void gp_time_formatter_close(GPTimeFormatter *formatter);
/// `millis` since 1970-01-01T00:00:00Z. Same buffer contract as gp_ordinal_format.
int32_t gp_time_format(GPTimeFormatter *formatter, double millis, uint16_t *buffer, int32_t capacity,
                       int32_t *status);

// MARK: Text

/// Title-cases the start of the text as a sentence start, with the locale's rules
/// (Dutch "ij" -> "IJ", Greek keeps its accent, "ǆ" -> "ǅ"), leaving the rest as is.
/// Same buffer contract.
int32_t gp_title_sentence_start(const char *locale, const uint16_t *source, int32_t length, uint16_t *buffer,
                                int32_t capacity, int32_t *status);
/// The first strong direction of the text: 0 LTR, 1 RTL, 3 neutral (no strong character).
int32_t gp_base_direction(const uint16_t *text, int32_t length);
/// The bidi class of one code point (ICU's UCharDirection).
int32_t gp_char_direction(uint32_t codePoint);

/// The simple (one to one) titlecase mapping of a code point in ICU's Unicode version
/// (`u_totitle`); the code point itself when it has none.
uint32_t gp_simple_titlecase(uint32_t codePoint);

// MARK: Regular expressions

/// A compiled ICU regular expression with its own matcher state: one match at a time (the
/// Swift side serializes calls on it).
typedef struct GPRegex GPRegex;
/// Compiles `pattern` (UTF-16) with no flags. On failure, `*status` is ICU's error and
/// `*errorOffset` the UTF-16 offset in the pattern where ICU stopped (-1 when unknown).
GPRegex *gp_regex_open(const uint16_t *pattern, int32_t length, int32_t *errorOffset, int32_t *status);
void gp_regex_close(GPRegex *regex);
/// The number of capture groups.
int32_t gp_regex_group_count(GPRegex *regex, int32_t *status);
/// Finds the first match in `text` (UTF-16). Returns 1 when one is found, writing the start
/// and end of the match and of each group (group 0 first) as pairs into `ranges`, -1 for a
/// group that took no part, for at most `capacity` pairs; 0 when none is found. The regex
/// keeps no pointer to `text` after the call.
int32_t gp_regex_first_match(GPRegex *regex, const uint16_t *text, int32_t length, int32_t *ranges, int32_t capacity,
                             int32_t *status);

// MARK: Lists

/// Joins up to 16 items (UTF-16, separated by U+0000 in `joined`) as the locale says
/// alternatives ("12a or 12b"). Returns the length written.
int32_t gp_list_format_or(const char *locale, const uint16_t *joined, int32_t joinedLength, uint16_t *buffer,
                          int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
