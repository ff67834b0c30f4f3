/*
 * array_funcs.c: the SQL functions over arrays (array_length, array_cat, unnest, array_agg, ...).
 *
 * The one idea: every function takes the array apart with arraytype_deconstruct, works on the
 * flat element list (row-major) plus the dimensions, and builds a new array; nothing is modified
 * in place. Polymorphic results take their type from the arguments' arrays or from
 * fcinfo->rettype, which the executor sets to the resolved result type.
 */
#include "executor/types/array.h"

#include "executor/types/types_internal.h"

const TypesFamily types_family_array_funcs = {
    "array_funcs", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS,
};
