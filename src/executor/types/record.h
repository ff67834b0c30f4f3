/*
 * record.h: anonymous composite values (type record): the rows a function with OUT columns
 * returns (information_schema._pg_expandarray), which (expr).field takes apart.
 *
 * The one idea: a record is one self-describing varlena: the number of fields, each field's
 * type oid and null flag, then the non-NULL values one after another, each at a MAXALIGNed
 * offset (a by-value field is stored as its Datum, a by-reference one as its bytes). It needs
 * no catalog to be printed, sent or taken apart. (expr).name is resolved to a field number at
 * bind time. A record may also carry its field names (NUL-terminated, after the values):
 * row_to_json and to_json(b) need them at run time and are called with nothing but the value,
 * so the value is the one place they can live. ROW(...) and whole-row references carry them;
 * a record without names is printed in JSON with PG's f1, f2, ... . Names never take part in
 * comparison, hashing, text or binary output.
 */
#ifndef BASALT_RECORD_H
#define BASALT_RECORD_H

#include "common/basalt.h"

/* A record of natts fields; values of NULL fields are not read. */
Datum record_build(int natts, const Oid *types, const Datum *values, const bool *nulls);
/* The same with field names (names may be NULL: none). */
Datum record_build_named(int natts, const Oid *types, const Datum *values, const bool *nulls,
                         const char *const *names);
int record_natts(Datum rec);
/* Field number field's name ("f1" ... when the record carries none). */
const char *record_field_name(Datum rec, int field);
Oid record_field_type(Datum rec, int field);
/* Field number field (0-based): a by-reference value points into rec. */
Datum record_field(Datum rec, int field, bool *isnull);

/* PG's record_cmp and record_eq (btrecordcmp, record_eq): see record.c. */
int record_compare(Datum a, Datum b);
bool record_equal(Datum a, Datum b);

#endif /* BASALT_RECORD_H */
