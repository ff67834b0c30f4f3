/*
 * tupdesc.h: the description of a row's columns, shared by storage, catalog and executor.
 *
 * Storage needs only each column's physical shape (attlen, attbyval, attalign) to form and
 * deform tuples; the type oid and typmod are carried for the layers above, which fill them in.
 */
#ifndef BASALT_TUPDESC_H
#define BASALT_TUPDESC_H

#include "common/basalt.h"

typedef struct FormData_attribute {
    char attname[NAMEDATALEN];
    Oid atttypid;      /* pg_type oid */
    int32 atttypmod;   /* -1 if none; varchar(n): n + 4, numeric(p,s): ((p << 16) | s) + 4 */
    int16 attnum;      /* 1-based */
    int16 attlen;      /* > 0 fixed width, -1 varlena */
    bool attbyval;     /* value stored in the Datum itself */
    char attalign;     /* 'c', 's', 'i' or 'd' */
    bool attnotnull;
    bool attisdropped;
    bool atthasdef;
    Oid attcollation;
    char attidentity; /* 'a' GENERATED ALWAYS, 'd' BY DEFAULT AS IDENTITY, else 0 */
} FormData_attribute;
typedef FormData_attribute *Form_attribute;

typedef struct TupleDescData {
    int natts;
    Oid tdtypeid;
    FormData_attribute attrs[];
} TupleDescData;
typedef TupleDescData *TupleDesc;

#define TupleDescAttr(td, i) (&(td)->attrs[(i)])

TupleDesc tupdesc_create(int natts); /* zeroed attrs, palloc'd in the current context */
TupleDesc tupdesc_copy(TupleDesc src);

#endif /* BASALT_TUPDESC_H */
