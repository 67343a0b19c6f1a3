// The ICU C API the shim uses, declared here for Apple platforms: there the OS ships ICU as
// libicucore, with unversioned symbol names and no public headers. Exactly the types,
// constants and functions guidepost_icu.c calls, no more.
//
// Checked against real ICU headers (ICU 72, renaming turned off) by
// Tests/ICUDeclarations/check.c, which ICUDeclarationsTests compiles: with GP_ICU_CHECK
// defined this file declares nothing of its own but re-declares every function (a
// mismatch with the real prototype is a compile error) and asserts every constant's value
// and every type's size or compatibility.
#ifndef GUIDEPOST_ICU_DECLARATIONS_H
#define GUIDEPOST_ICU_DECLARATIONS_H

#include <stddef.h>
#include <stdint.h>

// The types by names of our own, in both modes, so the check can compare them.
typedef uint16_t gp_icu_UChar;
typedef int32_t gp_icu_UChar32;
typedef int8_t gp_icu_UBool;
typedef double gp_icu_UDate;
typedef void *gp_icu_UNumberFormat;
typedef void *gp_icu_UDateFormat;
typedef void *gp_icu_UDateTimePatternGenerator;
typedef struct UCaseMap gp_icu_UCaseMap;
typedef struct UConstrainedFieldPosition gp_icu_UConstrainedFieldPosition;
typedef struct UEnumeration gp_icu_UEnumeration;
typedef struct UFormattedValue gp_icu_UFormattedValue;
typedef struct UFormattedNumber gp_icu_UFormattedNumber;
typedef struct UListFormatter gp_icu_UListFormatter;
typedef struct UNumberFormatter gp_icu_UNumberFormatter;
typedef struct UPluralRules gp_icu_UPluralRules;
typedef struct UResourceBundle gp_icu_UResourceBundle;
typedef struct URegularExpression gp_icu_URegularExpression;

#ifndef GP_ICU_CHECK

typedef gp_icu_UChar UChar;
typedef gp_icu_UChar32 UChar32;
typedef gp_icu_UBool UBool;
typedef gp_icu_UDate UDate;
typedef gp_icu_UNumberFormat UNumberFormat;
typedef gp_icu_UDateFormat UDateFormat;
typedef gp_icu_UDateTimePatternGenerator UDateTimePatternGenerator;
typedef gp_icu_UCaseMap UCaseMap;
typedef gp_icu_UConstrainedFieldPosition UConstrainedFieldPosition;
typedef gp_icu_UEnumeration UEnumeration;
typedef gp_icu_UFormattedValue UFormattedValue;
typedef gp_icu_UFormattedNumber UFormattedNumber;
typedef gp_icu_UListFormatter UListFormatter;
typedef gp_icu_UNumberFormatter UNumberFormatter;
typedef gp_icu_UPluralRules UPluralRules;
typedef gp_icu_UResourceBundle UResourceBundle;
typedef gp_icu_URegularExpression URegularExpression;

// ICU's enums, as the int a C enum is.
typedef int UErrorCode;
typedef int UCharDirection;
typedef int UBiDiDirection;
typedef int UDateFormatStyle;
typedef int UListFormatterType;
typedef int UListFormatterWidth;
typedef int UMeasurementSystem;
typedef int ULocDataLocaleType;
typedef int UNumberFormatStyle;
typedef int UPluralType;

typedef struct UParseError {
    int32_t line;
    int32_t offset;
    UChar preContext[16];
    UChar postContext[16];
} UParseError;

typedef struct UFieldPosition {
    int32_t field;
    int32_t beginIndex;
    int32_t endIndex;
} UFieldPosition;

enum {
    U_USING_FALLBACK_WARNING = -128,
    U_USING_DEFAULT_WARNING = -127,
    U_ZERO_ERROR = 0,
    U_ILLEGAL_ARGUMENT_ERROR = 1,
    U_MEMORY_ALLOCATION_ERROR = 7,
    U_BUFFER_OVERFLOW_ERROR = 15,
    UDAT_PATTERN = -2,
    UFIELD_CATEGORY_NUMBER = 2,
    ULISTFMT_TYPE_OR = 1,
    ULISTFMT_WIDTH_WIDE = 0,
    ULOC_ACTUAL_LOCALE = 0,
    UMS_US = 1,
    UMS_UK = 2,
    UNUM_INTEGER_FIELD = 0,
    UNUM_FRACTION_FIELD = 1,
    UNUM_DECIMAL_SEPARATOR_FIELD = 2,
    UNUM_EXPONENT_SYMBOL_FIELD = 3,
    UNUM_EXPONENT_SIGN_FIELD = 4,
    UNUM_EXPONENT_FIELD = 5,
    UNUM_GROUPING_SEPARATOR_FIELD = 6,
    UNUM_SIGN_FIELD = 10,
    UNUM_MEASURE_UNIT_FIELD = 11,
    UNUM_ORDINAL = 6,
    UPLURAL_TYPE_CARDINAL = 0,
    UPLURAL_TYPE_ORDINAL = 1,
};

#define U_TITLECASE_SENTENCES 0x40
#define U_TITLECASE_NO_LOWERCASE 0x100
#define U_SUCCESS(x) ((x) <= U_ZERO_ERROR)
#define U_FAILURE(x) ((x) > U_ZERO_ERROR)

#else  // GP_ICU_CHECK: the real headers are included; compare with them.

#define GP_ICU_SAME_TYPE(ours, theirs) _Static_assert(__builtin_types_compatible_p(ours, theirs), #theirs)
GP_ICU_SAME_TYPE(gp_icu_UChar, UChar);
GP_ICU_SAME_TYPE(gp_icu_UChar32, UChar32);
GP_ICU_SAME_TYPE(gp_icu_UBool, UBool);
GP_ICU_SAME_TYPE(gp_icu_UDate, UDate);
GP_ICU_SAME_TYPE(gp_icu_UNumberFormat, UNumberFormat);
GP_ICU_SAME_TYPE(gp_icu_UDateFormat, UDateFormat);
GP_ICU_SAME_TYPE(gp_icu_UDateTimePatternGenerator, UDateTimePatternGenerator);
GP_ICU_SAME_TYPE(gp_icu_UCaseMap, UCaseMap);
GP_ICU_SAME_TYPE(gp_icu_UConstrainedFieldPosition, UConstrainedFieldPosition);
GP_ICU_SAME_TYPE(gp_icu_UEnumeration, UEnumeration);
GP_ICU_SAME_TYPE(gp_icu_UFormattedValue, UFormattedValue);
GP_ICU_SAME_TYPE(gp_icu_UFormattedNumber, UFormattedNumber);
GP_ICU_SAME_TYPE(gp_icu_UListFormatter, UListFormatter);
GP_ICU_SAME_TYPE(gp_icu_UNumberFormatter, UNumberFormatter);
GP_ICU_SAME_TYPE(gp_icu_UPluralRules, UPluralRules);
GP_ICU_SAME_TYPE(gp_icu_UResourceBundle, UResourceBundle);
GP_ICU_SAME_TYPE(gp_icu_URegularExpression, URegularExpression);
#define GP_ICU_INT_SIZED(theirs) _Static_assert(sizeof(theirs) == sizeof(int), #theirs " is an int")
GP_ICU_INT_SIZED(UErrorCode);
GP_ICU_INT_SIZED(UCharDirection);
GP_ICU_INT_SIZED(UBiDiDirection);
GP_ICU_INT_SIZED(UDateFormatStyle);
GP_ICU_INT_SIZED(UListFormatterType);
GP_ICU_INT_SIZED(UListFormatterWidth);
GP_ICU_INT_SIZED(UMeasurementSystem);
GP_ICU_INT_SIZED(ULocDataLocaleType);
GP_ICU_INT_SIZED(UNumberFormatStyle);
GP_ICU_INT_SIZED(UPluralType);
_Static_assert(sizeof(UParseError) == 72 && offsetof(UParseError, offset) == 4
    && offsetof(UParseError, preContext) == 8 && offsetof(UParseError, postContext) == 40, "UParseError");
_Static_assert(sizeof(UFieldPosition) == 12 && offsetof(UFieldPosition, beginIndex) == 4
    && offsetof(UFieldPosition, endIndex) == 8, "UFieldPosition");
#define GP_ICU_VALUE(name, value) _Static_assert((name) == (value), #name)
GP_ICU_VALUE(U_USING_FALLBACK_WARNING, -128);
GP_ICU_VALUE(U_USING_DEFAULT_WARNING, -127);
GP_ICU_VALUE(U_ZERO_ERROR, 0);
GP_ICU_VALUE(U_ILLEGAL_ARGUMENT_ERROR, 1);
GP_ICU_VALUE(U_MEMORY_ALLOCATION_ERROR, 7);
GP_ICU_VALUE(U_BUFFER_OVERFLOW_ERROR, 15);
GP_ICU_VALUE(UDAT_PATTERN, -2);
GP_ICU_VALUE(UFIELD_CATEGORY_NUMBER, 2);
GP_ICU_VALUE(ULISTFMT_TYPE_OR, 1);
GP_ICU_VALUE(ULISTFMT_WIDTH_WIDE, 0);
GP_ICU_VALUE(ULOC_ACTUAL_LOCALE, 0);
GP_ICU_VALUE(UMS_US, 1);
GP_ICU_VALUE(UMS_UK, 2);
GP_ICU_VALUE(UNUM_INTEGER_FIELD, 0);
GP_ICU_VALUE(UNUM_FRACTION_FIELD, 1);
GP_ICU_VALUE(UNUM_DECIMAL_SEPARATOR_FIELD, 2);
GP_ICU_VALUE(UNUM_EXPONENT_SYMBOL_FIELD, 3);
GP_ICU_VALUE(UNUM_EXPONENT_SIGN_FIELD, 4);
GP_ICU_VALUE(UNUM_EXPONENT_FIELD, 5);
GP_ICU_VALUE(UNUM_GROUPING_SEPARATOR_FIELD, 6);
GP_ICU_VALUE(UNUM_SIGN_FIELD, 10);
GP_ICU_VALUE(UNUM_MEASURE_UNIT_FIELD, 11);
GP_ICU_VALUE(UNUM_ORDINAL, 6);
GP_ICU_VALUE(UPLURAL_TYPE_CARDINAL, 0);
GP_ICU_VALUE(UPLURAL_TYPE_ORDINAL, 1);
GP_ICU_VALUE(U_TITLECASE_SENTENCES, 0x40);
GP_ICU_VALUE(U_TITLECASE_NO_LOWERCASE, 0x100);

#endif  // GP_ICU_CHECK

// The functions, re-declared in check mode against the real prototypes.
void u_UCharsToChars(const UChar *us, char *cs, int32_t length);
UCharDirection u_charDirection(UChar32 c);
const char *u_errorName(UErrorCode code);
UChar32 u_totitle(UChar32 c);
UBiDiDirection ubidi_getBaseDirection(const UChar *text, int32_t length);
int32_t ucal_getCanonicalTimeZoneID(const UChar *id, int32_t len, UChar *result, int32_t resultCapacity, UBool *isSystemID,
    UErrorCode *status);
void ucasemap_close(UCaseMap *csm);
UCaseMap *ucasemap_open(const char *locale, uint32_t options, UErrorCode *pErrorCode);
int32_t ucasemap_toTitle(UCaseMap *csm, UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength,
    UErrorCode *pErrorCode);
void ucfpos_close(UConstrainedFieldPosition *ucfpos);
void ucfpos_constrainCategory(UConstrainedFieldPosition *ucfpos, int32_t category, UErrorCode *ec);
int32_t ucfpos_getField(const UConstrainedFieldPosition *ucfpos, UErrorCode *ec);
void ucfpos_getIndexes(const UConstrainedFieldPosition *ucfpos, int32_t *pStart, int32_t *pLimit, UErrorCode *ec);
UConstrainedFieldPosition *ucfpos_open(UErrorCode *ec);
void udat_close(UDateFormat *format);
int32_t udat_format(const UDateFormat *format, UDate dateToFormat, UChar *result, int32_t resultLength,
    UFieldPosition *position, UErrorCode *status);
UDateFormat *udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale, const UChar *tzID,
    int32_t tzIDLength, const UChar *pattern, int32_t patternLength, UErrorCode *status);
void udatpg_close(UDateTimePatternGenerator *dtpg);
int32_t udatpg_getBestPattern(UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length, UChar *bestPattern,
    int32_t capacity, UErrorCode *pErrorCode);
UDateTimePatternGenerator *udatpg_open(const char *locale, UErrorCode *pErrorCode);
void uenum_close(UEnumeration *en);
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);
const UChar *ufmtval_getString(const UFormattedValue *ufmtval, int32_t *pLength, UErrorCode *ec);
UBool ufmtval_nextPosition(const UFormattedValue *ufmtval, UConstrainedFieldPosition *ucfpos, UErrorCode *ec);
void ulistfmt_close(UListFormatter *listfmt);
int32_t ulistfmt_format(const UListFormatter *listfmt, const UChar *const strings[], const int32_t *stringLengths,
    int32_t stringCount, UChar *result, int32_t resultCapacity, UErrorCode *status);
UListFormatter *ulistfmt_openForType(const char *locale, UListFormatterType type, UListFormatterWidth width,
    UErrorCode *status);
int32_t uloc_addLikelySubtags(const char *localeID, char *maximizedLocaleID, int32_t maximizedLocaleIDCapacity,
    UErrorCode *err);
int32_t uloc_forLanguageTag(const char *langtag, char *localeID, int32_t localeIDCapacity, int32_t *parsedLength,
    UErrorCode *err);
int32_t uloc_getLanguage(const char *localeID, char *language, int32_t languageCapacity, UErrorCode *err);
int32_t uloc_getParent(const char *localeID, char *parent, int32_t parentCapacity, UErrorCode *err);
UBool uloc_isRightToLeft(const char *locale);
int32_t uloc_toLanguageTag(const char *localeID, char *langtag, int32_t langtagCapacity, UBool strict, UErrorCode *err);
UMeasurementSystem ulocdata_getMeasurementSystem(const char *localeID, UErrorCode *status);
void unum_close(UNumberFormat *fmt);
const char *unum_getLocaleByType(const UNumberFormat *fmt, ULocDataLocaleType type, UErrorCode *status);
UNumberFormat *unum_open(UNumberFormatStyle style, const UChar *pattern, int32_t patternLength, const char *locale,
    UParseError *parseErr, UErrorCode *status);
int32_t unum_formatInt64(const UNumberFormat *fmt, int64_t number, UChar *result, int32_t resultLength, UFieldPosition *pos,
    UErrorCode *status);
void unumf_close(UNumberFormatter *uformatter);
void unumf_closeResult(UFormattedNumber *uresult);
void unumf_formatDouble(const UNumberFormatter *uformatter, double value, UFormattedNumber *uresult, UErrorCode *ec);
void unumf_formatInt(const UNumberFormatter *uformatter, int64_t value, UFormattedNumber *uresult, UErrorCode *ec);
UNumberFormatter *unumf_openForSkeletonAndLocaleWithError(const UChar *skeleton, int32_t skeletonLen, const char *locale,
    UParseError *perror, UErrorCode *ec);
UFormattedNumber *unumf_openResult(UErrorCode *ec);
const UFormattedValue *unumf_resultAsValue(const UFormattedNumber *uresult, UErrorCode *ec);
void uplrules_close(UPluralRules *uplrules);
UEnumeration *uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status);
UPluralRules *uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
int32_t uplrules_select(const UPluralRules *uplrules, double number, UChar *keyword, int32_t capacity, UErrorCode *status);
int32_t uplrules_selectFormatted(const UPluralRules *uplrules, const struct UFormattedNumber *number, UChar *keyword,
    int32_t capacity, UErrorCode *status);
void uregex_close(URegularExpression *regexp);
UBool uregex_find(URegularExpression *regexp, int32_t startIndex, UErrorCode *status);
int32_t uregex_end(URegularExpression *regexp, int32_t groupNum, UErrorCode *status);
int32_t uregex_groupCount(URegularExpression *regexp, UErrorCode *status);
URegularExpression *uregex_open(const UChar *pattern, int32_t patternLength, uint32_t flags, UParseError *pe,
    UErrorCode *status);
void uregex_setText(URegularExpression *regexp, const UChar *text, int32_t textLength, UErrorCode *status);
int32_t uregex_start(URegularExpression *regexp, int32_t groupNum, UErrorCode *status);
void ures_close(UResourceBundle *resourceBundle);
UResourceBundle *ures_getByKey(const UResourceBundle *resourceBundle, const char *key, UResourceBundle *fillIn,
    UErrorCode *status);
const char *ures_getLocaleByType(const UResourceBundle *resourceBundle, ULocDataLocaleType type, UErrorCode *status);
const UChar *ures_getString(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status);
UResourceBundle *ures_open(const char *packageName, const char *locale, UErrorCode *status);

#endif  // GUIDEPOST_ICU_DECLARATIONS_H
