#include "guidepost_icu.h"

#include <stdlib.h>
#include <string.h>
#if defined(__APPLE__) || defined(GP_ICU_USE_DECLARATIONS)
// Apple ships ICU as libicucore, unversioned and without headers: the shim uses the
// declarations Guidepost writes for exactly what it calls (checked against real headers).
#include "icucore/icu_declarations.h"
#else
#include <unicode/stringoptions.h>
#include <unicode/ucal.h>
#include <unicode/ubidi.h>
#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/ures.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uregex.h>
#include <unicode/ustring.h>
#endif

const char *gp_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

// MARK: Locales

int32_t gp_locale_from_tag(const char *tag, char *buffer, int32_t capacity, int32_t *status) {
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, buffer, capacity, &parsed, (UErrorCode *)status);
    if (*status <= 0 && parsed != (int32_t)strlen(tag)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
    }
    return length;
}

int32_t gp_locale_to_tag(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(locale, buffer, capacity, 1, (UErrorCode *)status);
}

int32_t gp_locale_add_likely(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(locale, buffer, capacity, (UErrorCode *)status);
}

int32_t gp_locale_parent(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
    // CLDR's parent locales as ICU's data has them: the bundle an alias leads to (zh_HK is
    // zh_Hant_HK), the bundle's own %%Parent (es_MX -> es_419, en_AU -> en_001, zh_Hant ->
    // root), else the ID without its last subtag. The bundle is opened the ordinary way:
    // ures_openDirect caches the bundle without its parents, and number formatters opened
    // later for that locale then fall back to root (nb formatted 8.5 km, not 8,5 km).
    UErrorCode open = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale, &open);
    if (U_SUCCESS(open) && open != U_USING_FALLBACK_WARNING && open != U_USING_DEFAULT_WARNING) {
        const char *found = NULL;
        int32_t length = 0;
        UErrorCode actualStatus = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actualStatus);
        UResourceBundle *parent = NULL;
        if (U_SUCCESS(actualStatus) && actual != NULL && strcmp(actual, locale) != 0) {
            found = actual;
            length = (int32_t)strlen(actual);
        } else {
            UErrorCode key = U_ZERO_ERROR;
            parent = ures_getByKey(bundle, "%%Parent", NULL, &key);
            // Only the bundle's own %%Parent: one inherited from its parent names that one's.
            const char *owner = U_SUCCESS(key) ? ures_getLocaleByType(parent, ULOC_ACTUAL_LOCALE, &key) : NULL;
            const UChar *value = U_SUCCESS(key) ? ures_getString(parent, &length, &key) : NULL;
            if (U_SUCCESS(key) && value != NULL && owner != NULL && strcmp(owner, locale) == 0) {
                if (length >= capacity) {
                    ures_close(parent);
                    ures_close(bundle);
                    *status = U_BUFFER_OVERFLOW_ERROR;
                    return length;
                }
                u_UCharsToChars(value, buffer, length);
                buffer[length] = 0;
                ures_close(parent);
                ures_close(bundle);
                return length;
            }
        }
        if (found != NULL) {
            if (length >= capacity) {
                ures_close(bundle);
                *status = U_BUFFER_OVERFLOW_ERROR;
                return length;
            }
            memcpy(buffer, found, (size_t)length + 1);
            ures_close(bundle);
            return length;
        }
        if (parent != NULL) ures_close(parent);
    }
    if (bundle != NULL) ures_close(bundle);
    return uloc_getParent(locale, buffer, capacity, (UErrorCode *)status);
}

int32_t gp_locale_is_rtl(const char *locale) { return uloc_isRightToLeft(locale) ? 1 : 0; }

int32_t gp_locale_measurement_system(const char *locale, int32_t *status) {
    UMeasurementSystem system = ulocdata_getMeasurementSystem(locale, (UErrorCode *)status);
    switch (system) {
    case UMS_US: return 1;
    case UMS_UK: return 2;
    default: return 0;
    }
}

// MARK: Numbers

struct GPNumberFormatter {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
    UPluralRules *rules;
};

void gp_number_formatter_close(GPNumberFormatter *formatter) {
    if (formatter == NULL) return;
    if (formatter->rules) uplrules_close(formatter->rules);
    if (formatter->result) unumf_closeResult(formatter->result);
    if (formatter->formatter) unumf_close(formatter->formatter);
    free(formatter);
}

GPNumberFormatter *gp_number_formatter_open(const uint16_t *skeleton, int32_t skeletonLength,
                                            const char *locale, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    GPNumberFormatter *formatter = calloc(1, sizeof(GPNumberFormatter));
    if (formatter == NULL) {
        *code = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UParseError parseError;
    formatter->formatter =
        unumf_openForSkeletonAndLocaleWithError(skeleton, skeletonLength, locale, &parseError, code);
    formatter->result = unumf_openResult(code);
    formatter->rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, code);
    if (U_FAILURE(*code)) {
        gp_number_formatter_close(formatter);
        return NULL;
    }
    return formatter;
}

static void gp_widen(int32_t *start, int32_t *end, int32_t newStart, int32_t newEnd) {
    if (*start < 0 || newStart < *start) *start = newStart;
    if (*end < 0 || newEnd > *end) *end = newEnd;
}

static const uint16_t *gp_number_describe(GPNumberFormatter *formatter, int32_t *length, GPNumberFields *fields,
                                         char *keyword, int32_t keywordCapacity, UErrorCode *code);

const uint16_t *gp_number_format(GPNumberFormatter *formatter, double value, int32_t *length,
                                 GPNumberFields *fields, char *keyword, int32_t keywordCapacity,
                                 int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    unumf_formatDouble(formatter->formatter, value, formatter->result, code);
    return gp_number_describe(formatter, length, fields, keyword, keywordCapacity, code);
}

const uint16_t *gp_number_format_int64(GPNumberFormatter *formatter, int64_t value, int32_t *length,
                                       GPNumberFields *fields, char *keyword, int32_t keywordCapacity,
                                       int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    unumf_formatInt(formatter->formatter, value, formatter->result, code);
    return gp_number_describe(formatter, length, fields, keyword, keywordCapacity, code);
}

// Reads the text, the number and unit fields and the plural category of the formatter's
// current result.
static const uint16_t *gp_number_describe(GPNumberFormatter *formatter, int32_t *length, GPNumberFields *fields,
                                         char *keyword, int32_t keywordCapacity, UErrorCode *code) {
    if (U_FAILURE(*code)) return NULL;
    const UFormattedValue *formatted = unumf_resultAsValue(formatter->result, code);
    const UChar *text = ufmtval_getString(formatted, length, code);
    if (U_FAILURE(*code)) return NULL;

    fields->numberStart = fields->numberEnd = fields->unitStart = fields->unitEnd = -1;
    UConstrainedFieldPosition *position = ucfpos_open(code);
    if (U_FAILURE(*code)) return NULL;
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, code);
    while (ufmtval_nextPosition(formatted, position, code) && U_SUCCESS(*code)) {
        int32_t field = ucfpos_getField(position, code);
        int32_t start = 0, end = 0;
        ucfpos_getIndexes(position, &start, &end, code);
        switch (field) {
        case UNUM_INTEGER_FIELD:
        case UNUM_FRACTION_FIELD:
        case UNUM_DECIMAL_SEPARATOR_FIELD:
        case UNUM_GROUPING_SEPARATOR_FIELD:
        case UNUM_SIGN_FIELD:
        case UNUM_EXPONENT_FIELD:
        case UNUM_EXPONENT_SIGN_FIELD:
        case UNUM_EXPONENT_SYMBOL_FIELD:
            gp_widen(&fields->numberStart, &fields->numberEnd, start, end);
            break;
        case UNUM_MEASURE_UNIT_FIELD:
            gp_widen(&fields->unitStart, &fields->unitEnd, start, end);
            break;
        default:
            break;
        }
    }
    ucfpos_close(position);
    if (U_FAILURE(*code)) return NULL;

    if (keyword != NULL && keywordCapacity > 0) {
        // Plural keywords are short ASCII ("other" is the longest); ICU writes UTF-16.
        UChar wide[16];
        int32_t count = uplrules_selectFormatted(formatter->rules, formatter->result, wide, 16, code);
        if (U_FAILURE(*code)) return NULL;
        if (count >= keywordCapacity) {
            *code = U_BUFFER_OVERFLOW_ERROR;
            return NULL;
        }
        u_UCharsToChars(wide, keyword, count);
        keyword[count] = 0;
    }
    return text;
}

// MARK: Plural rules

struct GPPluralRules {
    UPluralRules *rules;
};

GPPluralRules *gp_plural_rules_open(const char *locale, int32_t type, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UPluralRules *rules =
        uplrules_openForType(locale, type == 1 ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, code);
    if (U_FAILURE(*code)) return NULL;
    GPPluralRules *wrapper = malloc(sizeof(GPPluralRules));
    if (wrapper == NULL) {
        uplrules_close(rules);
        *code = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    wrapper->rules = rules;
    return wrapper;
}

void gp_plural_rules_close(GPPluralRules *rules) {
    if (rules == NULL) return;
    uplrules_close(rules->rules);
    free(rules);
}

int32_t gp_plural_select(GPPluralRules *rules, double value, char *keyword, int32_t capacity,
                         int32_t *status) {
    UChar wide[16];
    int32_t count = uplrules_select(rules->rules, value, wide, 16, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    if (count >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return count + 1;
    }
    u_UCharsToChars(wide, keyword, count);
    keyword[count] = 0;
    return count;
}

int32_t gp_plural_select_last(GPPluralRules *rules, GPNumberFormatter *formatter, char *keyword, int32_t capacity,
                              int32_t *status) {
    UChar wide[16];
    int32_t count = uplrules_selectFormatted(rules->rules, formatter->result, wide, 16, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    if (count >= capacity) {
        *status = U_BUFFER_OVERFLOW_ERROR;
        return count + 1;
    }
    u_UCharsToChars(wide, keyword, count);
    keyword[count] = 0;
    return count;
}

int32_t gp_plural_keywords(GPPluralRules *rules, char *buffer, int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, code);
    if (U_FAILURE(*code)) return 0;
    int32_t written = 0;
    const char *item;
    int32_t itemLength = 0;
    while ((item = uenum_next(keywords, &itemLength, code)) != NULL && U_SUCCESS(*code)) {
        int32_t needed = written + itemLength + (written > 0 ? 1 : 0);
        if (needed >= capacity) {
            *code = U_BUFFER_OVERFLOW_ERROR;
            break;
        }
        if (written > 0) buffer[written++] = ' ';
        memcpy(buffer + written, item, (size_t)itemLength);
        written += itemLength;
    }
    uenum_close(keywords);
    if (capacity > 0 && U_SUCCESS(*code)) buffer[written] = 0;
    return written;
}

// MARK: Ordinals

struct GPOrdinalFormatter {
    UNumberFormat *format;
};

GPOrdinalFormatter *gp_ordinal_open(const char *locale, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UNumberFormat *format = unum_open(UNUM_ORDINAL, NULL, 0, locale, NULL, code);
    if (U_FAILURE(*code)) return NULL;
    GPOrdinalFormatter *wrapper = malloc(sizeof(GPOrdinalFormatter));
    if (wrapper == NULL) {
        unum_close(format);
        *code = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    wrapper->format = format;
    return wrapper;
}

void gp_ordinal_close(GPOrdinalFormatter *formatter) {
    if (formatter == NULL) return;
    unum_close(formatter->format);
    free(formatter);
}

int32_t gp_ordinal_has_own_rules(GPOrdinalFormatter *formatter, const char *locale) {
    UErrorCode code = U_ZERO_ERROR;
    const char *actual = unum_getLocaleByType(formatter->format, ULOC_ACTUAL_LOCALE, &code);
    if (U_FAILURE(code) || actual == NULL) return 0;
    char actualLanguage[16] = {0};
    char requestedLanguage[16] = {0};
    uloc_getLanguage(actual, actualLanguage, (int32_t)sizeof(actualLanguage) - 1, &code);
    uloc_getLanguage(locale, requestedLanguage, (int32_t)sizeof(requestedLanguage) - 1, &code);
    if (U_FAILURE(code) || actualLanguage[0] == 0 || strcmp(actualLanguage, "root") == 0) return 0;
    // ICU falls back to English rules where a language has none (mn, uz, ur, yo); another
    // language's own rules are an alias CLDR makes on purpose (zh_Hant_HK uses yue's).
    if (strcmp(actualLanguage, "en") == 0 && strcmp(requestedLanguage, "en") != 0) return 0;
    return 1;
}

int32_t gp_ordinal_format(GPOrdinalFormatter *formatter, int64_t value, uint16_t *buffer,
                          int32_t capacity, int32_t *status) {
    return unum_formatInt64(formatter->format, value, buffer, capacity, NULL, (UErrorCode *)status);
}

// MARK: Clock times

int32_t gp_time_zone_is_known(const uint16_t *zone, int32_t zoneLength) {
    UErrorCode code = U_ZERO_ERROR;
    UChar canonical[128];
    UBool isSystemID = 0;
    ucal_getCanonicalTimeZoneID(zone, zoneLength, canonical, 128, &isSystemID, &code);
    return U_SUCCESS(code) && isSystemID ? 1 : 0;
}

struct GPTimeFormatter {
    UDateFormat *format;
};

GPTimeFormatter *gp_time_formatter_open(const char *locale, const uint16_t *zone, int32_t zoneLength,
                                        int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UDateTimePatternGenerator *generator = udatpg_open(locale, code);
    if (U_FAILURE(*code)) return NULL;
    static const UChar skeleton[] = {'j', 'm', 0};
    UChar pattern[64];
    int32_t patternLength = udatpg_getBestPattern(generator, skeleton, 2, pattern, 64, code);
    udatpg_close(generator);
    if (U_FAILURE(*code)) return NULL;
    UDateFormat *format =
        udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zoneLength, pattern, patternLength, code);
    if (U_FAILURE(*code)) return NULL;
    GPTimeFormatter *wrapper = malloc(sizeof(GPTimeFormatter));
    if (wrapper == NULL) {
        udat_close(format);
        *code = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    wrapper->format = format;
    return wrapper;
}

void gp_time_formatter_close(GPTimeFormatter *formatter) {
    if (formatter == NULL) return;
    udat_close(formatter->format);
    free(formatter);
}

int32_t gp_time_format(GPTimeFormatter *formatter, double millis, uint16_t *buffer, int32_t capacity,
                       int32_t *status) {
    return udat_format(formatter->format, millis, buffer, capacity, NULL, (UErrorCode *)status);
}

// MARK: Text

int32_t gp_title_sentence_start(const char *locale, const uint16_t *source, int32_t length, uint16_t *buffer,
                                int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    UCaseMap *map = ucasemap_open(locale, U_TITLECASE_SENTENCES | U_TITLECASE_NO_LOWERCASE, code);
    if (U_FAILURE(*code)) return 0;
    int32_t written = ucasemap_toTitle(map, buffer, capacity, source, length, code);
    ucasemap_close(map);
    return written;
}

int32_t gp_base_direction(const uint16_t *text, int32_t length) {
    return (int32_t)ubidi_getBaseDirection(text, length);
}

int32_t gp_char_direction(uint32_t codePoint) { return (int32_t)u_charDirection((UChar32)codePoint); }

uint32_t gp_simple_titlecase(uint32_t codePoint) {
    if (codePoint > 0x10FFFF) { return codePoint; }
    return (uint32_t)u_totitle((UChar32)codePoint);
}

// MARK: Regular expressions

struct GPRegex {
    URegularExpression *regex;
};

GPRegex *gp_regex_open(const uint16_t *pattern, int32_t length, int32_t *errorOffset, int32_t *status) {
    UParseError parse;
    parse.offset = -1;
    URegularExpression *regex = uregex_open((const UChar *)pattern, length, 0, &parse, (UErrorCode *)status);
    *errorOffset = parse.offset;
    if (U_FAILURE(*status) || regex == NULL) {
        if (regex != NULL) uregex_close(regex);
        if (U_SUCCESS(*status)) *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    GPRegex *result = malloc(sizeof(GPRegex));
    if (result == NULL) {
        uregex_close(regex);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->regex = regex;
    return result;
}

void gp_regex_close(GPRegex *regex) {
    if (regex == NULL) return;
    uregex_close(regex->regex);
    free(regex);
}

int32_t gp_regex_group_count(GPRegex *regex, int32_t *status) {
    return uregex_groupCount(regex->regex, (UErrorCode *)status);
}

int32_t gp_regex_first_match(GPRegex *regex, const uint16_t *text, int32_t length, int32_t *ranges, int32_t capacity,
                             int32_t *status) {
    static const UChar empty[1] = {0};
    uregex_setText(regex->regex, (const UChar *)text, length, (UErrorCode *)status);
    int32_t found = 0;
    if (U_SUCCESS(*status) && uregex_find(regex->regex, 0, (UErrorCode *)status) && U_SUCCESS(*status)) {
        found = 1;
        int32_t groups = uregex_groupCount(regex->regex, (UErrorCode *)status);
        for (int32_t group = 0; group <= groups && group < capacity && U_SUCCESS(*status); group++) {
            ranges[2 * group] = uregex_start(regex->regex, group, (UErrorCode *)status);
            ranges[2 * group + 1] = uregex_end(regex->regex, group, (UErrorCode *)status);
        }
    }
    // Forget the caller's text: the next call sets its own.
    UErrorCode reset = U_ZERO_ERROR;
    uregex_setText(regex->regex, empty, 0, &reset);
    return U_SUCCESS(*status) ? found : 0;
}

// MARK: Lists

int32_t gp_list_format_or(const char *locale, const uint16_t *joined, int32_t joinedLength, uint16_t *buffer,
                          int32_t capacity, int32_t *status) {
    UErrorCode *code = (UErrorCode *)status;
    enum { maximumItems = 16 };
    const UChar *items[maximumItems];
    int32_t lengths[maximumItems];
    int32_t count = 0;
    int32_t start = 0;
    for (int32_t index = 0; index <= joinedLength && count < maximumItems; index++) {
        if (index == joinedLength || joined[index] == 0) {
            items[count] = (const UChar *)joined + start;
            lengths[count] = index - start;
            count++;
            start = index + 1;
        }
    }
    UListFormatter *formatter = ulistfmt_openForType(locale, ULISTFMT_TYPE_OR, ULISTFMT_WIDTH_WIDE, code);
    if (U_FAILURE(*code)) return 0;
    int32_t written = ulistfmt_format(formatter, items, lengths, count, (UChar *)buffer, capacity, code);
    ulistfmt_close(formatter);
    return written;
}
