// Compiles Guidepost's own declarations of the ICU C API (the ones the shim uses on Apple
// platforms, where libicucore has no public headers) in one translation unit with the real
// ICU headers, symbol renaming off: a prototype that differs from ICU's, a constant with
// another value or a type of another shape is a compile error. ICUDeclarationsTests runs it.
#define U_DISABLE_RENAMING 1
#include <stddef.h>
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

#define GP_ICU_CHECK 1
#include "../../Sources/CGuidepostICU/icucore/icu_declarations.h"
