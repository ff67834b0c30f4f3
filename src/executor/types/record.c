/*
 * record.c: the record pseudo-type's values (layout in record.h): building and taking them
 * apart, and their text and binary forms as PG prints and sends them.
 *
 * Text: (f1,f2,...) with a NULL field empty and a field quoted when it is empty or holds a
 * double quote, backslash, parenthesis, comma or white space (quotes and backslashes doubled),
 * as PG's record_out. Binary: the field count, then per field its type oid and its value as
 * that type's send function gives it (-1 length for NULL), as PG's record_send. There is no
 * input of anonymous records, in PG either.
 */
#include <ctype.h>

#include "executor/types/record.h"
#include "executor/types/types_internal.h"

typedef struct RecordData {
    int32 vl_len_;
    int32 natts;
    /* Oid types[natts]; bool nulls[natts]; the values from record_data_start() on */
} RecordData;

#define REC_TYPES(r) ((Oid *)((char *)(r) + sizeof(RecordData)))
#define REC_NULLS(r) ((bool *)(REC_TYPES(r) + (r)->natts))

static size_t record_data_start(int natts)
{
    return MAXALIGN(sizeof(RecordData) + sizeof(Oid) * (size_t)natts + (size_t)natts);
}

static const TypeInfo *field_type(Oid typid)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t == NULL)
        elog(ERROR, "record field of unknown type %u", typid);
    return t;
}

/* The bytes a non-NULL value of type t takes in a record. */
static size_t field_size(const TypeInfo *t, Datum v)
{
    if (t->typbyval)
        return sizeof(Datum);
    if (t->typlen == -1)
        return VARSIZE(DatumGetPointer(v));
    if (t->typlen == -2)
        return strlen(DatumGetCString(v)) + 1;
    return (size_t)t->typlen;
}

Datum record_build(int natts, const Oid *types, const Datum *values, const bool *nulls)
{
    size_t len = record_data_start(natts);
    for (int i = 0; i < natts; i++)
        if (!nulls[i])
            len = MAXALIGN(len + field_size(field_type(types[i]), values[i]));
    RecordData *r = palloc0(len);
    SET_VARSIZE(r, len);
    r->natts = natts;
    memcpy(REC_TYPES(r), types, sizeof(Oid) * (size_t)natts);
    memcpy(REC_NULLS(r), nulls, (size_t)natts);
    char *p = (char *)r + record_data_start(natts);
    for (int i = 0; i < natts; i++) {
        if (nulls[i])
            continue;
        const TypeInfo *t = field_type(types[i]);
        size_t sz = field_size(t, values[i]);
        if (t->typbyval)
            memcpy(p, &values[i], sizeof(Datum));
        else
            memcpy(p, DatumGetPointer(values[i]), sz);
        p += MAXALIGN(sz);
    }
    return PointerGetDatum(r);
}

int record_natts(Datum rec) { return ((const RecordData *)DatumGetPointer(rec))->natts; }

Oid record_field_type(Datum rec, int field)
{
    const RecordData *r = (const RecordData *)DatumGetPointer(rec);
    assert(field >= 0 && field < r->natts);
    return REC_TYPES(r)[field];
}

Datum record_field(Datum rec, int field, bool *isnull)
{
    RecordData *r = (RecordData *)DatumGetPointer(rec);
    assert(field >= 0 && field < r->natts);
    char *p = (char *)r + record_data_start(r->natts);
    for (int i = 0; i < field; i++)
        if (!REC_NULLS(r)[i])
            p += MAXALIGN(field_size(field_type(REC_TYPES(r)[i]), PointerGetDatum(p)));
    *isnull = REC_NULLS(r)[field];
    if (*isnull)
        return (Datum)0;
    const TypeInfo *t = field_type(REC_TYPES(r)[field]);
    if (t->typbyval) {
        Datum d;
        memcpy(&d, p, sizeof(Datum));
        return d;
    }
    return PointerGetDatum(p);
}

/* ---------------------------------------------------------------- I/O */

static bool needs_quotes(const char *s)
{
    if (*s == '\0')
        return true;
    for (; *s; s++)
        if (*s == '"' || *s == '\\' || *s == '(' || *s == ')' || *s == ',' ||
            isspace((unsigned char)*s))
            return true;
    return false;
}

static Datum record_out(PG_FUNCTION_ARGS)
{
    Datum rec = PG_GETARG_DATUM(0);
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '(');
    for (int i = 0; i < record_natts(rec); i++) {
        if (i > 0)
            appendStringInfoChar(&buf, ',');
        bool isnull;
        Datum v = record_field(rec, i, &isnull);
        if (isnull)
            continue;
        const char *s = type_output_cstring(record_field_type(rec, i), v);
        if (!needs_quotes(s)) {
            appendStringInfoString(&buf, s);
            continue;
        }
        appendStringInfoChar(&buf, '"');
        for (; *s; s++) {
            if (*s == '"' || *s == '\\')
                appendStringInfoChar(&buf, *s);
            appendStringInfoChar(&buf, *s);
        }
        appendStringInfoChar(&buf, '"');
    }
    appendStringInfoChar(&buf, ')');
    PG_RETURN_CSTRING(buf.data);
}

static Datum record_send(PG_FUNCTION_ARGS)
{
    Datum rec = PG_GETARG_DATUM(0);
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, record_natts(rec));
    for (int i = 0; i < record_natts(rec); i++) {
        bool isnull;
        Datum v = record_field(rec, i, &isnull);
        types_send_int32(&buf, (int32)record_field_type(rec, i));
        if (isnull) {
            types_send_int32(&buf, -1);
            continue;
        }
        bytea *b = type_send_binary(record_field_type(rec, i), v);
        types_send_int32(&buf, VARSIZE_ANY_EXHDR(b));
        appendBinaryStringInfo(&buf, ((varlena *)b)->vl_dat, VARSIZE_ANY_EXHDR(b));
    }
    PG_RETURN_POINTER(types_send_finish(&buf));
}

static pg_noreturn void anonymous_record_input(void)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("input of anonymous composite types is not implemented"));
}

static Datum record_in(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    anonymous_record_input();
}

static Datum record_recv(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    anonymous_record_input();
}

static const TypeInfo record_types[] = {
    {RECORDOID, "record", -1, false, 'd', TYPCATEGORY_PSEUDOTYPE, false, 0, 0, record_in,
     record_out, record_recv, record_send, NULL, NULL},
};

static const ProcInfo record_procs[] = {
    {2290, "record_in", 'f', 's', true, false, 3, RECORDOID, {CSTRINGOID, OIDOID, INT4OID}, 0,
     record_in},
    {2291, "record_out", 'f', 's', true, false, 1, CSTRINGOID, {RECORDOID}, 0, record_out},
    {2402, "record_recv", 'f', 's', true, false, 3, RECORDOID, {INTERNALOID, OIDOID, INT4OID},
     0, record_recv},
    {2403, "record_send", 'f', 's', true, false, 1, BYTEAOID, {RECORDOID}, 0, record_send},
};

const TypesFamily types_family_record = {
    "record", TYPES_ROWS(record_types), TYPES_NO_ROWS, TYPES_ROWS(record_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
