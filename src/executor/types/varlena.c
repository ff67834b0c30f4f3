/* varlena.c: placeholder while the family is written. */
#include "executor/types/types_internal.h"
const TypesFamily types_family_varlena = {"varlena", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS};
