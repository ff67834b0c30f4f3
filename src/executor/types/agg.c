/* agg.c: placeholder while the family is written. */
#include "executor/types/types_internal.h"
const TypesFamily types_family_agg = {"agg", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS};
