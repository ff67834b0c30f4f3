/*
 * record.h: anonymous composite values (type record): the rows a function with OUT columns
 * returns (information_schema._pg_expandarray), which (expr).field takes apart.
 *
 * The one idea: a record is one self-describing varlena: the number of fields, each field's
 * type oid and null flag, then the non-NULL values one after another, each at a MAXALIGNed
 * offset (a by-value field is stored as its Datum, a by-reference one as its bytes). It needs
 * no catalog to be printed, sent or taken apart; the field names live only in the binder,
 * which resolves (expr).name to a field number at bind time.
 */
#ifndef BASALT_RECORD_H
#define BASALT_RECORD_H

#include "common/basalt.h"

/* A record of natts fields; values of NULL fields are not read. */
Datum record_build(int natts, const Oid *types, const Datum *values, const bool *nulls);
int record_natts(Datum rec);
Oid record_field_type(Datum rec, int field);
/* Field number field (0-based): a by-reference value points into rec. */
Datum record_field(Datum rec, int field, bool *isnull);

#endif /* BASALT_RECORD_H */
